import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import type { Flavour } from './session';

/**
 * The route guard of SPEC section 2, as pure functions (rules 1 and 2 are a boot step, urlCredentials.ts):
 *   1. a `?token=` in the URL is stored (asking first when a session exists), then removed from the visible URL;
 *   2. an `?access_token=` is exchanged for a token (failure clears the session and goes to /login);
 *   3. register, forget, reset-password and register-binding are open;
 *   4. a signed-in user visiting /login goes to /console (LoginPage);
 *   5. an anonymous user goes to /login?redirect={fullPath} (authProvider.checkAuth / logout, with <Admin requireAuth>).
 * Paths here are router paths: inside the flavour's basename (the admin app lives under /admin).
 */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/console';
/** Pages an anonymous user may open (rule 3), besides the login page itself. */
const OPEN_PATHS: readonly string[] = ['/register', '/forget', '/reset-password', '/register-binding'];

/**
 * The router basename of each flavour: the admin console is served under /admin/ beside the user console, or at its
 * own origin's root (config.js `adminBase: ''`, README "Deploying").
 */
export const routerBasename = (flavour: Flavour, config: Pick<RuntimeConfig, 'adminBase'> = readRuntimeConfig()): string =>
    flavour === 'admin' ? config.adminBase.replace(/\/+$/, '') : '';

const pathOf = (target: string) => target.split(/[?#]/)[0];
const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** True for the login page and the open pages of rule 3. */
export const isOpenPath = (pathname: string): boolean => [LOGIN_PATH, ...OPEN_PATHS].some(root => under(pathname, root));

/**
 * The place to go after signing in: `target` when it is a path inside the console (one leading '/', no
 * scheme, no '//', no backslash, no control character or invisible separator, nor any of these in the path once decoded again, not
 * the login page itself, not under /admin), otherwise /console.
 * This is what keeps `/login?redirect=https://evil.example` from being an open redirect.
 */
export const safeRedirect = (target: unknown, fallback: string = HOME_PATH): string => {
    if (typeof target !== 'string' || !isInsidePath(target) || !isInsidePath(decodedOnce(pathOf(target)))) return fallback;
    const path = pathOf(target);
    // the login page would loop; /admin is the other console (a user session has no business there, and the
    // admin router already adds its /admin basename)
    if (under(path, LOGIN_PATH) || under(path.toLowerCase(), ADMIN_ROOT)) return fallback;
    return target;
};

const ADMIN_ROOT = '/admin';

/** One leading '/', not '//', and no backslash, control character or invisible separator. */
const isInsidePath = (target: string) =>
    target.startsWith('/') &&
    !target.startsWith('//') &&
    // a backslash or a control character lets some browsers read '/\evil.com' or '/\t/evil.com' as '//evil.com'
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/.test(target);

/** A path decoded once more (a server or proxy may decode '/%2F%2Fevil' again); as it is when it does not decode. */
const decodedOnce = (path: string) => {
    try {
        return decodeURIComponent(path);
    } catch {
        return path;
    }
};

/** The login URL that brings the user back to `fullPath` afterwards (rule 5); no redirect for '/' or open pages. */
export const loginPathFor = (fullPath: string): string => {
    const path = pathOf(fullPath);
    if (!fullPath || path === '/' || isOpenPath(path)) return LOGIN_PATH;
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
};

/** The router path (pathname + search, without the basename) of a browser location. */
export const routerPath = (location: { pathname: string; search: string }, basename = ''): string => {
    const { pathname, search } = location;
    const inside = basename && under(pathname, basename) ? pathname.slice(basename.length) || '/' : pathname;
    return `${inside}${search}`;
};
