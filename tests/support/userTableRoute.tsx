import type { ReactElement } from 'react';
import { Route, type RouteProps } from 'react-router-dom';
import { flattenRoutes } from '../../src/console/routing/derive';
import { frameRoute } from '../../src/console/routing/tableRoutes';
import { userRoutes } from '../../src/user/routes';

/**
 * The <Route> of `screen` at `path` as the user app serves it: inside the frame the user route table puts around
 * the entry of that path (a domain's tabs, the bulk tabs, the monitors' tabs), or alone.
 */
export const userTableRoute = (path: string, screen: ReactElement): ReactElement<RouteProps> => {
    const all = flattenRoutes(userRoutes);
    const entry = all.find(route => route.path === path);
    const parent = all.find(route => entry && route.children?.includes(entry));
    const page = <Route path={path} element={screen} />;
    return parent?.frame ? frameRoute(parent, parent.frame, [page]) : page;
};
