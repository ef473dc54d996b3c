import { createContext, useContext, useMemo } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * The locations one router has shown, newest last, so that a guard can tell where a navigation came from: a data
 * router tells its subscribers of every location it commits (router.subscribe), but hands no "from" location to
 * the page. Each router has its own: a reload or a new tab starts with a trail of one, which is what "a direct load"
 * means.
 */
export interface TrailEntry {
    key: string;
    pathname: string;
    search: string;
    hash: string;
}

/** The router's key plus the path: a location pushed outside the router (history.pushState) has the key 'default'. */
export type LocationId = Pick<TrailEntry, 'key' | 'pathname' | 'search'>;

export interface LocationTrail {
    /**
     * The location shown before `current`: the newest recorded entry that is not it (null on the router's first
     * location). Stable while the current location stays the same, whether or not it is recorded yet.
     */
    previous: (current: LocationId) => TrailEntry | null;
}

/** What the trail needs of a router (createBrowserRouter's, createMemoryRouter's). */
export interface RouterStates {
    state: { location: Location };
    subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

const LIMIT = 20;

const same = (a: LocationId, b: LocationId) => a.key === b.key && a.pathname === b.pathname && a.search === b.search;

/** Follows `router` from its current location on, for as long as the router lives. */
export const createLocationTrail = (router: RouterStates): LocationTrail => {
    let trail: TrailEntry[] = [];
    // recording the newest location again changes nothing: the router tells of every state, not only new places
    const record = ({ key, pathname, search, hash }: Location) => {
        if (trail.length && same(trail[trail.length - 1], { key, pathname, search })) return;
        trail = [...trail, { key, pathname, search, hash }].slice(-LIMIT);
    };
    record(router.state.location);
    router.subscribe(state => record(state.location));
    return {
        previous: current => {
            for (let index = trail.length - 1; index >= 0; index--) {
                if (!same(trail[index], current)) return trail[index];
            }
            return null;
        },
    };
};

const LocationTrailContext = createContext<LocationTrail | null>(null);

/** Gives the pages the trail of their router (console/routing/DataRouter.tsx). */
export const LocationTrailProvider = LocationTrailContext.Provider;

/**
 * Where the router was before the current location; null on its first one (a direct load, a reload, a new tab).
 * Decided once per location: re-renders of the same page keep the answer.
 */
export const usePreviousLocation = (): TrailEntry | null => {
    const trail = useContext(LocationTrailContext);
    const { key, pathname, search } = useLocation();
    return useMemo(() => trail?.previous({ key, pathname, search }) ?? null, [trail, key, pathname, search]);
};
