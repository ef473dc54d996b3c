import { useContext, useState, type ReactNode } from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteContextValue = React.ContextType<typeof RouteContext>;

/** What a route context means to the hooks below it (useNavigate, useHref, useParams...): its matches' paths and params. */
const meaning = ({ matches }: RouteContextValue) =>
    matches.map(match => `${match.route.path ?? ''}\u0000${match.pathname}\u0000${match.pathnameBase}\u0000${JSON.stringify(match.params)}`).join('\u0001');

/**
 * Passes on react-router's route context only when what it says changes. react-router makes a new one each time
 * a `<Routes>` above renders, and react-admin renders its router again as it settles after the first render (its
 * routes and resources are set in an effect): every link, button and page below that asks for a navigate
 * function or a path then rendered again with nothing changed, the whole page once per cold load. (The context
 * is react-router's UNSAFE_ export: the one way to pass it on; StableRoute.test.tsx.)
 */
export const StableRoute = ({ children }: { children: ReactNode }) => {
    const route = useContext(RouteContext);
    const current = meaning(route);
    const [kept, setKept] = useState({ route, meaning: current });
    if (kept.meaning !== current) setKept({ route, meaning: current });
    // a route with child routes passes its outlet (the child's element) on as it is
    const value = route.outlet === null && kept.meaning === current ? kept.route : route;
    return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
};
