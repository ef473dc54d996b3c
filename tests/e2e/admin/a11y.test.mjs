// Accessibility of the admin console and the shared shell: axe-core finds no serious or critical violation on the
// sign-in page, the dashboard, every page of the route table (src/admin/routes.ts) and the main dialogs and
// drawers. Every page in cn-light and en-dark (both languages, both themes); the sign-in page and the dashboard in
// all four. One context per variant, signed in once, the pages opened inside the running console (as a link does:
// no page load); failures are gathered over the pages and asserted once per variant, so one failing page does not
// hide the others.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoDb } from '../lib/a11yUser.mjs';
import { blockingViolations, SHELL } from '../lib/axe.mjs';
import { BASE_URL, changeDemoDb, openInApp, readCaptcha, signIn } from '../lib/console.mjs';
import { entryFor, fillPath, planVisits, routePages, switchFlags } from '../lib/routePages.mjs';
import { useBrowser } from '../lib/session.mjs';

const FLAVOUR = 'admin';
const THEME = mode => ({ layoutMode: 'vertical', headerTheme: mode, asideTheme: mode, mainTheme: mode, primaryColor: '#1677ff' });

/** Every page of the route table (src/admin/routes.ts), CDN tools included (their flag turned on in the demo). */
const { visit: PAGES, skipped, flags } = planVisits((await routePages()).admin);

/** A path parameter's value from the demo data, by the table path. */
const VALUES = {
    '/operation/users/:id': db => ({ id: db.users[0].userId }),
    '/message/list/:id': db => ({ id: db.notices[0].id }),
};

/** The page's address in the demo: its parameters filled from the demo database. */
const addressOf = async (page, path) => {
    const values = entryFor(VALUES, path);
    return fillPath(path, values && values(await demoDb(page)));
};

/** Sets the language and the theme of the flavour in the page's storage (read at the next load). */
const applyVariant = async (page, { locale, mode }) => {
    await page.evaluate(
        ({ flavour, locale, theme }) => {
            localStorage.setItem(`RaStoredns-console.${flavour}.locale`, JSON.stringify(locale));
            localStorage.setItem(`RaStoredns-console.${flavour}.preferences.theme`, JSON.stringify(theme));
        },
        { flavour: FLAVOUR, locale, theme: THEME(mode) },
    );
};

/**
 * Waits until the page shows its content: something in the main area (a table row, a form, a card or an empty
 * state) and nothing loading any more (no progress bar, no skeleton).
 */
const LOADED = { timeout: 30_000 };
const settle = async page => {
    await page.waitForFunction(
        () => {
            const main = document.querySelector('#main-content') ?? document.body;
            const shown = main.querySelector('table tbody tr, form, .RaEmpty-message, .MuiCardContent-root, [role="tabpanel"]');
            // a determinate bar (a usage figure) is content; a spinner or an indeterminate bar is still loading
            const busy = document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root');
            return shown && !busy;
        },
        undefined,
        LOADED,
    );
};

/** Runs axe on what is on screen and adds its findings, prefixed with where, to `found`. */
const check = async (page, where, found, options) => {
    for (const line of await blockingViolations(page, options)) found.push(`${where}: ${line}`);
};

/** A page of the signed-in console: its frame (SHELL) is checked with the first page of a variant only. */
const checkPage = (page, where, found, first) => check(page, where, found, first ? undefined : { exclude: SHELL });

const signInPage = async (page, variant, found) => {
    await page.goto(`${BASE_URL}/admin/login`);
    await applyVariant(page, variant);
    await page.reload();
    await readCaptcha(page);
    await check(page, 'login', found);
};

/** Turns on the custom flags the pages need (the CDN tools' cdnConf). */
const withFlags = async page => {
    const { change, arg } = switchFlags(flags);
    await changeDemoDb(page, change, arg);
};

/**
 * Opens an overlay, checks it, closes it with Escape; a step that cannot open its overlay is reported as a
 * finding, so the other overlays are still checked.
 */
const overlay = async (page, found, { name, open, selector }) => {
    try {
        await open();
        await page.locator(selector).first().waitFor();
        await check(page, name, found, { include: selector });
        await page.keyboard.press('Escape');
        await page.locator(selector).first().waitFor({ state: 'detached' });
    } catch (error) {
        found.push(`${name}: could not be opened and closed (${error.message.split('\n')[0]})`);
    }
};

/** The dialogs and drawers: theme drawer, message drawer, the avatar menu, an edit form, a delete confirmation. */
const overlays = async (page, found) => {
    await openInApp(page, `${BASE_URL}/admin/dns/recursive`, LOADED);
    await settle(page);
    const firstRow = page.locator('table tbody tr').first();
    await overlay(page, found, { name: 'theme drawer', open: () => page.getByTestId('theme-button').click(), selector: '.MuiDrawer-modal' });
    await overlay(page, found, { name: 'message drawer', open: () => page.getByTestId('message-bell').click(), selector: '.MuiDrawer-modal' });
    await overlay(page, found, {
        name: 'avatar menu',
        open: () => page.getByTestId('app-header').locator('.RaUserMenu-userButton').click(),
        selector: '#menu-appbar',
    });
    await overlay(page, found, { name: 'edit dialog', open: () => firstRow.locator('button').first().click(), selector: '[role="dialog"]' });
    await overlay(page, found, { name: 'delete confirmation', open: () => firstRow.locator('button').last().click(), selector: '[role="dialog"]' });
};

const DASHBOARD = PAGES.filter(page => page.path === '/dns/dashboard');
const VARIANTS = [
    { locale: 'cn', mode: 'light', pages: PAGES, overlays: true },
    { locale: 'en', mode: 'dark', pages: PAGES, overlays: true },
    { locale: 'en', mode: 'light', pages: DASHBOARD, overlays: false },
    { locale: 'cn', mode: 'dark', pages: DASHBOARD, overlays: false },
];

describe('admin console accessibility (axe: no serious or critical violation)', () => {
    const browser = useBrowser();

    for (const variant of VARIANTS) {
        it(`${variant.locale}-${variant.mode}: login, ${variant.pages.length} pages${variant.overlays ? ', dialogs and drawers' : ''}`, async t => {
            for (const skip of variant.pages === PAGES ? skipped : []) t.diagnostic(`skipped ${skip.path}: ${skip.reason}`);
            const { page } = browser;
            const found = [];
            await signInPage(page, variant, found);
            await signIn(page, FLAVOUR);
            if (variant.pages.some(visited => visited.custom)) await withFlags(page);
            for (const [index, { path }] of variant.pages.entries()) {
                let address;
                try {
                    address = await addressOf(page, path);
                } catch (error) {
                    found.push(`${path}: no address from the demo data (${error.message})`);
                    continue;
                }
                // inside the running console, as a link goes: the console boots once per variant
                await openInApp(page, `${BASE_URL}/admin${address}`, LOADED).catch(async error => {
                    found.push(`${address}: the page on screen before it did not leave (${error.message.split('\n')[0]})`);
                    await page.goto(`${BASE_URL}/admin${address}`);
                });
                const shown = await settle(page).then(
                    () => true,
                    () => false,
                );
                if (shown) await checkPage(page, address, found, index === 0);
                else found.push(`${address}: the page did not show its content`);
            }
            if (variant.overlays) await overlays(page, found);
            assert.deepEqual(found, [], `${variant.locale}-${variant.mode}: ${found.length} serious or critical violations`);
        });
    }
});
