// Cold load of a signed-in list page to its first row, in headless Chromium: each run is a fresh browser context
// (empty HTTP cache, no service worker), the session written to its storage before the page's own scripts run,
// and the time is the page's performance.now() when the first `tbody tr td` enters the document, noted in the
// page by a MutationObserver (installed by addInitScript), not by polling from Node. Used by bench/run.mjs.
import { openContext } from '../tests/e2e/lib/browser.mjs';

/** In the page, before any of its scripts: the session, and the observer that notes the first row. */
const instrument = storage => {
    for (const [area, keys] of Object.entries(storage)) for (const [key, value] of Object.entries(keys)) window[area].setItem(key, value);
    const note = () => {
        if (window.__firstRow === undefined && document.querySelector('tbody tr td')) {
            window.__firstRow = performance.now();
            observer.disconnect();
        }
    };
    const observer = new MutationObserver(note);
    observer.observe(document, { childList: true, subtree: true });
};

/** One cold visit of `url` with `storage` (`{ localStorage: {...} }`) set: ms from navigation start to the first table cell. */
export const firstRowOnce = async (url, storage) => {
    const { page, context, close } = await openContext();
    try {
        await context.addInitScript(instrument, storage);
        await page.goto(url);
        await page.waitForFunction(() => window.__firstRow !== undefined, undefined, { timeout: 30_000 });
        return await page.evaluate(() => window.__firstRow);
    } finally {
        await close();
    }
};

/**
 * `runs` cold visits of each target (after one not counted), interleaved (one of each, then again) so that a busy moment of the machine
 * weighs on all of them alike. `targets` maps a name to `{ url, storage }`; answers each name's list of times.
 */
export const measureFirstRows = async (targets, runs) => {
    const times = Object.fromEntries(Object.keys(targets).map(name => [name, []]));
    // one visit each first, not counted: the server compresses and keeps each file on its first request
    for (const { url, storage } of Object.values(targets)) await firstRowOnce(url, storage);
    for (let run = 0; run < runs; run++) {
        for (const [name, { url, storage }] of Object.entries(targets)) times[name].push(await firstRowOnce(url, storage));
    }
    return times;
};
