import { matchPath } from 'react-router-dom';
import { menuVisible, type AccessContext } from './access';
import type { ConsoleRoute } from './types';

/** Every entry of the table, parents before their children. */
export const flattenRoutes = (routes: ConsoleRoute[]): ConsoleRoute[] => routes.flatMap(route => [route, ...flattenRoutes(route.children ?? [])]);

/** The entries that become <Route>s: everything but what a <Resource> serves (a group's path leads to its first page). */
export const routedEntries = (routes: ConsoleRoute[]): ConsoleRoute[] => {
    const seen = new Set<string>();
    return flattenRoutes(routes).filter(route => {
        if (route.resource || seen.has(route.path)) return false;
        seen.add(route.path);
        return true;
    });
};

/** The table entry for a location: an exact match, or else the nearest entry above it (/message/detail/3 -> its route). */
export const findRoute = (routes: ConsoleRoute[], pathname: string): ConsoleRoute | undefined => {
    const all = flattenRoutes(routes);
    const exact = all.filter(route => matchPath({ path: route.path, end: true }, pathname));
    if (exact.length) return exact.find(route => !route.path.includes(':')) ?? exact[0];
    return all.filter(route => matchPath({ path: route.path, end: false }, pathname)).sort((a, b) => b.path.length - a.path.length)[0];
};

export interface MenuEntry {
    path: string;
    title: string;
    icon?: ConsoleRoute['icon'];
    children: MenuEntry[];
}

/**
 * The menu of SPEC section 2: hidden entries, paths in the user's unvalidModel and entries whose custom flag is
 * off are left out, and a group with nothing left to show disappears with its children. A frame is one entry,
 * whatever pages it holds.
 */
export const menuTree = (routes: ConsoleRoute[], context: AccessContext): MenuEntry[] =>
    routes.flatMap(route => {
        if (!menuVisible(route, context)) return [];
        // a frame's pages are not menu entries: the frame is one
        const below = route.frame ? [] : (route.children ?? []);
        const children = menuTree(below, context);
        if (below.length && !children.length) return [];
        return [{ path: route.path, title: route.title, icon: route.icon, children }];
    });
