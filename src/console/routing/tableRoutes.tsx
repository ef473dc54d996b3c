import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PlaceholderPage } from './PlaceholderPage';
import { routedEntries } from './derive';
import { lazyScreen } from './lazyScreen';
import type { ConsoleRoute } from './types';

// one lazy component per table entry, made once: a new one per render would re-suspend the page
const screens = new WeakMap<ConsoleRoute, ComponentType>();
const screenOf = (route: ConsoleRoute) => {
    if (!screens.has(route)) screens.set(route, lazyScreen(route.screen!));
    return screens.get(route)!;
};

const elementOf = (route: ConsoleRoute) => {
    if (route.redirect) return <Navigate to={route.redirect} replace />;
    if (route.screen) {
        const Screen = screenOf(route);
        return <Screen />;
    }
    if (route.children?.length) {
        // a menu group's own path leads to its first page
        const first = route.children.find(child => !child.path.includes(':') && !child.flags?.hidden) ?? route.children[0];
        return <Navigate to={first.path} replace />;
    }
    return <PlaceholderPage feature={route.title} />;
};

/** The <Route>s of a route table, for <CustomRoutes>: screens, redirects, group paths and placeholders. */
export const tableRoutes = (routes: ConsoleRoute[]) =>
    routedEntries(routes).map(route => <Route key={route.path} path={route.path} element={elementOf(route)} />);
