// axe-core on the user console, part 1 (issue 12 section 1): the open pages, the dashboard and the DNS area (domain
// list and groups, a domain's pages, bulk work, PTR, access token) with their main dialogs and the message drawer:
// no serious or critical violation, in cn-light and en-dark; /login and the dashboard in all four variants.
// The other areas are in a11yUserServices.test.mjs.
import { describe, it } from 'node:test';
import { demoDb, demoZone, either, sweep } from '../lib/a11yUser.mjs';

const ROWS = 'main table tbody tr, main [data-testid="empty-state"], main [data-testid$="-empty"]';
const DOMAIN_TABS = ['record', 'setting', 'plan', 'line', 'qps', 'orign', 'log-request', 'log-error', 'log-operation'];
const BULK_PAGES = ['domainsCreate', 'domainsRetrieve', 'planUpdate', 'recordCreate', 'recordUpdate', 'recordImport', 'recordExport', 'log'];

const DIALOG = { include: '[role="dialog"]' };

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

const dashboard = async ({ page, open, check }) => {
    await open('/dns/dashboard', 'main .MuiCardContent-root');
    await page.getByTestId('message-bell').click();
    await page.locator('.MuiDrawer-modal').waitFor();
    await check('message drawer', '[data-testid="message-drawer"] .MuiListItemButton-root, [data-testid="message-drawer"] [data-testid="empty-state"]', { include: '.MuiDrawer-modal' });
    await page.keyboard.press('Escape');
    await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
};

const dnsArea = async context => {
    const { page, open } = context;
    await open('/dns/domain/list/list', ROWS);
    await checkDialog(context, 'domain add dialog', page.getByRole('button', { name: either('添加域名', 'Add domain') }));
    await open('/dns/domain/list/group', ROWS);

    const zone = await demoZone(page);
    const base = `/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}`;
    await open(`${base}/record`, 'main table tbody tr');
    await checkDialog(context, 'record add dialog', page.getByTestId('records-add'));
    await checkDialog(context, 'record delete confirmation', page.locator('main table tbody tr').first().getByRole('button', { name: /^(删除|Delete)/i }));
    for (const tab of DOMAIN_TABS.slice(1)) await open(`${base}/${tab}`, tab.startsWith('log-') || tab === 'line' ? ROWS : undefined);

    for (const bulk of BULK_PAGES) await open(`/dns/domain/bulk/${bulk}`, bulk === 'log' ? ROWS : undefined);
    await open('/dns/domain/ptr', ROWS);
    const ptrZone = (await demoDb(page)).ptr.zones.find(row => row.userId === 1);
    await open(`/dns/domain/ptr/record?zone=${ptrZone.id}`, ROWS);
    await open('/dns/domain/access-token', '[data-testid="access-token"]');
};

describe('accessibility of the user console: open pages, dashboard, DNS', () => {
    it('cn-light: every page and dialog', () =>
        sweep('cnLight', async context => {
            await openPages(context, true);
            await context.signIn();
            await dashboard(context);
            await dnsArea(context);
        }));

    it('en-dark: every page and dialog', () =>
        sweep('enDark', async context => {
            await openPages(context, true);
            await context.signIn();
            await dashboard(context);
            await dnsArea(context);
        }));

    it('cn-dark and en-light: login and dashboard', async () => {
        for (const variant of ['cnDark', 'enLight']) {
            await sweep(variant, async context => {
                await openPages(context, false);
                await context.signIn();
                await dashboard(context);
            });
        }
    });
});
