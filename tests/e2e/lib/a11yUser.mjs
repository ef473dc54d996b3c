// The accessibility sweep of the user console (issue 12 section 1): one context per variant (language + theme),
// signed in once, every page opened in turn and checked with axe; the failures of all pages are collected and
// asserted once, so one run lists every page's violations.
import assert from 'node:assert/strict';
import { blockingViolations, SHELL } from './axe.mjs';
import { openContext } from './browser.mjs';
import { BASE_URL, changeDemoDb, signIn } from './console.mjs';

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

/** Every custom flag on (dispatch, monitor, real-name verification, CDN access token), so every page is routed. */
const enableEveryPage = page =>
    changeDemoDb(page, db => {
        const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
        const value = JSON.parse(record.paramValue);
        value.power = { ...value.power, realName: 1 };
        record.paramValue = JSON.stringify(value);
        db.webConfig.exclusive_mode = ['dm', 'am'];
        db.webConfig.cdnConf.siteUrl = 'https://cdn.example.com';
    });

/** What a page shows once it has loaded: a row, a form, an empty state, a card's content. */
const CONTENT = 'main table tbody tr, main form, main [data-testid="empty-state"], main .MuiCardContent-root, main .MuiAlert-root, main h1, main h2, main h3, main h4, main h5, main h6';

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
 * Opens a context in `variant` and runs `visit({ page, check, open, signIn })`: `check(where, ready?, { include }?)` axes the
 * page on screen now (after waiting for `ready`; `null`: no wait), `open(path, ready?)` goes there first, `signIn()`
 * signs the demo user in with every custom flag on. Fails once, with every page's violations.
 */
export const sweep = async (variantName, visit) => {
    const variant = VARIANTS[variantName];
    const { page, errors, close } = await openContext({ colorScheme: variant.theme });
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
        const open = async (path, ready) => {
            await page.goto(`${BASE_URL}${path}`);
            await check(path, ready);
        };
        await visit({ page, check, open, signIn: signInNow }).catch(error => failures.push(`stopped at ${page.url()}: ${error.message.split('\n')[0]}`));
    } finally {
        await close();
    }
    if (errors.length) failures.push(`the page threw:\n    ${errors.join('\n    ')}`);
    assert.equal(failures.length, 0, `${variantName}: ${failures.length} pages with serious or critical accessibility violations\n${failures.join('\n')}`);
};

/** The demo database as the console last saved it. */
export const demoDb = page => page.evaluate(() => JSON.parse(localStorage.getItem('dns-console.demo.db')).db);

/** A domain of the first demo user with records, to open its pages. */
export const demoZone = async page => {
    const db = await demoDb(page);
    const counts = new Map();
    for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
    const zone = db.domains.find(row => row.userId === 1 && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3);
    assert.ok(zone, 'a demo zone');
    return zone;
};

/** Either language's name of a control, for a locator that works in both. */
export const either = (cn, en) => new RegExp(`^(${cn}|${en})$`, 'i');
