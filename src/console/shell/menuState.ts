import type { ConsoleRoute } from '../routing/types';

/**
 * The paths of the table entries above `target` (outermost first): the menu opens and marks these groups, even
 * for a page that is not itself in the menu (a message detail, a domain's record page). A page inside a frame
 * opens the groups above its frame.
 */
export const ancestorPaths = (routes: ConsoleRoute[], target: ConsoleRoute | undefined): string[] => {
    if (!target) return [];
    for (const route of routes) {
        if (route === target) return [];
        const children: ConsoleRoute[] = route.children ?? [];
        if (containsRoute(children, target)) return route.frame ? [] : [route.path, ...ancestorPaths(children, target)];
    }
    return [];
};

const containsRoute = (routes: ConsoleRoute[], target: ConsoleRoute): boolean =>
    routes.some(route => route === target || containsRoute(route.children ?? [], target));
