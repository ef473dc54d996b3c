// Debian's Chromium driven through playwright-core, flags from ENVIRONMENT.md. One browser is shared: each test
// gets a fresh, isolated browser context (its own storage, cookies and service workers), which is far cheaper
// than a browser per test. `npm run test:e2e` starts the browser once for the whole run (E2E_BROWSER_WS, see
// run.mjs); a script run on its own (the bench, a screenshot script) launches one on first use.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];

export const LAUNCH_OPTIONS = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS };

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let shared;
let contexts = 0;

const browser = () => {
    if (!shared) {
        const endpoint = process.env.E2E_BROWSER_WS;
        shared = endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
        shared.then(
            opened => opened.on('disconnected', () => (shared = undefined)),
            () => (shared = undefined),
        );
    }
    return shared;
};

let idle;
/**
 * The shared browser is let go a moment after its last context closes (a connection or a launched browser would
 * keep the process alive); a context opened meanwhile (the next test) keeps it.
 */
const release = () => {
    if (contexts > 0 || !shared) return;
    clearTimeout(idle);
    idle = setTimeout(() => {
        if (contexts > 0 || !shared) return;
        const done = shared;
        shared = undefined;
        done.then(opened => opened.close()).catch(() => {});
    }, 1000);
};

/** The prefix of the console message that reports a Content-Security-Policy violation (see openContext). */
export const CSP_VIOLATION = '[csp-violation]';

/**
 * Every page of every context reports a Content-Security-Policy violation (the built app carries a policy, see
 * build/csp.mjs) as a console error with the CSP_VIOLATION prefix; openContext turns it into a page error, so
 * each browser test fails on a violation.
 */
const reportCspViolations = prefix => {
    document.addEventListener('securitypolicyviolation', event => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}`);
    });
};

/** The prefix of the console warning the app writes for an answer it could not read whole (src/dataProvider/unreadable.ts). */
export const UNREADABLE_WARNING = '[unreadable-answer]';

/**
 * A fresh browser context (empty storage); `close()` closes it. `unreadable` lists the calls whose answers the app
 * could not read whole: the demo backend answers what the console reads, so any is a fault of one or the other.
 */
export const openContext = async ({ width = 1366, height = 800, colorScheme = 'light' } = {}) => {
    contexts++;
    clearTimeout(idle);
    let context;
    try {
        context = await (await browser()).newContext({ viewport: { width, height }, colorScheme });
    } catch (error) {
        contexts--;
        release();
        throw error;
    }
    context.setDefaultTimeout(15_000);
    await context.addInitScript(reportCspViolations, CSP_VIOLATION);
    const errors = [];
    const unreadable = [];
    const navigations = [];
    const page = await context.newPage();
    page.on('pageerror', error => errors.push(error.message));
    page.on('console', message => {
        if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION)) errors.push(message.text());
        if (message.type() === 'warning' && message.text().startsWith(UNREADABLE_WARNING)) unreadable.push(message.text());
    });
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    return {
        context,
        page,
        errors,
        unreadable,
        navigations,
        close: async () => {
            await context.close().catch(() => {});
            contexts--;
            release();
        },
    };
};
