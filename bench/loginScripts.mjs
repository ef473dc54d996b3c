// The JavaScript a first visit to a login page downloads: every script response of the page's origin until the
// network is idle (config.js excepted: it is configuration, not code), counted as sent on the wire, gzip-compressed
// by bench/server.mjs. Used by bench/run.mjs.
import { openContext } from '../tests/e2e/lib/browser.mjs';

/** Answers `{ bytes, files }` for a fresh visit of `url`. */
export const loginScripts = async url => {
    const { page, close } = await openContext();
    const origin = new URL(url).origin;
    const sizes = [];
    page.on('requestfinished', request => {
        const path = new URL(request.url()).pathname;
        if (request.url().startsWith(origin) && request.resourceType() === 'script' && path !== '/config.js')
            sizes.push(request.sizes().then(size => size.responseBodySize));
    });
    try {
        await page.goto(url, { waitUntil: 'networkidle' });
        const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
        return { bytes, files: sizes.length };
    } finally {
        await close();
    }
};
