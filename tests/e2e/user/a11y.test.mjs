// axe-core on the user console, part 1: the open pages, the dashboard and every page of the DNS group of the route
// table (src/user/routes.ts: domain list and groups, a domain's pages, bulk work, PTR, access token) with their
// main dialogs and the message drawer: no serious or critical violation, in cn-light and en-dark; /login and the
// dashboard in all four variants. The other groups are in a11yServices.test.mjs.
import { describe, it } from 'node:test';
import { DNS_GROUPS, either, sweep, userPages, visitPages } from '../lib/a11yUser.mjs';

const DIALOG = { include: '[role="dialog"]' };
const { visit, skipped } = await userPages(group => DNS_GROUPS.includes(group));

/** Opens a dialog with `opener`, axes it, closes it with its cancel button. */
const checkDialog = async ({ page, check }, where, opener) => {
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await check(where, '[role="dialog"] button', DIALOG);
    await dialog.getByRole('button', { name: either('取消', 'Cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
};

const openPages = async ({ open }, all) => {
    await open('/login', 'form');
    if (!all) return;
    await open('/register', 'form');
    await open('/forget', 'form');
};

/** The dialogs and drawers checked on their page, after the page itself. */
const AFTER = {
    '/dns/dashboard': async ({ page, check }) => {
        await page.getByTestId('message-bell').click();
        await page.locator('.MuiDrawer-modal').waitFor();
        await check('message drawer', '[data-testid="message-drawer"] .MuiListItemButton-root, [data-testid="message-drawer"] [data-testid="empty-state"]', {
            include: '.MuiDrawer-modal',
        });
        await page.keyboard.press('Escape');
        await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
    },
    '/dns/domain/list/list': context => checkDialog(context, 'domain add dialog', context.page.getByRole('button', { name: either('添加域名', 'Add domain') })),
    '/dns/domain/list/admin/:domain/:id/:userId/record': async context => {
        await checkDialog(context, 'record add dialog', context.page.getByTestId('records-add'));
        await checkDialog(
            context,
            'record delete confirmation',
            // the first of the zone's own rows (the service's NS and SOA rows above it have no actions)
            context.page
                .locator('main table tbody tr:not([data-testid="apex-row"])')
                .first()
                .getByRole('button', { name: /^(删除|Delete)/i }),
        );
    },
};

const dashboard = visit.filter(page => page.path === '/dns/dashboard');

describe('accessibility of the user console: open pages, dashboard, DNS', () => {
    for (const variant of ['cnLight', 'enDark']) {
        it(`${variant}: the open pages and ${visit.length} pages of the route table, with their dialogs`, t => {
            for (const page of skipped) t.diagnostic(`skipped ${page.path}: ${page.reason}`);
            return sweep(variant, async context => {
                await openPages(context, true);
                await context.signIn();
                await visitPages(context, visit, AFTER);
            });
        });
    }

    it('cn-dark and en-light: login and dashboard', async () => {
        for (const variant of ['cnDark', 'enLight']) {
            await sweep(variant, async context => {
                await openPages(context, false);
                await context.signIn();
                await visitPages(context, dashboard, AFTER);
            });
        }
    });
});
