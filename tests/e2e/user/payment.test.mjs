// Paying an order (/payment/order/{orderId}) on the demo backend: a plan bought from /plan/purchase is paid with the
// balance (the balance drops by the price, the order shows paid, the plan is listed in use; a double click
// sends one request); a switched-off channel is not offered; an online payment's QR turns into the success page when
// the backend reports it paid.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, seedPendingOrder, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const DB_KEY = 'dns-console.demo.db';

/** "¥1,286.50" -> 128650 */
const cents = text => Number(text.replace(/[^\d]/g, ''));

const channelNames = async page => {
    await page.getByTestId('channel-picker').getByRole('radio').first().waitFor();
    return page.getByTestId('channel-picker').locator('label').allInnerTexts();
};

describe('payment', () => {
    const browser = useBrowser();

    it('buys a plan with the balance: one request on a double click, the balance drops by the price, the order is paid, the plan is listed', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/plan/purchase`);
        const chosen = (await page.getByTestId('chosen-product').innerText()).split(' · ')[0];
        // the plan will serve one of the user's domains without a plan in use
        await page.getByLabel('绑定域名（可选）').click();
        const option = page.getByRole('option').first();
        const domain = (await option.innerText()).trim();
        await option.click();
        await page.getByRole('button', { name: '立即购买' }).click();
        await page.waitForURL(url => url.pathname.startsWith('/payment/order/'));
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());

        const price = cents(await page.getByTestId('order-amount').innerText());
        assert.ok(price > 0);
        assert.equal(await page.getByTestId('order-status').innerText(), '待支付');
        const before = cents((await page.getByTestId('wallet-balance').innerText()).split('：')[1]);
        assert.ok(before >= price, 'the seeded balance pays the cheapest plan');

        const requests = [];
        page.on('request', request => {
            if (request.url().includes('app/pay/balancePay')) requests.push(request.url());
        });
        await page.getByLabel('支付密码').fill('123456');
        await page.getByTestId('balance-pay').dblclick();
        await page.getByText('支付成功').waitFor();
        assert.equal(requests.length, 1, 'a double click sends one payment');
        await page.getByTestId('order-status').getByText('已支付').waitFor();

        const stored = await page.evaluate(key => JSON.parse(localStorage.getItem(key)).db, DB_KEY);
        assert.equal(stored.users.find(user => user.userId === 1).propertyBalance, before - price);
        assert.equal(stored.orders.find(order => order.orderId === orderId).status, 14);

        // a reload shows the order paid, not a second payment
        await page.reload();
        await page.getByText('支付成功').waitFor();
        assert.equal(await page.getByTestId('channel-picker').count(), 0);

        // the plan bought is listed in use under My plans, serving the chosen domain
        await page.getByRole('link', { name: '我的套餐' }).click();
        await page.waitForURL(`${BASE_URL}/plan/own/1`);
        const row = page.getByTestId('plan-table').getByRole('row').filter({ hasText: domain });
        await row.getByText(chosen).waitFor();
    });

    it('a switched-off channel is not offered; with none on, the balance and "contact the administrator"', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const orderId = await seedPendingOrder(page);
        await page.goto(`${BASE_URL}/payment/order/${orderId}`);
        assert.deepEqual(await channelNames(page), ['余额支付', '微信支付', '支付宝']);

        await changeDemoDb(page, db => {
            db.sysConfigs.find(config => config.paramKey === 'WXPAY_CONFIG_KEY').status = 0;
        });
        assert.deepEqual(await channelNames(page), ['余额支付', '支付宝']);

        await changeDemoDb(page, db => {
            db.sysConfigs.find(config => config.paramKey === 'ALIPAY_CONFIG_KEY').status = 0;
        });
        assert.deepEqual(await channelNames(page), ['余额支付']);
        await page.getByText('当前没有开放的在线支付渠道，请联系管理员。').waitFor();
    });

    it("an online payment's QR page turns into the success page when the backend reports it paid, and a reload resumes it", async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const orderId = await seedPendingOrder(page);
        await page.goto(`${BASE_URL}/payment/order/${orderId}`);
        await page.getByRole('radio', { name: '微信支付' }).check();
        await page.getByTestId('qr-pay').click();
        const qr = page.getByTestId('pay-qr');
        await qr.waitFor();
        const code = await qr.getAttribute('data-code-url');
        assert.match(code, /^weixin:\/\//);
        await page.getByText('请使用微信支付扫码支付').waitFor();

        // a reload shows the same code (no second payment)
        await page.reload();
        await page.getByTestId('pay-qr').waitFor();
        assert.equal(await page.getByTestId('pay-qr').getAttribute('data-code-url'), code);

        // the demo channel reports the payment paid a few seconds after it started; polling picks it up
        await page.getByText('支付成功').waitFor({ timeout: 30_000 });
        assert.equal(await page.getByTestId('pay-qr').count(), 0);
        await page.getByTestId('order-status').getByText('已支付').waitFor();
    });
});
