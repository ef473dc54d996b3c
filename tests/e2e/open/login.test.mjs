import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, DEMO, fillLogin, readCaptcha, signIn, signInWithForm } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

describe('signing in', () => {
    const browser = useBrowser();

    it('lands a user on /dns/dashboard through /console', async () => {
        await signInWithForm(browser.page, 'user');
        await browser.page.waitForURL(`${BASE_URL}/dns/dashboard`);
    });

    it('signs an administrator in to the admin console', async () => {
        await signInWithForm(browser.page, 'admin');
        const url = new URL(browser.page.url());
        assert.match(url.pathname, /^\/admin\//);
        assert.doesNotMatch(url.pathname, /login/);
        await browser.page.getByText('admin', { exact: true }).first().waitFor();
    });

    it('shows 验证码不正确 for a wrong captcha and keeps what was typed', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login`);
        await readCaptcha(page);
        await fillLogin(page, { account: DEMO.user.account, password: DEMO.user.password, captcha: 'zzzz' });
        await page.getByText('验证码不正确').waitFor();
        assert.equal(await page.locator('form input').nth(0).inputValue(), DEMO.user.account);
        assert.equal(await page.locator('form input').nth(1).inputValue(), DEMO.user.password);
        assert.match(page.url(), /\/login$/);
    });

    it('sends an anonymous visitor to /login?redirect= and back after signing in', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/message/list`);
        await page.waitForURL(url => url.pathname === '/login');
        assert.equal(new URL(page.url()).searchParams.get('redirect'), '/message/list');
        const captcha = await readCaptcha(page);
        await fillLogin(page, { ...DEMO.user, captcha });
        await page.waitForURL(`${BASE_URL}/message/list`);
    });

    it('leaves the console by Back from the login page an anonymous visit was sent to', async () => {
        const { page } = browser;
        // a page of the origin that does not boot the console, as the page the visitor came from
        await page.goto(`${BASE_URL}/config.js`);
        await page.goto(`${BASE_URL}/message/list`);
        await page.waitForURL(url => url.pathname === '/login');
        await page.locator('form').waitFor();
        await page.goBack();
        await page.waitForURL(`${BASE_URL}/config.js`);
    });
});

describe('language', () => {
    const browser = useBrowser();

    it('switches to English from the header and keeps it after a reload', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.getByRole('button', { name: /中文/ }).first().click();
        await page.getByRole('menuitem', { name: 'English' }).click();
        await page
            .getByRole('button', { name: /English/ })
            .first()
            .waitFor();
        await page.reload();
        await page
            .getByRole('button', { name: /English/ })
            .first()
            .waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    });
});
