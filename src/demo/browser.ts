import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setDemoLatency } from './http';

/**
 * msw's `worker.start()` finds the worker registered by an earlier page and calls `registration.update()` on it
 * without awaiting or catching the promise. When that registration is gone by the time the update runs (the
 * previous page was left while its worker was still installing, so the registration was never stored, or it was
 * replaced), Chromium rejects the update with "Failed to update a ServiceWorker … Not found" and the page reports
 * an unhandled rejection, although the worker msw goes on with is the one already controlling the page. Only
 * that rejection is marked handled; every other one still surfaces.
 */
const isStaleWorkerUpdate = (reason: unknown): boolean =>
    reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.endsWith('Not found');

const ignoreStaleWorkerUpdate = (event: PromiseRejectionEvent) => {
    if (isStaleWorkerUpdate(event.reason)) event.preventDefault();
};

/** Starts the demo backend in the browser: a service worker answers the API calls from the in-memory db. */
export const startDemoBackend = async () => {
    // a little latency, as a real server has, so loading states are visible (Node tests keep zero)
    setDemoLatency(150, 300);
    window.addEventListener('unhandledrejection', ignoreStaleWorkerUpdate);
    const worker = setupWorker(...handlers);
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
};
