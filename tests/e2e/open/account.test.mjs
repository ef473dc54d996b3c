// Sign-up and recovery on the demo backend: register by email through to the dashboard (the demo shows the code
// it "sent" in a notice, as a person would read it), and the forget-password round trip, then signing in with the
// new password; a reset link's code leaves the address bar and the history once read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, DEMO, fillLogin, readCaptcha, setLocale } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const input = (page, name) => page.locator(`form input[name="${name}"]`);

/** Asks for a code and reads it from the demo notice ("演示环境：发送的验证码为 123456"). */
const sendAndReadCode = async page => {
    await page.getByTestId('send-code').click();
    const notice = page.getByText(/发送的验证码为 \d{6}/);
    await notice.waitFor();
    const code = (await notice.innerText()).match(/\d{6}/)[0];
    // the button counts down and cannot send again
    await page
        .getByTestId('send-code')
        .getByText(/秒后重新获取/)
        .waitFor();
    return code;
};

describe('sign-up and recovery', () => {
    const browser = useBrowser();

    it('registers by email, accepts the agreement, and lands signed in on the dashboard', async () => {
        const { page } = browser;
        const mail = `e2e-${Date.now()}@example.com`;
        await page.goto(`${BASE_URL}/register`);
        await page.getByRole('heading', { name: '注册账号' }).waitFor();
        await input(page, 'account').fill(mail);
        const code = await sendAndReadCode(page);
        await input(page, 'code').fill(code);
        await input(page, 'password').fill('e2e-pass1');
        await input(page, 'confirm').fill('e2e-pass1');
        // the agreement is read in its dialog and accepted there
        await page.getByRole('button', { name: '《用户服务协议》' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('云解析DNS用户服务协议').waitFor();
        await dialog.getByRole('button', { name: '同意' }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await page.locator('input[name="agree"]').isChecked(), true);
        await page.getByRole('button', { name: '注册', exact: true }).click();
        await page.getByText('恭喜您已注册成功').waitFor();
        await page.waitForURL(url => url.pathname === '/dns/dashboard');
        await page.getByTestId('app-header').waitFor();
    });

    it('resets a forgotten password with a mail code, then signs in with the new one', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login`);
        await page.getByRole('link', { name: '忘记密码' }).click();
        await page.waitForURL(url => url.pathname === '/forget');
        await page.getByRole('heading', { name: '找回密码' }).waitFor();
        // the page's chunks and messages arrive after the navigation: type once they have
        await page.waitForLoadState('networkidle');
        await input(page, 'account').fill(DEMO.user.account);
        const code = await sendAndReadCode(page);
        await input(page, 'code').fill(code);
        await input(page, 'password').fill('renewed-9');
        await input(page, 'confirm').fill('renewed-9');
        await page.getByRole('button', { name: '重置密码' }).click();
        await page.getByText('密码重置成功，请使用新密码登录').waitFor();
        await page.waitForURL(url => url.pathname === '/login');

        // the old password no longer works, the new one does
        await fillLogin(page, { account: DEMO.user.account, password: DEMO.user.password, captcha: await readCaptcha(page) });
        await page.getByText('账号或密码错误').waitFor();
        await fillLogin(page, { account: DEMO.user.account, password: 'renewed-9', captcha: await readCaptcha(page) });
        await page.waitForURL(url => !url.pathname.endsWith('/login'));
        await page.getByTestId('app-header').waitFor();
    });

    it('a reset link: its code leaves the address bar and the history once read; the form keeps it', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/forget`);
        await page.getByRole('heading', { name: '找回密码' }).waitFor();
        await page.waitForLoadState('networkidle');
        await input(page, 'account').fill(DEMO.user.account);
        const code = await sendAndReadCode(page);

        await page.goto(`${BASE_URL}/reset-password?account=${encodeURIComponent(DEMO.user.account)}&code=${code}&from=mail`);
        await page.getByTestId('reset-account').getByText(DEMO.user.account).waitFor();
        await page.waitForURL(url => !url.searchParams.has('code'));
        assert.equal(new URL(page.url()).search, '?from=mail');
        // the form still has what the link brought
        await input(page, 'password').waitFor();
        assert.equal(await page.getByTestId('reset-account').innerText(), DEMO.user.account);

        // away and back: the history entry holds the clean address, so the page asks for a new code
        await page.goto(`${BASE_URL}/login`);
        await page.goBack();
        await page.waitForURL(url => url.pathname === '/reset-password');
        assert.equal(page.url().includes(code), false);
        assert.equal(page.url().includes('account='), false);
        await page.getByText('重置链接不完整或已失效，请重新获取验证码。').waitFor();
    });

    it('shows the registration page in English after a cold load, its strings loaded with it', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login`);
        await setLocale(page, 'user', 'en');
        await page.goto(`${BASE_URL}/register`);
        await page.getByText('Sign up with your email or mobile number').waitFor();
        await page.getByText('Email or mobile').first().waitFor();
        assert.equal(await page.getByText(/\bsignup\./).count(), 0);
    });
});
