import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const sideBarText = page => page.locator('[data-testid="side-bar"]').innerText();

describe('admin dashboard, CDN tools and authorization info', () => {
    const browser = useBrowser();

    it('shows the figures and a chart, and runs the version update to done', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/dns/dashboard`);
        await page.getByTestId('stat-users').waitFor();
        assert.match(await page.getByTestId('stat-income').innerText(), /^¥[\d,]+\.\d{2}$/);
        await page.getByTestId('card-chart-chart').locator('svg').first().waitFor();

        await page.getByRole('button', { name: '立即更新' }).click();
        const dialog = page.getByRole('dialog');
        assert.match(await dialog.innerText(), /3\.2\.1[\s\S]*3\.3\.0/);
        await dialog.getByRole('button', { name: '开始更新' }).click();
        await page.getByTestId('update-progress').waitFor();
        await page.getByTestId('update-done').waitFor({ timeout: 20_000 });
        await page.waitForFunction(() => document.querySelector('[data-testid="version-current"]')?.textContent === '3.3.0');
        assert.equal(await page.getByRole('button', { name: '立即更新' }).count(), 0);
    });

    it('shows the CDN tools only when the web config has cdnConf.siteUrl', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/dns/dashboard`);
        await page.waitForFunction(() => (document.querySelector('[data-testid="side-bar"]')?.innerText ?? '').includes('系统概览'));
        assert.equal((await sideBarText(page)).includes('CDN工具'), false);

        await changeDemoDb(page, db => {
            db.webConfig.cdnConf.siteUrl = 'https://cdn.example.com';
        });
        await page.waitForFunction(() => (document.querySelector('[data-testid="side-bar"]')?.innerText ?? '').includes('CDN工具'));
        await page.goto(`${BASE_URL}/admin/cdn/probes`);
        await page.getByTestId('probe-table').locator('tbody tr').first().waitFor();
        await page.goto(`${BASE_URL}/admin/cdn/dashboard`);
        await page.getByTestId('card-cdn-chart-chart').locator('svg').first().waitFor();
    });

    it('opens the authorization info from the avatar menu', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.locator('[data-testid="app-header"] .RaUserMenu-userButton').click();
        await page.getByRole('menuitem', { name: '授权信息' }).click();
        await page.waitForURL(url => url.pathname.endsWith('/admin/system/license'));
        assert.equal(await page.getByTestId('license-licensee').innerText(), '北京示例网络科技有限公司');
    });
});
