import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the demo backend in the browser: a service worker answers the API calls from the in-memory db. */
export const startDemoBackend = async () => {
    const worker = setupWorker(...handlers);
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
};
