// Heap growth over client-side navigations between list pages (no leak): sign in, warm up (every page visited
// twice), collect garbage (CDP HeapProfiler.collectGarbage) and read JSHeapUsedSize (CDP Performance.getMetrics);
// then navigate 50 times round the pages with history.pushState + popstate (what a menu click does), each time
// waiting in the page for the new list's first row, and read the heap again, after garbage collection, at 25 and
// at 50. Used by bench/run.mjs.
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

/**
 * `pages` (paths of the same flavour) visited round and round, `total` navigations; `storage` is the session.
 * Answers heap used in bytes at the start, after half and after all the navigations, each after a GC.
 */
export const measureHeap = async (baseUrl, pages, storage, total = 50) => {
    const { page, context, close } = await openContext();
    try {
        await context.addInitScript(storage => {
            for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        }, storage);
        await page.goto(`${baseUrl}${pages[0]}`);
        await page.locator('tbody tr td').first().waitFor({ timeout: 30_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const heapUsed = async () => {
            // twice: objects freed by the first pass (finalizers, weak references) go in the second
            await cdp.send('HeapProfiler.collectGarbage');
            await cdp.send('HeapProfiler.collectGarbage');
            const { metrics } = await cdp.send('Performance.getMetrics');
            return metrics.find(metric => metric.name === 'JSHeapUsedSize').value;
        };
        const go = index => page.evaluate(navigate, pages[index % pages.length]);
        // warm up: every page's code loaded and its queries cached
        for (let index = 1; index <= pages.length * 2; index++) await go(index);
        const start = await heapUsed();
        let half = 0;
        for (let index = 1; index <= total; index++) {
            await go(index);
            if (index === total / 2) half = await heapUsed();
        }
        const end = await heapUsed();
        await cdp.detach();
        return { start, half, end };
    } finally {
        await close();
    }
};
