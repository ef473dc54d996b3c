import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route, type RouteProps } from 'react-router-dom';
import { rememberedBy } from '../remembered';
import { routedEntries } from './derive';
import { lazyScreen, loadScreen } from './lazyScreen';
import { useCurrentRoute } from './RouteTableContext';
import type { ConsoleRoute, LazyScreen } from './types';

// one lazy component per screen or frame, made once: a new one per render would re-suspend the page
const components = new WeakMap<LazyScreen, ComponentType>();
const lazyOf = (load: LazyScreen) => {
    if (!components.has(load)) components.set(load, lazyScreen(load));
    return components.get(load)!;
};

const elementOf = (route: ConsoleRoute) => {
    if (route.redirect) return <Navigate to={route.redirect} replace />;
    if (route.screen) {
        const Screen = lazyOf(route.screen);
        return <Screen />;
    }
    // a menu group's own path leads to its first page (every entry has a screen, a redirect or children: derive.test.ts)
    const children = route.children ?? [];
    const first = children.find(child => !child.path.includes(':') && !child.flags?.hidden) ?? children[0];
    return first ? <Navigate to={first.path} replace /> : null;
};

/** Until a frame's chunk is there, the chunk of the page it will show loads beside it, not once it has arrived. */
const WithPageLoading = ({ frame, children }: { frame: LazyScreen; children: ReactElement }) => {
    const page = useCurrentRoute()?.screen;
    if (page && !rememberedBy(frame)) loadScreen(page).catch(() => undefined);
    return children;
};

/** The layout route of an entry's frame: the frame, with the routes of its pages in its <Outlet/>. */
export const frameRoute = (entry: ConsoleRoute, frame: LazyScreen, pages: ReactElement<RouteProps>[]): ReactElement<RouteProps> => {
    const Frame = lazyOf(frame);
    const element = (
        <WithPageLoading frame={frame}>
            <Frame />
        </WithPageLoading>
    );
    return (
        <Route key={`${entry.path} frame`} element={element}>
            {pages}
        </Route>
    );
};

/**
 * The <Route>s of a route table, for <CustomRoutes>: screens, redirects and group paths, and the
 * pages of a frame inside its layout route (the frame stays mounted as the user moves between them).
 */
export const tableRoutes = (routes: ConsoleRoute[]): ReactElement<RouteProps>[] => {
    const routed = new Set(routedEntries(routes));
    const routesOf = (entries: ConsoleRoute[]): ReactElement<RouteProps>[] =>
        entries.flatMap(entry => {
            const own = routed.has(entry) ? [<Route key={entry.path} path={entry.path} element={elementOf(entry)} />] : [];
            const below = routesOf(entry.children ?? []);
            return entry.frame ? [...own, frameRoute(entry, entry.frame, below)] : [...own, ...below];
        });
    return routesOf(routes);
};
