// The orders screen (/finance/order/:tab) on the demo backend: the seeded orders with translated statuses in both
// languages, the date range in the request, deleting an unpaid order and requesting a refund.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const rows = page => page.locator('table tbody tr');
const statusChips = page => page.locator('table tbody [data-testid="order-status"]');

const openTab = async (page, tab) => {
    await page.goto(`${BASE_URL}/finance/order/${tab}`);
    await statusChips(page).first().waitFor();
};

describe('orders', () => {
    const browser = useBrowser();

    it('lists the seeded orders with translated statuses, in Chinese and in English', async () => {
        const { page } = browser;
        await signIn(page);
        await openTab(page, 'paid');
        assert.ok((await rows(page).count()) >= 5, 'the paid orders are listed');
        assert.deepEqual([...new Set(await statusChips(page).allInnerTexts())], ['已支付']);
        await page.getByText('¥5,980.00').first().waitFor();

        await page.getByRole('tab', { name: '全部' }).click();
        await page.waitForURL(url => url.pathname === '/finance/order/all');
        await statusChips(page).filter({ hasText: '退款中' }).first().waitFor();
        await statusChips(page).filter({ hasText: '待支付' }).first().waitFor();

        await page.getByRole('button', { name: /中文/ }).first().click();
        await page.getByRole('menuitem', { name: 'English' }).click();
        await statusChips(page).filter({ hasText: 'Refunding' }).first().waitFor();
        await statusChips(page).filter({ hasText: 'Pending payment' }).first().waitFor();
        await page.getByRole('tab', { name: 'Refunded' }).waitFor();
        await page.getByRole('columnheader', { name: 'Payment method' }).waitFor();
    });

    it('sends the chosen date range as whole days, from page 1', async () => {
        const { page } = browser;
        await signIn(page);
        await openTab(page, 'all');
        const today = await page.evaluate(() => {
            const now = new Date();
            const pad = n => String(n).padStart(2, '0');
            return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
        });
        const bodyOf = request => JSON.parse(request.postData() ?? '{}');
        const listed = predicate => page.waitForRequest(request => request.url().endsWith('/app/pay/queryUserOrder') && predicate(bodyOf(request)));

        const ranged = listed(body => typeof body.startTime === 'string');
        await page.getByRole('button', { name: '按日期筛选' }).click();
        const last30 = bodyOf(await ranged);
        assert.match(last30.startTime, /^\d{4}-\d\d-\d\d 00:00:00$/);
        assert.equal(last30.endTime, `${today} 23:59:59`);

        const todayOnly = listed(body => body.startTime === `${today} 00:00:00`);
        await page.getByRole('button', { name: '今天' }).click();
        const sent = bodyOf(await todayOnly);
        assert.equal(sent.endTime, `${today} 23:59:59`);
        assert.equal(sent.page, 1);
    });

    it('deletes an unpaid order after a confirmation', async () => {
        const { page } = browser;
        await signIn(page);
        await openTab(page, 'unpaid');
        const expired = rows(page)
            .filter({ has: page.locator('[data-status="11"]') })
            .first();
        const number = (await expired.locator('td').first().innerText()).trim();
        await expired.getByRole('button', { name: '删除' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(number).waitFor();
        await dialog.getByRole('button', { name: '确认' }).click();
        await page.getByText('删除成功').waitFor();
        await rows(page).filter({ hasText: number }).waitFor({ state: 'detached' });
    });

    it('requests a refund and finds the order under refunding', async () => {
        const { page } = browser;
        await signIn(page);
        await openTab(page, 'paid');
        const purchase = rows(page).filter({ hasText: '旗舰版' }).first();
        const number = (await purchase.locator('td').first().innerText()).trim();
        await purchase.getByRole('button', { name: '退款' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill('买错了套餐');
        await dialog.getByRole('button', { name: '申请退款' }).click();
        await page.getByText('退款申请已提交').waitFor();
        await page.getByRole('tab', { name: '退款中' }).click();
        await page.waitForURL(url => url.pathname === '/finance/order/refunding');
        const row = rows(page).filter({ hasText: number });
        await row.getByText('退款中').waitFor();
    });
});
