import { shellLoader } from '../layout/Layout';
import { loadRemembered } from './remembered';
import { findRoute } from '../routes/derive';
import { loadScreen } from '../routes/lazyScreen';
import type { ConsoleRoute, LazyScreen } from '../routes/types';
import type { FlavourDefinition } from './ConsoleApp';

/**
 * The screen a router path shows first, read from the route table alone (no screen code loads): the entry's
 * screen, the dashboard's for '/'; none for a redirect, a menu group or a placeholder.
 */
export const screenForPath = (routes: ConsoleRoute[], path: string): LazyScreen | undefined =>
    findRoute(routes, path === '/' ? '/dns/dashboard' : path)?.screen;

/**
 * A signed-in cold load: what the first page certainly needs (the address's screen, the shell with the route
 * titles and the full data provider) starts downloading at once, in parallel with react-admin and the first API
 * calls, instead of one wave after another as each lazy import is reached. The screen comes first: its chunks
 * are the most, and its catalog must arrive before they are asked for. The screen and the shell are loaded
 * through loadScreen, so that they render without suspending once they are there, and the provider is remembered
 * (loadRemembered), so that the first page's calls go to it at once. Each is an import() the page
 * makes anyway, so a failure here is left to the page's own load (and its retry): the answer settles, never fails.
 */
export const preloadSignedIn = (definition: Pick<FlavourDefinition, 'routes' | 'loadRouteTitles' | 'loadDataProvider'>, path: string): Promise<void> => {
    const screen = screenForPath(definition.routes, path);
    return Promise.all([screen && loadScreen(screen), loadScreen(shellLoader(definition.loadRouteTitles)), loadRemembered(definition.loadDataProvider)]).then(
        () => undefined,
        () => undefined,
    );
};
