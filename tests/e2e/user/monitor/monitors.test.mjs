// Monitoring for users: a monitor added in the settings (a domain and a record picked in the dialog) shows
// on the live board, whose card opens the real-time detail with its chart; without the `am` exclusive mode the
// menu entry is hidden and the monitors URL answers the 404 page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, editDemoDb, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const ONTIME = `${BASE_URL}/a-monitor/monitors/ontime`;
const SEEDED_HOSTS = ['www', 'api', 'test'];

const boardCards = page => page.getByTestId('board-card');

describe('monitors', () => {
    const browser = useBrowser();

    it('a monitor added in the settings shows on the board; its card opens the real-time detail with a chart', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(ONTIME);
        await boardCards(page).first().waitFor();
        const before = await boardCards(page).count();

        await page.goto(`${BASE_URL}/a-monitor/monitors/settings`);
        await page.getByTestId('add-monitor').click();
        const dialog = page.getByRole('dialog').filter({ hasText: '添加监控' });
        await dialog.waitFor();

        // the fields are required: no blank choice heads the lists
        await dialog.getByLabel(/^域名/).click();
        const domainOption = page.getByRole('option').first();
        const domain = (await domainOption.innerText()).trim();
        await domainOption.click();

        await dialog.getByLabel(/^记录/).click();
        await page.getByRole('option').first().waitFor();
        // a record the demo does not monitor already, so the new card is told apart
        const options = await page.getByRole('option').allInnerTexts();
        const index = Math.max(
            0,
            options.findIndex(text => !SEEDED_HOSTS.includes(text.trim().split(/\s+/)[0])),
        );
        const host = options[index].trim().split(/\s+/)[0];
        await page.getByRole('option').nth(index).click();

        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('监控已保存').waitFor();
        await dialog.waitFor({ state: 'detached' });
        const name = host === '@' ? domain : `${host}.${domain}`;
        await page.getByRole('row').filter({ hasText: name }).first().getByText('启用').waitFor();

        await page
            .getByRole('tab', { name: '实时状态' })
            .or(page.getByRole('link', { name: '实时状态' }))
            .first()
            .click();
        await page.waitForURL(ONTIME);
        await boardCards(page).nth(before).waitFor();
        assert.equal(await boardCards(page).count(), before + 1);
        const card = boardCards(page).filter({ hasText: name }).last();
        await card.waitFor();

        await card.getByRole('link').click();
        await page.waitForURL(url => url.pathname === '/a-monitor/real-time/detail' && Number(url.searchParams.get('id')) > 0);
        await page.getByTestId('node-checks').waitFor();
        // a monitor created a moment ago may have no answered check yet: the chart, or the sentence saying so
        await page.getByTestId('realtime-chart').waitFor();
        await page.getByText(name).first().waitFor();
    });

    it('without `am` the monitors menu entry is hidden and its URL shows the 404 page', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(ONTIME);
        await boardCards(page).first().waitFor();
        const monitorsLink = page.getByTestId('side-bar').locator('a[href="/a-monitor/monitors"]');
        await monitorsLink.waitFor();

        await editDemoDb(page, { exclusiveMode: ['dm'] });
        await page.getByRole('heading', { name: '页面不存在' }).waitFor();
        assert.equal(await boardCards(page).count(), 0);

        // scheduling (dm) stays: its group is open on its own page, without the monitors entry
        await page.goto(`${BASE_URL}/a-monitor/gtm`);
        await page.getByTestId('side-bar').locator('a[href="/a-monitor/gtm"]').waitFor();
        assert.equal(await monitorsLink.count(), 0);
    });
});
