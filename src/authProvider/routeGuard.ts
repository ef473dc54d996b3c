import type { Envelope, HttpClient } from '../http/client';
import type { Flavour, Session } from './session';

/**
 * The route guard of SPEC section 2, as pure functions plus one boot step:
 *   1. a `?token=` in the URL is stored, then removed from the visible URL;
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

/** The router basename of each flavour: the admin console is served under /admin/. */
export const routerBasename = (flavour: Flavour): string => (flavour === 'admin' ? '/admin' : '');

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

interface UrlCredentials {
    /** `?token=`: a token handed over by another console (e.g. the admin opening a user's console). */
    token: string | null;
    /** `?access_token=`: to be exchanged for a token. */
    accessToken: string | null;
    /** The same URL (path, other params, hash) without the two params; null when there was nothing to remove. */
    cleanUrl: string | null;
}

const CREDENTIAL_PARAMS = ['token', 'access_token'];

/** Reads `token` and `access_token` from a URL and gives the URL to show instead (rules 1 and 2). */
export const consumeUrlToken = (href: string): UrlCredentials => {
    const url = new URL(href, 'http://localhost');
    const token = url.searchParams.get('token') || null;
    const accessToken = url.searchParams.get('access_token') || null;
    if (!CREDENTIAL_PARAMS.some(name => url.searchParams.has(name))) return { token, accessToken, cleanUrl: null };
    CREDENTIAL_PARAMS.forEach(name => url.searchParams.delete(name));
    const search = url.searchParams.toString();
    return { token, accessToken, cleanUrl: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
};

interface GuardServices {
    flavour: Flavour;
    session: Session;
    http: HttpClient;
}

type UrlCredentialsOutcome = 'none' | 'token' | 'exchanged' | 'rejected';

/**
 * Boot step for rules 1 and 2, run before the first render so that the app starts with the right session
 * and a URL without credentials in it. The access_token exchange is a user-side call (app/account/...).
 */
export const applyUrlCredentials = async (
    { flavour, session, http }: GuardServices,
    location: Pick<Location, 'href'> = window.location,
    history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<UrlCredentialsOutcome> => {
    const { token, accessToken, cleanUrl } = consumeUrlToken(location.href);
    if (cleanUrl === null) return 'none';
    history.replaceState(history.state, '', cleanUrl);
    let outcome: UrlCredentialsOutcome = 'none';
    if (token) {
        // another account's token: forget the stored user, the identity is fetched again
        session.clear();
        session.setToken(token);
        outcome = 'token';
    }
    if (accessToken && flavour === 'user') {
        try {
            const answer = await http.get<Envelope & { token?: unknown }>('app/account/access/login', { access_token: accessToken });
            if (typeof answer.token !== 'string' || !answer.token) throw new Error('no token in the answer');
            session.clear();
            session.setToken(answer.token);
            outcome = 'exchanged';
        } catch {
            session.clear();
            history.replaceState(null, '', `${routerBasename(flavour)}${LOGIN_PATH}`);
            outcome = 'rejected';
        }
    }
    return outcome;
};
