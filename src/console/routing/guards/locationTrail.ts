/**
 * The locations this tab has shown, newest last, so that a guard can tell where a navigation came from (with a
 * BrowserRouter there is no useBlocker and no "from" location). It lives in module memory on purpose: a reload
 * or a new tab starts with an empty trail, which is what "a direct load" means.
 */
export interface TrailEntry {
    key: string;
    pathname: string;
    search: string;
    hash: string;
}

const LIMIT = 20;
let trail: TrailEntry[] = [];

/** The router's key plus the path: a location pushed outside the router (history.pushState) has the key 'default'. */
export type LocationId = Pick<TrailEntry, 'key' | 'pathname' | 'search'>;

const same = (a: LocationId, b: LocationId) => a.key === b.key && a.pathname === b.pathname && a.search === b.search;

/** Records a location once; recording the newest one again changes nothing. */
export const recordLocation = (entry: TrailEntry): void => {
    if (trail.length && same(trail[trail.length - 1], entry)) return;
    trail = [...trail, entry].slice(-LIMIT);
};

/**
 * The location shown before `current`: the newest recorded entry that is not it. Stable while the current
 * location stays the same, whether or not the tracker has recorded the current one yet.
 */
export const previousLocation = (current: LocationId): TrailEntry | null => {
    for (let index = trail.length - 1; index >= 0; index--) {
        if (!same(trail[index], current)) return trail[index];
    }
    return null;
};

/** For tests: forget everything, as a page load does. */
export const resetLocationTrail = (): void => {
    trail = [];
};
