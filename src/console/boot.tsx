import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '../config/runtime';
import type { Flavour } from '../authProvider/session';
import { createServices, type Services } from './services';
import { prefetchWebConfig } from '../data/webConfig/useWebConfig';
import { routerBasename, routerPath } from '../authProvider/routeGuard';
import { forgetForeignSessions } from '../authProvider/sessionPlacement';
import { forgetStoredPrivateKeys } from '../data/sslOrders/browserKeys';
import { startSession } from './startSession';

/** A flavour's App module: the app, and what a signed-in first page certainly needs, to start loading it early. */
interface AppModule {
    default: ComponentType<{ services: Services }>;
    /**
     * Loads what a signed-in first page certainly needs, and starts its first reads once `callsReady` settles (the
     * backend is up and the session final); settles (never fails) when it is there.
     */
    preload: (path: string, services: Services, callsReady: Promise<void>) => Promise<void>;
}

/**
 * Starts one flavour: reads config.js, starts the demo backend when `demo` is on (its code is a separate
 * chunk that a real deployment never downloads), then renders the app. The flavour's App is part of the
 * entry: /login needs it anyway, and a lazy App was one more serial wave (entry -> App -> screen) on a
 * signed-in cold load. With a session already stored, the first page's chunks (shell, provider, the
 * address's screen) are asked for at once, in parallel with the demo backend and react-admin's first
 * render; an anonymous visitor (/login) loads none.
 */
export const boot = async (flavour: Flavour, app: AppModule) => {
    const config = readRuntimeConfig();
    const services = createServices(flavour, config);
    // what an earlier version, or the other console on this origin, left within this page's reach
    forgetForeignSessions(flavour, config);
    forgetStoredPrivateKeys();
    const callsReady = (async () => {
        // the demo backend has to be up before the first call (the first reads of the preload included)
        if (config.demo) await import('../demo/browser').then(demo => demo.startDemoBackend());
        await startSession(services);
    })();
    const preloaded =
        services.session.getToken() !== null
            ? app.preload(routerPath({ pathname: location.pathname, search: '' }, routerBasename(flavour, config)), services, callsReady)
            : undefined;
    await callsReady;
    void prefetchWebConfig(services.queryClient, services.http);
    // A first render before the page's chunks are there only commits a loading state, and React then holds the
    // page back for up to 300 ms after it (FALLBACK_THROTTLE_MS): until they arrive, index.html's card stays.
    await preloaded;
    const App = app.default;
    const root = createRoot(document.getElementById('root')!);
    const render = () =>
        root.render(
            <StrictMode>
                <App services={services} />
            </StrictMode>,
        );
    // The sign-in page renders in a transition, in slices that yield to the browser (its card paints sooner; the
    // static card of index.html stays meanwhile). A signed-in page, whose chunks and first reads are all there,
    // renders in one pass, an ordinary update: its rows are in the first paint, and its effects (the header's
    // unread count, the user's identity, the page's lookups) run after that paint, unless a component updates its
    // state while React commits (docs/architecture.md, "First paint and cold load").
    if (preloaded) render();
    else startTransition(render);
};
