// Scheduling (/a-monitor/gtm, only with `dm`): a rule saved in the editor is listed with its state; without `dm`
// the menu entry is hidden and the URL is refused with the 404 page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, editDemoDb, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** Waits until the side menu shows every `has` text and no `hasNot` one (the menu follows the web config, which arrives after the first paint). */
const sideBarText = (page, { has = [], hasNot = [] }) =>
    page.waitForFunction(
        ({ has, hasNot }) => {
            const text = document.querySelector('[data-testid="side-bar"]')?.innerText ?? '';
            return has.every(part => text.includes(part)) && !hasNot.some(part => text.includes(part));
        },
        { has, hasNot },
    );

describe('scheduling (GTM)', () => {
    const browser = useBrowser();

    it('saves a scheduling rule and lists it', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/a-monitor/gtm`);
        await page
            .getByText(/^www\./)
            .first()
            .waitFor();
        await sideBarText(page, { has: ['调度任务'] });
        await page.getByRole('button', { name: '添加任务' }).click();
        await page.waitForURL(/\/a-monitor\/gtm\/rule$/);

        await page.getByLabel('域名').click();
        await page.getByRole('option').first().click();
        await page.getByLabel('主机记录').fill('shop');
        await page.getByLabel('主用地址池').fill('203.0.113.50\n203.0.113.51');
        await page.getByLabel('备用地址池').fill('198.51.100.50');
        await page.getByRole('button', { name: '保存' }).click();

        await page.waitForURL(/\/a-monitor\/gtm$/);
        const row = page
            .getByRole('row')
            .filter({ hasText: /^shop\./ })
            .or(page.getByRole('row').filter({ hasText: '203.0.113.50' }));
        await row.first().waitFor();
        const text = await row.first().innerText();
        assert.match(text, /203\.0\.113\.50, 203\.0\.113\.51/);
        assert.match(text, /主用/);
        assert.match(text, /从未切换/);
    });

    it('without dm the menu entry is hidden and /a-monitor/gtm is refused', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await editDemoDb(page, { exclusiveMode: ['am'] });
        await page.goto(`${BASE_URL}/a-monitor/gtm`);
        await page.getByText('页面不存在').first().waitFor();
        // the monitors (am) are still offered under the same parent, scheduling is not
        await page.goto(`${BASE_URL}/a-monitor/monitors/ontime`);
        await sideBarText(page, { has: ['调度与监控', '监控'], hasNot: ['调度任务'] });
        assert.equal(await page.getByText('页面不存在').count(), 0);
    });
});
