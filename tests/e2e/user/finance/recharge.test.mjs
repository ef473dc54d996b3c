// Recharge (/finance/recharge) on the demo backend: the avatar menu's "buy plan" and "recharge" and the dashboard's
// balance land where they should; a custom amount below 1 is refused at the field; a recharge through a QR
// channel ends in success and the balance grows by the amount.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const DB_KEY = 'dns-console.demo.db';

/** The first demo user's balance in cents, as the demo database holds it. */
const storedBalance = page => page.evaluate(key => JSON.parse(localStorage.getItem(key)).db.users.find(user => user.userId === 1).propertyBalance, DB_KEY);

/** "¥1,286.50" -> 128650 */
const cents = text => Number(text.replace(/[^\d]/g, ''));

const openAvatarMenu = page => page.locator('[data-testid="app-header"] .RaUserMenu-userButton').click();

describe('recharge', () => {
    const browser = useBrowser();

    it('the avatar menu and the dashboard balance lead to buying a plan and to recharge', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openAvatarMenu(page);
        await page.getByRole('menuitem', { name: '购买套餐' }).click();
        await page.waitForURL(url => url.pathname === '/plan/purchase');

        await openAvatarMenu(page);
        await page.getByRole('menuitem', { name: '充值' }).click();
        await page.waitForURL(url => url.pathname === '/finance/recharge');
        await page.getByTestId('recharge-balance').waitFor();

        await page.goto(`${BASE_URL}/dns/dashboard`);
        await page.getByTestId('card-balance').getByRole('link', { name: '充值' }).click();
        await page.waitForURL(url => url.pathname === '/finance/recharge');
        await page.getByTestId('preset-100').waitFor();
    });

    it('refuses a custom amount below 1, then a QR recharge ends in success and the balance grows by the amount', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/finance/recharge`);
        // one QR channel on (WeChat Pay), whatever the seed says
        await changeDemoDb(page, db => {
            for (const config of db.sysConfigs) if (config.paramKey === 'WXPAY_CONFIG_KEY') config.status = 1;
        });
        const before = await storedBalance(page);
        const shown = page.getByTestId('recharge-balance');
        await shown.waitFor();
        assert.equal(cents(await shown.innerText()), before);

        const custom = page.locator('input[name="custom"]');
        await page.getByTestId('channel-picker').getByLabel('微信支付').check();
        await custom.fill('0.5');
        await page.getByRole('button', { name: '立即充值' }).click();
        await page.getByText('充值金额只能是整数').waitFor();
        assert.equal(await custom.inputValue(), '0.5', 'the amount typed is kept');
        assert.equal(new URL(page.url()).searchParams.get('orderId'), null, 'no order was created');

        await page.getByTestId('preset-100').click();
        assert.equal(await custom.inputValue(), '', 'a preset replaces the custom amount');
        await page.getByRole('button', { name: '立即充值' }).click();
        await page.getByTestId('pay-qr').waitFor();
        assert.equal(await page.getByTestId('pay-amount').innerText(), '¥100.00');
        assert.ok(new URL(page.url()).searchParams.get('orderId'), 'the order being paid is in the address');

        // the demo channel reports the payment a few seconds after the code is shown; the page polls until then
        await page.getByText('充值成功').waitFor({ timeout: 30_000 });
        assert.equal(await storedBalance(page), before + 10_000);
        // the balance is read again: the result and the figure above show the new one
        assert.equal(cents(await page.getByTestId('recharge-new-balance').innerText()), before + 10_000);
        await page.waitForFunction(
            expected => Number(document.querySelector('[data-testid="recharge-balance"]')?.textContent?.replace(/[^\d]/g, '')) === expected,
            before + 10_000,
        );
        // the records list the paid recharge, newest first
        const orderId = new URL(page.url()).searchParams.get('orderId');
        const row = page.getByTestId('recharge-records').locator('tbody tr').first();
        await row.getByText(orderId).waitFor();
        assert.match(await row.innerText(), /已支付/);
    });
});
