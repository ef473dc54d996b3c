import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from './config/runtime';
import type { Flavour } from './authProvider/session';
import { createServices, type Services } from './apps/services';
import { applyUrlCredentials } from './authProvider/routeGuard';

/**
 * Starts one flavour: reads config.js, starts the demo backend when `demo` is on (its code is a separate
 * chunk that a real deployment never downloads), then renders the app.
 */
export const boot = async (flavour: Flavour, loadApp: () => Promise<{ default: ComponentType<{ services: Services }> }>) => {
    const config = readRuntimeConfig();
    const [App] = await Promise.all([
        loadApp().then(module => module.default),
        config.demo ? import('./demo/browser').then(demo => demo.startDemoBackend()) : Promise.resolve(),
    ]);
    const services = createServices(flavour, config);
    // route guard rules 1 and 2: a ?token= or ?access_token= in the URL becomes the session before the first render
    await applyUrlCredentials(services);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App services={services} />
        </StrictMode>,
    );
};
