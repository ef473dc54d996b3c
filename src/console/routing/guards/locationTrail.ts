import { createContext } from 'react';
import type { Location } from 'react-router-dom';

/** The router's key plus the path: a location pushed outside the router (history.pushState) has the key 'default'. */
type LocationId = Pick<Location, 'key' | 'pathname' | 'search'>;

/**
 * Where a router was before `current`: the newest location it has shown that is not `current` (null on its first
 * location). Stable while the current location stays the same, whether or not the router has told of it yet.
 */
type PreviousLocation = (current: LocationId) => Location | null;

/** What the trail needs of a router (createBrowserRouter's, createMemoryRouter's). */
export interface RouterStates {
    state: { location: Location };
    subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

const same = (a: LocationId, b: LocationId) => a.key === b.key && a.pathname === b.pathname && a.search === b.search;

/**
 * The last two locations one router has shown, so that a guard can tell where a navigation came from: a data
 * router tells its subscribers of every location it takes (router.subscribe), but hands no "from" location to
 * the page. Each router has its own, for as long as it lives: a reload or a new tab starts with its first location
 * alone, which is what "a direct load" means.
 */
export const createLocationTrail = (router: RouterStates): PreviousLocation => {
    let newest = router.state.location;
    let before: Location | null = null;
    // the router tells of every state it takes, not only of new places: the same location again changes nothing
    router.subscribe(({ location }) => {
        if (same(newest, location)) return;
        before = newest;
        newest = location;
    });
    return current => (same(newest, current) ? before : newest);
};

/** The trail of the router the page is in (console/routing/DataRouter.tsx gives it); null outside one. */
export const LocationTrailContext = createContext<PreviousLocation | null>(null);
