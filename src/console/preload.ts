import { shellLoader } from './shell/Layout';
import { loadRemembered } from './remembered';
import { findRoute, flattenRoutes } from './routing/derive';
import { loadScreen } from './routing/lazyScreen';
import type { ConsoleRoute, LazyScreen } from './routing/types';
import type { FlavourDefinition } from './ConsoleApp';
import type { Services } from './services';

const entryForPath = (routes: ConsoleRoute[], path: string) => findRoute(routes, path === '/' ? '/dns/dashboard' : path);

/**
 * The screen a router path shows first, read from the route table alone (no screen code loads): the entry's
 * screen, the dashboard's for '/'; none for a redirect or a menu group.
 */
export const screenForPath = (routes: ConsoleRoute[], path: string): LazyScreen | undefined => entryForPath(routes, path)?.screen;

/** The frame around that screen (a domain's tabs), if any: its first render renders it too. */
export const frameForPath = (routes: ConsoleRoute[], path: string): LazyScreen | undefined => {
    const entry = entryForPath(routes, path);
    return flattenRoutes(routes).find(route => entry && route.children?.includes(entry))?.frame;
};

/**
 * How long the first render waits for the screen's first reads once its code is there: with the rows in its
 * first render, the page renders once, complete; a slower answer renders when it comes, into the page.
 */
export const READS_WAIT_MS = 200;

/**
 * A signed-in cold load: what the first page certainly needs (the address's screen and its frame, the shell
 * with the route titles and the full data provider) starts downloading at once, in parallel with react-admin and
 * the first API calls, instead of one wave after another as each lazy import is reached. The screen comes first:
 * its chunks are the most, and its catalog must arrive before they are asked for. The screen, its frame and the
 * shell are loaded through loadScreen, so that they render without suspending once they are there, and the
 * provider is remembered (loadRemembered), so that the first page's calls go to it at once.
 *
 * The screen's first reads (its `reads`: its list's first page) need no screen code: they start as soon as the
 * data provider is there and calls may leave (`callsReady`: the demo backend up, the URL's credentials applied),
 * while the screen's own chunks still load. The first render waits for them, READS_WAIT_MS at most once the
 * screen's code is there; the page's own identical call takes their answer (dataProvider/earlyReads.ts). Each
 * is an import() the page makes anyway, so a failure here is left to the page's own load (and its retry): the
 * answer settles, never fails.
 */
export const preloadSignedIn = (
    definition: Pick<FlavourDefinition, 'routes' | 'loadRouteTitles' | 'loadDataProvider'>,
    path: string,
    { http, store, queryClient }: Pick<Services, 'http' | 'store' | 'queryClient'>,
    callsReady: Promise<void> = Promise.resolve(),
): Promise<void> => {
    const screen = screenForPath(definition.routes, path);
    const frame = frameForPath(definition.routes, path);
    const screenLoaded: Promise<unknown> = Promise.all([screen && loadScreen(screen), frame && loadScreen(frame)]);
    const providerLoaded = loadRemembered(definition.loadDataProvider);
    // a failure (a chunk, the network) is the page's to meet: its own call then asks again
    const reads = Promise.all([screen?.reads?.(), providerLoaded, callsReady]).then(
        ([start, create]) => start?.({ provider: create(http), store, queryClient }),
        () => undefined,
    );
    const readsWaited = screenLoaded.then(() => Promise.race([reads, new Promise(done => setTimeout(done, READS_WAIT_MS))]));
    return Promise.all([screenLoaded, loadScreen(shellLoader(definition.loadRouteTitles)), providerLoaded, readsWaited]).then(
        () => undefined,
        () => undefined,
    );
};
