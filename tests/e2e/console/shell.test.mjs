import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

// react-admin's localStorageStore key of the user console's theme preferences (RaStore + app key + key)
const THEME_KEY = 'RaStoredns-console.user.preferences.theme';

const menuWidth = page => page.locator('[data-testid="side-menu"]').evaluate(menu => Math.round(menu.getBoundingClientRect().width));
const waitForMenuWidth = (page, width) =>
    page.waitForFunction(expected => {
        const menu = document.querySelector('[data-testid="side-menu"]');
        return menu && Math.round(menu.getBoundingClientRect().width) === expected;
    }, width);
const toggle = page => page.locator('[data-testid="app-header"] .RaAppBar-menuButton').click();
/** The docked sidebar (permanent drawer), not the phone's temporary one. */
const dockedSidebar = page => page.locator('.MuiDrawer-docked [data-testid="side-menu"]');

const openDashboard = async page => {
    await page.goto(`${BASE_URL}/dns/dashboard`);
    await page.locator('[data-testid="app-header"]').waitFor();
};

describe('console shell: side menu', () => {
    const browser = useBrowser({ width: 1600, height: 900 });

    it('is 220 px wide, folds to 70 px icons with tooltips, and unfolds again', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        await waitForMenuWidth(page, 220);
        await toggle(page);
        await waitForMenuWidth(page, 70);
        // collapsed: a group is an icon whose tooltip names it
        await page.locator('[data-testid="side-menu"] [data-group="/dns"]').hover();
        await page.getByRole('tooltip').getByText('权威解析').waitFor();
        // and a page of the top level a link whose tooltip names it
        await page.locator('[data-testid="side-menu"] a[href="/dns/dashboard"]').hover();
        await page.getByRole('tooltip').getByText('概览').waitFor();
        await toggle(page);
        await waitForMenuWidth(page, 220);
        assert.equal(await menuWidth(page), 220);
    });

    it('opens the group of the current page and highlights its entry', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/list/group`);
        const entry = page.locator('[data-testid="side-menu"] a[href="/dns/domain/list/group"]');
        await entry.waitFor();
        assert.match(await entry.getAttribute('class'), /RaMenuItemLink-active/);
        assert.equal(await page.locator('[data-testid="side-menu"] [data-group="/dns"]').getAttribute('aria-expanded'), 'true');
        // another group opens on click
        await page.locator('[data-testid="side-menu"] [data-group="/finance"]').click();
        await page.locator('[data-testid="side-menu"] [data-group="/finance"] + .MuiCollapse-entered').waitFor();
        await page.locator('[data-testid="side-menu"] a[href="/finance/recharge"]').click();
        await page.waitForURL(/\/finance\/recharge$/);
        // the document title names the page in front of the site
        await page.waitForFunction(() => document.title === '账户充值 - 云解析DNS');
    });

    it('auto-collapses on entering 992-1366 px and expands again past 1366 px', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        await waitForMenuWidth(page, 220);
        await page.setViewportSize({ width: 1200, height: 900 });
        await waitForMenuWidth(page, 70);
        // the user may still open it inside the range
        await toggle(page);
        await waitForMenuWidth(page, 220);
        await page.setViewportSize({ width: 1250, height: 900 });
        await page.waitForTimeout(400);
        assert.equal(await menuWidth(page), 220);
        await page.setViewportSize({ width: 1600, height: 900 });
        await waitForMenuWidth(page, 220);
    });
});

describe('console shell: breakpoints', () => {
    const browser = useBrowser({ width: 390, height: 800 });

    it('390 px: the menu is a temporary drawer; 800 px: docked and folded; 1600 px: docked and open', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        assert.equal(await dockedSidebar(page).count(), 0);
        assert.equal(await page.locator('[data-testid="side-menu"]').count(), 0);
        await toggle(page);
        const drawer = page.locator('.MuiDrawer-modal [data-testid="side-menu"]');
        await drawer.waitFor();
        assert.equal(await menuWidth(page), 220);
        // the phone header shows the logo only: the drawer names the console, with the web config's name once
        // that has arrived (the dashboard's own calls may still be in flight)
        await drawer
            .getByTestId('drawer-brand')
            .filter({ hasText: /^云解析DNS$/ })
            .waitFor();
        // choosing a page closes the drawer
        await page.locator('.MuiDrawer-modal [data-group="/finance"]').click();
        // let the group finish opening before choosing a page in it
        await page.locator('.MuiDrawer-modal .MuiCollapse-entered').waitFor();
        await page.locator('.MuiDrawer-modal a[href="/finance/recharge"]').click();
        await page.waitForURL(/\/finance\/recharge$/);
        await drawer.waitFor({ state: 'detached' });

        await page.setViewportSize({ width: 800, height: 800 });
        await dockedSidebar(page).waitFor();
        await waitForMenuWidth(page, 70);

        await page.setViewportSize({ width: 1600, height: 800 });
        await waitForMenuWidth(page, 220);
        assert.equal(await dockedSidebar(page).count(), 1);
    });
});

describe('console shell: header and footer', () => {
    const browser = useBrowser({ width: 1366, height: 800 });

    it('caps the unread badge at 99+', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        await changeDemoDb(page, db => {
            const user = db.users.find(row => row.mail === 'demo@dnsconsole.cn');
            const top = Math.max(...db.messages.map(row => row.id));
            for (let i = 1; i <= 120; i++) {
                db.messages.push({
                    id: top + i,
                    userId: user.userId,
                    title: `批量通知 ${i}`,
                    content: '<p>x</p>',
                    type: 1,
                    readStatus: 0,
                    status: 1,
                    createtime: '2026-01-01 10:00:00',
                });
            }
        });
        const badge = page.locator('[data-testid="message-bell"] .MuiBadge-badge');
        await page.waitForFunction(() => document.querySelector('[data-testid="message-bell"] .MuiBadge-badge')?.textContent === '99+');
        assert.equal(await badge.innerText(), '99+');
    });

    it('the message drawer lists the newest messages; opening an unread one shows it and the count drops', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        const badge = page.locator('[data-testid="message-bell"] .MuiBadge-badge');
        await page.waitForFunction(() => Number(document.querySelector('[data-testid="message-bell"] .MuiBadge-badge')?.textContent) > 0);
        const before = Number(await badge.innerText());
        await page.locator('[data-testid="message-bell"]').click();
        const drawer = page.locator('[data-testid="message-drawer"]');
        const unread = drawer.locator('[data-unread="true"]').first();
        await unread.waitFor();
        await unread.click();
        await page.waitForURL(/\/message\/detail\/\d+$/);
        await page.waitForFunction(
            expected => document.querySelector('[data-testid="message-bell"] .MuiBadge-badge')?.textContent === String(expected),
            before - 1,
        );
        // "view all" leads to the list
        await page.locator('[data-testid="message-bell"]').click();
        await drawer.getByRole('link', { name: '查看全部消息' }).click();
        await page.waitForURL(/\/message\/list$/);
    });

    it('the footer shows the web config contact and ICP; the head carries the SEO tags', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openDashboard(page);
        const footer = page.locator('[data-testid="console-footer"]');
        await footer.getByText('400-800-0000').waitFor();
        const text = await footer.innerText();
        for (const expected of [
            '北京示例网络科技有限公司',
            '400-800-0000',
            'support@dnsconsole.cn',
            '@dnsconsole',
            '京ICP备00000000号',
            `© ${new Date().getFullYear()}`,
        ]) {
            assert.ok(text.includes(expected), `footer shows ${expected}: ${text}`);
        }
        assert.equal(await page.locator('[data-testid="web-name"]').innerText(), '云解析DNS');
        assert.equal(await page.title(), '概览 - 云解析DNS');
        assert.match(await page.locator('meta[name="keywords"]').getAttribute('content'), /云解析/);
        assert.match(await page.locator('meta[name="description"]').getAttribute('content'), /云解析DNS/);
    });

    it('top-to-bottom layout mode puts the menu in the header, with dropdowns for groups', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.evaluate(key => localStorage.setItem(key, JSON.stringify({ layoutMode: 'horizontal' })), THEME_KEY);
        await openDashboard(page);
        const headerMenu = page.locator('[data-testid="app-header"] [data-testid="header-menu"]');
        await headerMenu.waitFor();
        assert.equal(await page.locator('[data-testid="side-menu"]').count(), 0);
        await headerMenu.locator('[data-group="/dns"]').click();
        await page.getByRole('menuitem', { name: '我的域名' }).click();
        await page.waitForURL(/\/dns\/domain\/list\/list$/);
        // back to left-to-right
        await page.evaluate(key => localStorage.setItem(key, JSON.stringify({ layoutMode: 'vertical' })), THEME_KEY);
        await page.reload();
        await page.locator('[data-testid="side-menu"]').waitFor();
        assert.equal(await page.locator('[data-testid="header-menu"]').count(), 0);
    });

    it('the admin avatar menu and the admin message drawer', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/dns/dashboard`);
        await page.locator('[data-testid="app-header"] .RaUserMenu-userButton').click();
        const menu = page.getByRole('menu');
        for (const name of ['授权信息', '账号管理', '产品管理', '人工充值']) await menu.getByRole('menuitem', { name }).waitFor();
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="message-bell"]').click();
        await page.locator('[data-testid="message-drawer"]').getByRole('link', { name: '查看全部消息' }).waitFor();
    });
});
