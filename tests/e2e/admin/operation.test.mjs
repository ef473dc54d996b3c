import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const USER = 'lixiaolong';

const openUser = async page => {
    await page.goto(`${BASE_URL}/admin/operation/users`);
    await page.locator('table tbody tr').first().waitFor();
    await page.locator('input[name="q"]').fill(`  ${USER} `);
    const row = page.locator('table tbody tr', { hasText: USER });
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await row.click();
    await page.getByRole('heading', { name: USER }).waitFor();
};

describe('admin operation: accounts, products, manual recharge', () => {
    const browser = useBrowser();

    it('searches a user, opens the detail, signs in as that user in a new tab under a banner, returns, and the audit trail lists it', async () => {
        const { page, context } = browser;
        await signIn(page, 'admin');
        await openUser(page);
        assert.match(await page.getByTestId('user-balance').innerText(), /¥500\.00/);

        const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '登录该用户' }).click()]);
        // the user console, at the site root, signed in as that user; the token is gone from the address bar
        await tab.locator('.RaUserMenu-userButton', { hasText: USER }).waitFor();
        const url = new URL(tab.url());
        assert.equal(url.origin, new URL(BASE_URL).origin);
        assert.ok(!url.pathname.startsWith('/admin'), url.pathname);
        assert.equal(url.searchParams.get('token'), null);
        // the banner says who acts and for how long; returning ends the session and closes the tab the admin opened
        const banner = tab.getByTestId('acting-banner');
        await banner.getByText(new RegExp(`正在以 ${USER} 的身份操作（管理员 admin），\\d+:\\d\\d 后自动结束`)).waitFor();
        await Promise.all([tab.waitForEvent('close'), banner.getByRole('button', { name: '返回管理后台' }).click()]);
        await page.goto(`${BASE_URL}/admin/system/audit`);
        await page.locator('table tbody tr', { hasText: '代为登录用户' }).filter({ hasText: USER }).first().waitFor();
    });

    it("assigns an address block on an account's page and lists it", async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/operation/users/1?tab=ptrBlocks`);
        await page.getByRole('tab', { name: '地址块', selected: true }).waitFor();
        await page.locator('table tbody tr', { hasText: '10.0.0.0/8' }).waitFor();
        await page.getByRole('button', { name: '分配地址块' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="block"]').fill('100.64.0.0/16');
        await dialog.locator('input[name="remark"]').fill('端到端测试');
        await dialog.getByRole('button', { name: '分配地址块' }).click();
        await page.locator('table tbody tr', { hasText: '100.64.0.0/16' }).filter({ hasText: '端到端测试' }).waitFor();
    });

    it('edits a product price in yuan and shows it back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/operation/products`);
        const row = page.locator('table tbody tr', { hasText: '企业版' });
        await row.getByText('¥2,980.00/年').waitFor();
        await row.getByRole('button', { name: '编辑' }).click();
        const dialog = page.getByRole('dialog');
        assert.equal(await dialog.locator('input[name="priceYuan"]').inputValue(), '2980.00');
        await dialog.locator('input[name="priceYuan"]').fill('3200.5');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('修改成功').waitFor();
        await row.getByText('¥3,200.50/年').waitFor();

        await page.reload();
        await row.getByRole('button', { name: '编辑' }).click();
        assert.equal(await page.getByRole('dialog').locator('input[name="priceYuan"]').inputValue(), '3200.50');
    });

    it('recharges a user after a confirmation naming them, and the balance rises', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openUser(page);
        // the detail page's own link (the side menu's "人工充值" is a link too)
        await page.locator('.console-page').getByRole('link', { name: '充值' }).first().click();
        await page.getByText('当前余额：¥500.00').waitFor();
        await page.locator('input[name="amount"]').fill('200');
        await page.locator('textarea[name="reason"]').fill('端到端测试充值');
        await page.getByRole('button', { name: '充值', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(`确认为 ${USER} 充值 ¥200.00？`).waitFor();
        await dialog.getByRole('button', { name: '确认' }).click();
        await page.getByText(`${USER} 的当前余额：¥700.00`).waitFor();
        await page.getByTestId('recharge-history').getByText('端到端测试充值').waitFor();

        await openUser(page);
        assert.match(await page.getByTestId('user-balance').innerText(), /¥700\.00/);
    });

    it("disables a user: their console's next call ends the session with the reason; enabling lets them in again", async () => {
        const { page, context } = browser;
        const tab = await context.newPage();
        await signIn(tab, 'user');
        await tab.close();
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/operation/users/1`);
        await page.getByRole('heading', { name: 'demo' }).waitFor();
        const act = async (name, confirm = name) => {
            await page.getByRole('button', { name: '更多操作' }).click();
            await page.getByRole('menuitem', { name }).click();
            const dialog = page.getByRole('dialog');
            if (name === '停用账号') await dialog.getByLabel(/停用原因/).fill('端到端测试');
            await dialog.getByRole('button', { name: confirm }).click();
        };
        await act('停用账号');
        await page.getByText('该账号已停用，用户无法登录。').waitFor();

        // the user's console, still holding its token, is sent to the sign-in page with the reason
        const user = await context.newPage();
        await user.goto(`${BASE_URL}/dns/dashboard`);
        await user.getByText('账号已被停用，如有疑问请联系客服').waitFor();
        assert.ok(new URL(user.url()).pathname.endsWith('/login'), user.url());
        await user.close();

        await act('启用账号');
        await page.getByText('账号已启用').waitFor();
    });
});
