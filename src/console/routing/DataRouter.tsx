import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider, type RouteObject, type createBrowserRouter } from 'react-router-dom';
import { createLocationTrail, LocationTrailContext } from './guards/locationTrail';
import { UnroutablePath } from './UnroutablePath';

/** A react-router data router (createBrowserRouter, createMemoryRouter...). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

const Wrapped = createContext<ReactNode>(null);
const WrappedChildren = () => useContext(Wrapped);

/** The router's one route: every path renders what DataRouter wraps, whose own <Routes> (react-admin's) route it; a path it cannot match is made routable. */
const EVERY_PATH: RouteObject[] = [{ path: '*', element: <WrappedChildren />, errorElement: <UnroutablePath /> }];

/**
 * `children` inside a data router, as react-admin's docs place <Admin> (one route matching every path): react-admin
 * sees it is inside a router and makes none of its own, and a data router is what blocking a navigation needs
 * (useBlocker: the leave guards). `create` makes the router once, over the given routes: createBrowserRouter in the
 * app, createMemoryRouter in tests. The children reach the route through a context, so a new render of the caller
 * reaches them too. The pages also get the trail of the locations the router shows (guards/locationTrail.ts), for
 * a guard that asks where a navigation came from.
 */
export const DataRouter = ({ create, children }: { create: (routes: RouteObject[]) => AppRouter; children: ReactNode }) => {
    const [{ router, trail }] = useState(() => {
        const created = create(EVERY_PATH);
        return { router: created, trail: createLocationTrail(created) };
    });
    return (
        <Wrapped.Provider value={children}>
            <LocationTrailContext.Provider value={trail}>
                <RouterProvider router={router} />
            </LocationTrailContext.Provider>
        </Wrapped.Provider>
    );
};
