import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, editDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const TOKEN_KEY = 'dns-console.user.token';
const ALIPAY = '/alipay/T202400001/1288.5/%E5%A5%97%E9%A4%90%E8%B4%AD%E4%B9%B0';
const ALIPAY_PAGE = page => page.getByRole('heading', { name: '订单支付' });

/** A navigation inside the single-page app, as a link does (no page load). */
const navigateInApp = (page, path) =>
    page.evaluate(path => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
    }, path);

const dialogTitled = (page, title) => page.getByRole('dialog').filter({ hasText: title });

describe('guards', () => {
    const browser = useBrowser();

    it('cross-tab: a new token in another tab -> 登录账号变更！, removed -> 登录过期！, confirming reloads', async () => {
        const { page, context } = browser;
        await signIn(page, 'user');
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
        await page.locator('.console-page').waitFor();

        const other = await context.newPage();
        // any page of the origin shares localStorage; this one does not boot the console
        await other.goto(`${BASE_URL}/config.js`);
        await other.evaluate(key => localStorage.setItem(key, 'a-token-from-another-tab'), TOKEN_KEY);
        await dialogTitled(page, '登录账号变更！').waitFor();

        await other.evaluate(key => localStorage.removeItem(key), TOKEN_KEY);
        await dialogTitled(page, '登录过期！').waitFor();
        assert.equal(await page.getByText('登录账号变更！').count(), 0);

        // the page stops calling the server meanwhile: a focus refetch would answer 401 and take the notice away
        await page.bringToFront();
        await page.waitForTimeout(500);
        await dialogTitled(page, '登录过期！').waitFor();
        await Promise.all([page.waitForEvent('load'), page.getByRole('dialog').getByRole('button').click()]);
        // signed out elsewhere: the reloaded page goes to the login page, where no modal shows
        await page.waitForURL(url => url.pathname === '/login');
        await page.locator('form').waitFor();
        await other.evaluate(key => localStorage.removeItem(key), TOKEN_KEY);
        await other.evaluate(key => localStorage.setItem(key, ''), TOKEN_KEY);
        await page.waitForTimeout(300);
        assert.equal(await page.getByText(/登录账号变更！|登录过期！/).count(), 0);
        await other.close();
    });

    it('bindMobile: a banner and an alert on flagged pages; "去绑定" leads to account info', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
        await editDemoDb(page, { power: { bindMobile: 1 }, user: { mobile: '' } });
        await page.getByText('您还未绑定手机号，部分功能无法使用').first().waitFor();
        const alert = dialogTitled(page, '绑定手机号');
        await alert.waitFor();
        await alert.getByRole('button', { name: '稍后再说' }).click();
        await alert.waitFor({ state: 'detached' });
        // the banner stays
        assert.equal(await page.getByTestId('bind-mobile-banner').count(), 1);

        await page.getByTestId('bind-mobile-banner').getByRole('button', { name: '去绑定' }).click();
        await page.waitForURL(`${BASE_URL}/account/info`);

        // a page that is not flagged: no banner
        await navigateInApp(page, '/ssl/goods');
        await page.waitForURL(`${BASE_URL}/ssl/goods`);
        // the page is on screen once the menu marks its entry (the previous page stays while the screen loads)
        await page.locator('a[href="/ssl/goods"].RaMenuItemLink-active').waitFor();
        await page.waitForTimeout(300);
        assert.equal(await page.getByTestId('bind-mobile-banner').count(), 0);
    });

    it('realName: a blocking dialog that sends the user to verification', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
        await editDemoDb(page, { power: { realName: 1 }, user: { realnameStatus: 0 } });
        const dialog = dialogTitled(page, '请先完成实名认证');
        await dialog.waitFor();
        // neither Escape nor a click beside it closes it
        await page.keyboard.press('Escape');
        await page.mouse.click(5, 5);
        await page.waitForTimeout(300);
        assert.equal(await dialog.count(), 1);
        await dialog.getByRole('button', { name: '去认证' }).click();
        await page.waitForURL(`${BASE_URL}/account/verification`);
        await dialog.waitFor({ state: 'detached' });
    });

    it('404: an unknown path shows 页面不存在 with a way home', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/no/such/page`);
        await page.getByText('页面不存在').first().waitFor();
        await page.getByRole('link', { name: '返回控制台' }).click();
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
    });

    it('/redirect/* replaces itself with the rest of the path and query', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/redirect/finance/recharge?from=test`);
        await page.waitForURL(`${BASE_URL}/finance/recharge?from=test`);
    });

    it('alipay guard: allowed from recharge and on a direct load, cancelled from the dashboard', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
        await page.locator('.console-page').waitFor();

        // from the dashboard: the navigation is cancelled, the user stays there
        await navigateInApp(page, ALIPAY);
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);
        await page.waitForTimeout(300);
        assert.equal(new URL(page.url()).pathname, '/dns/dashboard');
        assert.equal(await ALIPAY_PAGE(page).count(), 0);

        // from the recharge screen: allowed
        await navigateInApp(page, '/finance/recharge');
        await page.waitForURL(`${BASE_URL}/finance/recharge`);
        // the router commits a navigation once the screen's chunk is in (a transition): the document title changes
        // in that same commit as the trail the guard reads, so the recharge screen is then the previous location
        await page.waitForFunction(() => document.title.startsWith('账户充值'));
        await navigateInApp(page, ALIPAY);
        await ALIPAY_PAGE(page).waitFor();
        assert.equal(new URL(page.url()).pathname, ALIPAY);
        // the demo has no such trade: the page says so, and shows nothing of what the address claims
        await page.getByRole('button', { name: '重试' }).waitFor();
        assert.equal(await page.getByText('1,288.50').count(), 0);
        assert.equal(await page.getByText('套餐购买').count(), 0);

        // a direct load: allowed
        await page.goto(`${BASE_URL}/dns/dashboard`);
        await page.goto(`${BASE_URL}${ALIPAY}`);
        await ALIPAY_PAGE(page).waitFor();
    });
});
