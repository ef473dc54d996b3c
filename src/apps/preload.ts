import { loadShell } from '../layout/Layout';
import { findRoute } from '../routes/derive';
import type { ConsoleRoute, LazyScreen } from '../routes/types';
import type { FlavourDefinition } from './ConsoleApp';

/**
 * The screen a router path shows first, read from the route table alone (no screen code loads): the entry's
 * screen, the dashboard's for '/'; none for a redirect, a menu group or a placeholder.
 */
export const screenForPath = (routes: ConsoleRoute[], path: string): LazyScreen | undefined =>
    findRoute(routes, path === '/' ? '/dns/dashboard' : path)?.screen;

/**
 * A signed-in cold load: what the first page certainly needs (the shell with the route titles, the full data
 * provider and the screen of the address) starts downloading at once, in parallel with react-admin and the
 * first API calls, instead of one wave after another as each lazy import is reached. Each is an import() the
 * page makes anyway, so a failure here is left to the page's own load (and its retry).
 */
export const preloadSignedIn = (definition: Pick<FlavourDefinition, 'routes' | 'loadRouteTitles' | 'loadDataProvider'>, path: string): void => {
    Promise.all([loadShell(definition.loadRouteTitles), definition.loadDataProvider(), screenForPath(definition.routes, path)?.()]).catch(() => undefined);
};
