// Plans on the demo backend: the catalogue with prices and a total that follows the duration, Buy landing on the
// order's payment page, My plans tabs, and a renewal paid with the balance that moves the expiry by the duration.
// (Buying a plan with the balance end to end is payment.test.mjs.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const ORDER_PATH = /^\/payment\/order\/\d+$/;

/** The row of My plans whose bound-domain cell is exactly `domain`. */
const planRow = (page, domain) => page.locator('table tbody tr').filter({ has: page.getByRole('cell', { name: domain, exact: true }) });

/** "YYYY-MM-DD HH:mm:ss" + days, in the browser's and this machine's local time. */
const addDays = (text, days) => {
    const [y, mo, d, h, mi, s] = text.match(/\d+/g).map(Number);
    const date = new Date(new Date(y, mo - 1, d, h, mi, s).getTime() + days * 86_400_000);
    const pad = n => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describe('plans', () => {
    const browser = useBrowser();

    it('the catalogue shows plans with prices; the total follows the duration; Buy opens the order', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/plan/purchase`);
        await page.getByTestId('plan-card').nth(3).waitFor();
        assert.deepEqual(await page.getByTestId('plan-price').allInnerTexts(), ['免费', '¥680.00/年', '¥2,980.00/年', '¥5,980.00/年']);
        await page.getByTestId('feature-table').getByText('每个域名记录数').waitFor();

        await page.getByRole('radio', { name: '选择 旗舰版' }).click();
        await page.getByTestId('order-total').getByText('¥5,980.00').waitFor();
        await page.getByRole('button', { name: '3 年' }).click();
        await page.getByTestId('order-total').getByText('¥17,940.00').waitFor();
        await page.getByRole('button', { name: '立即购买' }).click();
        await page.waitForURL(url => ORDER_PATH.test(url.pathname));
    });

    it('My plans: each tab lists its plans', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/plan/own`);
        await page.waitForURL(url => url.pathname === '/plan/own/1');
        await planRow(page, 'bigzone-example.com').getByText('企业版').waitFor();
        await page.getByRole('tab', { name: '未使用' }).click();
        await page.waitForURL(url => url.pathname === '/plan/own/2');
        await page.locator('table tbody tr').filter({ hasText: '旗舰版' }).getByText('未绑定').waitFor();
        await page.getByRole('tab', { name: '已过期' }).click();
        await page.waitForURL(url => url.pathname === '/plan/own/3');
        await planRow(page, 'example.org').getByText('已过期').waitFor();
        await page.getByRole('tab', { name: '已失效' }).click();
        await page.waitForURL(url => url.pathname === '/plan/own/4');
        await page.locator('table tbody tr').getByText('已失效').first().waitFor();
    });

    it('renews for the chosen duration, paid with the balance: the new expiry shows under My plans', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/plan/own/1`);
        const row = planRow(page, 'example.com');
        const end = (await row.locator('td').nth(3).innerText()).trim();
        assert.match(end, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

        await row.getByRole('button', { name: /^续费/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: '续费并支付' }).click();
        await dialog.getByText('请选择续费时长').waitFor();
        await dialog.getByRole('button', { name: '2 年' }).click();
        await dialog.getByTestId('order-total').getByText('¥1,360.00').waitFor();
        // the seeded balance (¥1,286.50) pays one year
        await dialog.getByRole('button', { name: '1 年' }).click();
        await dialog.getByTestId('order-total').getByText('¥680.00').waitFor();
        await dialog.getByRole('button', { name: '续费并支付' }).click();
        await page.waitForURL(url => ORDER_PATH.test(url.pathname));

        await page.getByTestId('order-amount').getByText('¥680.00').waitFor();
        await page.getByLabel('支付密码').fill('123456');
        await page.getByTestId('balance-pay').click();
        await page.getByText('支付成功').waitFor();

        await page.goto(`${BASE_URL}/plan/own/1`);
        await planRow(page, 'example.com').locator('td').nth(3).getByText(addDays(end, 365)).waitFor();
    });
});
