import { routerBasename } from '../../../authProvider/routeGuard';
import { readRuntimeConfig, type RuntimeConfig } from '../../../config/runtime';

/**
 * Where "sign in as this user" opens the user console: config.js `userConsoleUrl` when the admin console has an
 * origin of its own (README, "Deploying"), else the site root beside the admin app's `/admin` (both possibly under
 * one deployment prefix, e.g. /console/admin/...). The user console with `?token=` takes the token (asking first
 * when it already has a session) and removes it from the address bar (authProvider/urlCredentials.ts).
 */
export const userConsoleUrl = (
    location: { origin: string; pathname: string },
    token: string,
    config: Pick<RuntimeConfig, 'adminBase' | 'userConsoleUrl'> = readRuntimeConfig(),
): string => {
    if (config.userConsoleUrl) {
        const url = new URL(config.userConsoleUrl, location.origin);
        url.searchParams.set('token', token);
        return url.href;
    }
    const admin = routerBasename('admin', config);
    const { pathname } = location;
    const at = !admin ? 0 : pathname === admin || pathname.endsWith(admin) ? pathname.length - admin.length : pathname.indexOf(`${admin}/`);
    const prefix = at > 0 ? pathname.slice(0, at) : '';
    return `${location.origin}${prefix}/?token=${encodeURIComponent(token)}`;
};
