// Lighthouse (12.8, the last release for Node 20) on a page: mobile emulation and simulated throttling (its
// defaults), performance and accessibility scores, in a Chromium started by chrome-launcher with the flags of the
// browser tests. One Chromium per page, as Lighthouse expects. Used by bench/run.mjs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/lib/browser.mjs';

/** Answers `{ performance, accessibility, lcp }` (scores 0..1, largest contentful paint in ms) for `url`. */
export const lighthouseScores = async url => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
    try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits } = result.lhr;
        const failing = Object.values(audits)
            .filter(
                audit =>
                    audit.score !== null &&
                    audit.score < 1 &&
                    audit.scoreDisplayMode === 'binary' &&
                    categories.accessibility.auditRefs.some(ref => ref.id === audit.id),
            )
            .map(audit => audit.id);
        return {
            performance: categories.performance.score ?? 0,
            accessibility: categories.accessibility.score ?? 0,
            lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
            failing,
        };
    } finally {
        chrome.kill();
    }
};
