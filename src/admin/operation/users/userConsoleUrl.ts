import { routerBasename } from '../../../authProvider/routeGuard';

/**
 * Where "sign in as this user" opens the user console: the user app is served at the site root beside the
 * admin app's `/admin` (both possibly under one deployment prefix, e.g. /console/admin/...). The user console's
 * root with `?token=` stores the token and removes it from the address bar (routeGuard.applyUrlCredentials).
 */
export const userConsoleUrl = (location: { origin: string; pathname: string }, token: string): string => {
    const admin = routerBasename('admin');
    const { pathname } = location;
    const at = pathname === admin || pathname.endsWith(admin) ? pathname.length - admin.length : pathname.indexOf(`${admin}/`);
    const prefix = at > 0 ? pathname.slice(0, at) : '';
    return `${location.origin}${prefix}/?token=${encodeURIComponent(token)}`;
};
