import type { ConsoleRoute } from '../routing/types';

/**
 * The paths of the table entries above `target` (outermost first): the menu opens and marks these groups, even
 * for a page that is not itself in the menu (a message detail, a domain's record page).
 */
export const ancestorPaths = (routes: ConsoleRoute[], target: ConsoleRoute | undefined): string[] => {
    if (!target) return [];
    for (const route of routes) {
        if (route === target) return [];
        const children: ConsoleRoute[] = route.children ?? [];
        if (children.includes(target)) return [route.path];
        const below: string[] = ancestorPaths(children, target);
        if (below.length || containsRoute(children, target)) return [route.path, ...below];
    }
    return [];
};

const containsRoute = (routes: ConsoleRoute[], target: ConsoleRoute): boolean =>
    routes.some(route => route === target || containsRoute(route.children ?? [], target));
