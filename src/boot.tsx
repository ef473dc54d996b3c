import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from './config/runtime';
import { createSession, type Flavour } from './authProvider/session';
import { createServices, type Services } from './apps/services';
import { applyUrlCredentials, routerBasename, routerPath } from './authProvider/routeGuard';

/** A flavour's App chunk: the app, and what a signed-in first page certainly needs, to start loading it early. */
export interface AppModule {
    default: ComponentType<{ services: Services }>;
    preload: (path: string) => void;
}

/**
 * Starts one flavour: reads config.js, starts the demo backend when `demo` is on (its code is a separate
 * chunk that a real deployment never downloads), then renders the app. With a session already stored, the
 * first page's chunks (shell, provider, the address's screen) are asked for as soon as the App chunk runs, in
 * parallel with the demo backend and react-admin's first render; an anonymous visitor (/login) loads none.
 */
export const boot = async (flavour: Flavour, loadApp: () => Promise<AppModule>) => {
    const config = readRuntimeConfig();
    const signedIn = createSession(flavour).getToken() !== null;
    const [App] = await Promise.all([
        loadApp().then(module => {
            if (signedIn) module.preload(routerPath({ pathname: location.pathname, search: '' }, routerBasename(flavour)));
            return module.default;
        }),
        config.demo ? import('./demo/browser').then(demo => demo.startDemoBackend()) : Promise.resolve(),
    ]);
    const services = createServices(flavour, config);
    // route guard rules 1 and 2: a ?token= or ?access_token= in the URL becomes the session before the first render
    await applyUrlCredentials(services);
    const root = createRoot(document.getElementById('root')!);
    // a transition renders in slices that yield to the browser, instead of one long task: the static card of
    // index.html stays on screen until the first render is ready
    startTransition(() =>
        root.render(
            <StrictMode>
                <App services={services} />
            </StrictMode>,
        ),
    );
};
