import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setDemoLatency } from './http';

/** Starts the demo backend in the browser: a service worker answers the API calls from the in-memory db. */
export const startDemoBackend = async () => {
    // a little latency, as a real server has, so loading states are visible (Node tests keep zero)
    setDemoLatency(150, 300);
    const worker = setupWorker(...handlers);
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
};
