// Heap growth over client-side navigations between list pages (no leak): sign in, warm up (every page visited
// twice), then navigate 50 times round the pages with history.pushState + popstate (what a menu click does), each
// time waiting in the page for the new list's first row; after garbage collection (CDP HeapProfiler), at the start,
// at 25 and at 50, two figures are read:
//  - JS objects: the self size of every JavaScript value in a heap snapshot (objects, closures, arrays, strings,
//    numbers...), what the console's own code keeps alive; a leak shows here;
//  - heap used (CDP Performance.getMetrics JSHeapUsedSize), which also counts V8's compiled code (it grows as more
//    functions get optimised) and the browser's own entries (resource timings, history entries, DevTools'
//    network records).
// Each reading is taken on the same page (the caller passes a number of pages that divides the counts): a heap read
// on another page holds another page's components, and that difference read as growth.
// Used by bench/run.mjs.
import { openContext } from '../tests/e2e/lib/browser.mjs';

/**
 * In the page: go to `path` through the router and wait for a first table cell of a table that was not there
 * before (the previous page's rows are marked first).
 */
const navigate = path =>
    new Promise((resolve, reject) => {
        for (const body of document.querySelectorAll('tbody')) body.dataset.benchOld = '1';
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
        const found = () => document.querySelector('tbody:not([data-bench-old]) tr td');
        if (found()) return resolve();
        const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no rows on ${path}`));
        }, 20_000);
        const observer = new MutationObserver(() => {
            if (!found()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });

/** JavaScript values in a snapshot; code, V8's hidden structures and native (browser) objects are left out. */
const JS_VALUE_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'bigint', 'symbol']);

/** The summed self size of the JavaScript values in a heap snapshot of the page. */
const jsObjectBytes = async cdp => {
    const chunks = [];
    const onChunk = ({ chunk }) => chunks.push(chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    const { snapshot, nodes } = JSON.parse(chunks.join(''));
    const fields = snapshot.meta.node_fields;
    const typeNames = snapshot.meta.node_types[0];
    const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
    let bytes = 0;
    for (let index = 0; index < nodes.length; index += fields.length) if (JS_VALUE_TYPES.has(typeNames[nodes[index + type]])) bytes += nodes[index + size];
    return bytes;
};

/**
 * `pages` (paths of the same flavour) visited round and round, `total` navigations; `storage` is the session.
 * Answers `{ used, objects }` (bytes, see the top of the file) at the start, after half and after all the
 * navigations, each after a GC.
 */
export const measureHeap = async (baseUrl, pages, storage, total = 50) => {
    const { page, context, close } = await openContext();
    try {
        await context.addInitScript(storage => {
            for (const [area, keys] of Object.entries(storage)) for (const [key, value] of Object.entries(keys)) window[area].setItem(key, value);
        }, storage);
        await page.goto(`${baseUrl}${pages[0]}`);
        await page.locator('tbody tr td').first().waitFor({ timeout: 30_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const collect = async () => {
            // twice: objects freed by the first pass (finalizers, weak references) go in the second
            await cdp.send('HeapProfiler.collectGarbage');
            await cdp.send('HeapProfiler.collectGarbage');
        };
        const measure = async () => {
            await collect();
            const { metrics } = await cdp.send('Performance.getMetrics');
            return { used: metrics.find(metric => metric.name === 'JSHeapUsedSize').value, objects: await jsObjectBytes(cdp) };
        };
        const go = index => page.evaluate(navigate, pages[index % pages.length]);
        // warm up: every page's code loaded and its queries cached
        for (let index = 1; index <= pages.length * 2; index++) await go(index);
        const start = await measure();
        let half;
        for (let index = 1; index <= total; index++) {
            await go(index);
            if (index === total / 2) half = await measure();
        }
        const end = await measure();
        await cdp.detach();
        return { start, half, end };
    } finally {
        await close();
    }
};
