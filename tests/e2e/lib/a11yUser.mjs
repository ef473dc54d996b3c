// The accessibility sweep of the user console: one context per variant (language + theme),
// signed in once, every page opened in turn inside the running console (as a link does: no page load) and checked
// with axe; the failures of all pages are collected and asserted once, so one run lists every page's violations.
import assert from 'node:assert/strict';
import { blockingViolations, SHELL } from './axe.mjs';
import { openContext } from './browser.mjs';
import { BASE_URL, changeDemoDb, openInApp, seedPendingOrder, signIn } from './console.mjs';
import { entryFor, fillPath, hasParameters, planVisits, routePages, switchFlags } from './routePages.mjs';

const FLAVOUR = 'user';
const THEMES = {
    light: { layoutMode: 'vertical', headerTheme: 'light', asideTheme: 'light', mainTheme: 'light', primaryColor: '#1677ff' },
    dark: { layoutMode: 'vertical', headerTheme: 'dark', asideTheme: 'dark', mainTheme: 'dark', primaryColor: '#1677ff' },
};

/** The four variants: every page is checked in cn-light and en-dark, /login and the dashboard in all four. */
export const VARIANTS = {
    cnLight: { locale: 'cn', theme: 'light' },
    enDark: { locale: 'en', theme: 'dark' },
    cnDark: { locale: 'cn', theme: 'dark' },
    enLight: { locale: 'en', theme: 'light' },
};

/** Language and theme are set in localStorage on a static file of the origin, before the console runs. */
const applyVariant = async (page, { locale, theme }) => {
    await page.goto(`${BASE_URL}/config.js`);
    await page.evaluate(
        ({ flavour, locale, theme }) => {
            localStorage.setItem(`RaStoredns-console.${flavour}.locale`, JSON.stringify(locale));
            localStorage.setItem(`RaStoredns-console.${flavour}.preferences.theme`, JSON.stringify(theme));
        },
        { flavour: FLAVOUR, locale, theme: THEMES[theme] },
    );
};

/** Every custom flag of the route table that the demo can turn on (dispatch, monitor, verification, access token). */
const enableEveryPage = async page => {
    const { change, arg } = switchFlags(planVisits((await routePages()).user).flags);
    await changeDemoDb(page, change, arg);
};

/** What a page shows once it has loaded: a row, a form, an empty state, a card's content. */
const CONTENT =
    'main table tbody tr, main form, main [data-testid="empty-state"], main .MuiCardContent-root, main .MuiAlert-root, main h1, main h2, main h3, main h4, main h5, main h6';

/**
 * Waits for the page's content and for its loading indicators to go (react-admin's, skeletons, spinners). A
 * first visit to an area loads its chunks: on a busy CI machine that can pass the 15 s default, so the wait is
 * the admin sweep's (30 s); it is a wait for the page, not a timing assertion.
 */
const LOADED = { timeout: 30_000 };
export const waitForContent = async (page, ready = CONTENT) => {
    await page.locator(ready).first().waitFor(LOADED);
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root'), undefined, LOADED);
};

/**
 * Opens a context in `variant` and runs `visit({ page, check, open, signIn, fail })`: `check(where, ready?, { include }?)`
 * axes the page on screen now (after waiting for `ready`; `null`: no wait), `open(path, ready?)` goes there first,
 * `signIn()` signs the demo user in with every custom flag on, `fail(where, reason)` adds a failure. Fails once,
 * with every page's violations.
 */
export const sweep = async (variantName, visit) => {
    const variant = VARIANTS[variantName];
    const { page, errors, unreadable, close } = await openContext({ colorScheme: variant.theme });
    const failures = [];
    try {
        await applyVariant(page, variant);
        const signInNow = async () => {
            await signIn(page, FLAVOUR);
            await enableEveryPage(page);
        };
        // the frame is checked with the first signed-in page, then left out (see SHELL)
        let shellChecked = false;
        const check = async (where, ready, options) => {
            try {
                if (ready !== null) await waitForContent(page, ready);
                const whole = !options?.include;
                const found = await blockingViolations(page, whole && shellChecked ? { ...options, exclude: SHELL } : options);
                if (whole && !shellChecked) shellChecked = await page.getByTestId('app-header').isVisible();
                if (found.length) failures.push(`${where}:\n    ${found.join('\n    ')}`);
            } catch (error) {
                failures.push(`${where}: ${error.message.split('\n')[0]}`);
            }
            if (process.env.A11Y_PROGRESS) console.error(`${variantName} ${where}: ${failures.length} pages failing so far`);
        };
        // signed in, a page is opened inside the running console (a link's navigation): the console boots once
        const open = async (path, ready) => {
            try {
                await openInApp(page, `${BASE_URL}${path}`, LOADED);
            } catch (error) {
                failures.push(`${path}: the page on screen before it did not leave (${error.message.split('\n')[0]})`);
                await page.goto(`${BASE_URL}${path}`);
            }
            await check(path, ready);
        };
        const fail = (where, reason) => failures.push(`${where}: ${reason}`);
        await visit({ page, check, open, signIn: signInNow, fail }).catch(error => failures.push(`stopped at ${page.url()}: ${error.message.split('\n')[0]}`));
    } finally {
        await close();
    }
    if (errors.length) failures.push(`the page threw:\n    ${errors.join('\n    ')}`);
    if (unreadable.length) failures.push(`answers of the demo backend the console could not read whole:\n    ${unreadable.join('\n    ')}`);
    assert.equal(failures.length, 0, `${variantName}: ${failures.length} pages with serious or critical accessibility violations\n${failures.join('\n')}`);
};

/** The demo database as the console last saved it. */
export const demoDb = page => page.evaluate(() => JSON.parse(localStorage.getItem('dns-console.demo.db')).db);

/** A domain of the first demo user with records, to open its pages. */
export const demoZone = async page => {
    const db = await demoDb(page);
    const counts = new Map();
    for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
    const zone = db.domains.find(
        row => row.userId === 1 && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3,
    );
    assert.ok(zone, 'a demo zone');
    return zone;
};

/** Either language's name of a control, for a locator that works in both. */
export const either = (cn, en) => new RegExp(`^(${cn}|${en})$`, 'i');

/** What a list shows once it has loaded: its rows or its empty state. */
export const ROWS = 'main table tbody tr, main [data-testid="empty-state"], main [data-testid$="-empty"]';

/** The menu groups of the first user sweep (a11y.test.mjs): the dashboard and DNS; a11yServices.test.mjs has the others. */
export const DNS_GROUPS = ['/dns/dashboard', '/dns'];

/** The pages of the user route table in the menu groups `inGroup` accepts: those to visit and those skipped, with why. */
export const userPages = async inGroup => planVisits((await routePages()).user.filter(page => inGroup(page.group)));

const DOMAIN_PAGES = '/dns/domain/list/admin/:domain/:id/:userId';
const CONNECT = '/v2/domainTemplates/providers/:providerId/services/:serviceId/apply';
const firstPtrZone = async page => (await demoDb(page)).ptr.zones.find(row => row.userId === 1);
const firstMonitor = async page => (await demoDb(page)).monitoring.monitors.find(row => row.userId === 1);
const firstMessage = async page => (await demoDb(page)).messages.find(row => row.userId === undefined || row.userId === 1);

/** A path parameter's value from the demo data, by the table path (or the path above the pages it serves). */
const VALUES = {
    [DOMAIN_PAGES]: async ({ page }) => {
        const { domain, id, userId } = await demoZone(page);
        return { domain, id, userId };
    },
    '/finance/order/:path': () => ({ path: 'unpaid' }),
    '/message/detail/:id': async ({ page }) => ({ id: (await firstMessage(page))?.id }),
    '/log/list/:method': () => ({ method: 0 }),
    '/payment/plans/:type': () => ({ type: 1 }),
    '/payment/order/:orderId': async ({ page }) => ({ orderId: await seedPendingOrder(page, '78') }),
    [CONNECT]: () => ({ providerId: 'sitebuilder.example', serviceId: 'website' }),
};

/** The query string of a page that shows one thing (a zone, a monitor, a domain) named in it. */
const QUERY = {
    '/dns/domain/ptr/record': async ({ page }) => `?zone=${(await firstPtrZone(page)).id}`,
    '/a-monitor/real-time/detail': async ({ page }) => `?id=${(await firstMonitor(page)).id}`,
    '/httpdns/domain/detail': async ({ page }) => `?domain=${encodeURIComponent((await demoZone(page)).domain)}`,
    // a service's link: the demo template's variables and an allowed return address
    [CONNECT]: async ({ page }) =>
        `?${new URLSearchParams({ domain: (await demoZone(page)).domain, host: 'a11y', ip: '192.0.2.1', token: 't', redirect_uri: 'https://app.sitebuilder.example/done', state: 's' })}`,
};

/** What a page shows once loaded, where CONTENT would come too early (a list's rows, a picker once enabled). */
const READY = {
    '/dns/dashboard': 'main .MuiCardContent-root',
    '/dns/domain/list/list': ROWS,
    '/dns/domain/list/group': ROWS,
    [`${DOMAIN_PAGES}/record`]: 'main table tbody tr',
    ...Object.fromEntries(['line', 'log-request', 'log-error', 'log-operation'].map(tab => [`${DOMAIN_PAGES}/${tab}`, ROWS])),
    '/dns/domain/bulk/log': ROWS,
    '/dns/domain/ptr': ROWS,
    '/dns/domain/ptr/record': ROWS,
    '/dns/domain/access-token': '[data-testid="access-token"]',
    '/a-monitor/gtm': ROWS,
    '/a-monitor/gtm/rule': 'main form',
    '/httpdns/domain': ROWS,
    '/ssl/order/paid': ROWS,
    '/ssl/order/free': ROWS,
    // the domain picker is disabled until the user's domains have arrived
    '/analysis/query': 'main [role="combobox"]:not([aria-disabled="true"])',
    '/analysis/top': 'main [role="combobox"]:not([aria-disabled="true"])',
    ...Object.fromEntries([1, 2, 3, 4].map(mode => [`/plan/own/${mode}`, ROWS])),
    ...Object.fromEntries(['paid', 'refunded', 'refunding', ':path'].map(tab => [`/finance/order/${tab}`, ROWS])),
    '/payment/order/:orderId': '[data-testid="channel-picker"]',
    '/account/domainLicense/receive': ROWS,
    '/account/domainLicense/initiate': ROWS,
    '/message/list': ROWS,
    '/log/list/:method': ROWS,
    [CONNECT]: '[data-testid="connect-apply"]',
};

/**
 * Opens each page in turn (sweep's `open`) and axes it, then runs `after[path]` on it (its dialogs). Pages whose
 * address needs demo data come last, since visiting the others makes some of it (the demo creates a user's
 * monitors on the first monitoring call); a value is looked up once per sweep. A page whose address cannot be
 * filled is a failure, the others are still visited.
 */
export const visitPages = async (context, pages, after = {}) => {
    const needsData = page => hasParameters(page.path) || QUERY[page.path];
    const known = new Map();
    const once = (lookup, ...args) => {
        if (!known.has(lookup)) known.set(lookup, Promise.resolve(lookup(...args)));
        return known.get(lookup);
    };
    for (const { path } of [...pages.filter(page => !needsData(page)), ...pages.filter(needsData)]) {
        let address;
        try {
            const values = entryFor(VALUES, path);
            address = fillPath(path, values && (await once(values, context))) + (QUERY[path] ? await once(QUERY[path], context) : '');
        } catch (error) {
            context.fail(path, `no address from the demo data (${error.message.split('\n')[0]})`);
            continue;
        }
        await context.open(address, READY[path]);
        await after[path]?.(context);
    }
};
