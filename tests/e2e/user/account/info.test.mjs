// The account page (/account/info) on the demo backend: changing the mobile with a wrong code, then the right one
// (the code the demo "sent" is read from its notice); the second demo user, who has no payment password, sets one;
// two-factor sign-in, and a domain delete that asks for a fresh code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { BASE_URL, DEMO, fillLogin, readCaptcha, signIn } from '../../lib/console.mjs';
import { ownDomain } from '../../lib/domains.mjs';
import { useBrowser } from '../../lib/session.mjs';

const SECOND_USER = { account: '13900139000', password: 'demo1234' };

/** Signs in as the second demo user (signed in by mobile number). */
const signInSecond = async page => {
    await page.goto(`${BASE_URL}/login`);
    const captcha = await readCaptcha(page);
    await fillLogin(page, { ...SECOND_USER, captcha });
    await page.waitForURL(url => !url.pathname.endsWith('/login'));
    await page.getByTestId('app-header').waitFor();
};

/** A dialog's input by its label ("新手机号", "新手机号 *"). */
const input = (dialog, label) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

describe('account info', () => {
    const browser = useBrowser();

    it('changes the mobile: a wrong code is refused and the values kept, the right one binds', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/account/info`);
        await page.getByTestId('security-mobile').getByRole('button', { name: '更换' }).click();
        const dialog = page.getByTestId('mobile-dialog');
        await input(dialog, '新手机号').fill('13700137000');
        await dialog.getByTestId('send-code').click();
        const notice = page.getByText(/演示环境：发送的验证码为 \d{6}/);
        const code = (await notice.innerText()).match(/\d{6}/)[0];
        // the countdown: no second send
        await dialog.getByTestId('send-code').getByText(/\d+/).waitFor();
        assert.equal(await dialog.getByTestId('send-code').isDisabled(), true);

        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        await input(dialog, '验证码').fill(wrong);
        await dialog.getByRole('button', { name: '确定' }).click();
        await page.getByText('验证码不正确').waitFor();
        assert.equal(await input(dialog, '新手机号').inputValue(), '13700137000');
        assert.equal(await input(dialog, '验证码').inputValue(), wrong);

        await input(dialog, '验证码').fill(code);
        await dialog.getByRole('button', { name: '确定' }).click();
        await page.getByText('手机号绑定成功').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await page.getByTestId('security-mobile-status').getByText('13700137000').waitFor();
        await page.getByTestId('info-mobile').getByText('13700137000').waitFor();
    });

    it('sets the payment password of the second demo user, who has none', async () => {
        const { page } = browser;
        await signInSecond(page);
        await page.goto(`${BASE_URL}/account/info`);
        const row = page.getByTestId('security-pay-password');
        await row.getByText('未设置', { exact: false }).waitFor();
        await row.getByRole('button', { name: '设置' }).click();
        const dialog = page.getByTestId('pay-password-dialog');
        await input(dialog, '新支付密码').fill('246810');
        await input(dialog, '确认支付密码').fill('246811');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.getByText('两次输入的密码不一致').waitFor();
        await input(dialog, '确认支付密码').fill('246810');
        await dialog.getByRole('button', { name: '确定' }).click();
        await page.getByText('支付密码设置成功').waitFor();
        await page.getByTestId('security-pay-password-status').getByText('已设置', { exact: true }).waitFor();
        await row.getByRole('button', { name: '忘记密码' }).waitFor();
    });

    it('turns two-factor on from the shown key, signs in with a code, with a recovery code, not with a used one, and asks a fresh code to delete a domain', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/account/info`);
        await page.getByTestId('security-two-factor').getByRole('button', { name: '开启' }).click();
        const dialog = page.getByTestId('enrol-dialog');
        const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
        // the app's code, computed here from the key shown for manual entry; the next step's code signs in later
        // (a step is accepted once, and the next one is within the one step of drift)
        const codeAt = at => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
        await input(dialog, '验证码').fill(codeAt(Date.now()));
        await dialog.getByRole('button', { name: '确定' }).click();
        await page.getByTestId('recovery-codes').waitFor();
        const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts();
        assert.equal(codes.length, 10);
        await page.getByRole('button', { name: '我已保存' }).click();
        await page.getByTestId('security-two-factor-status').getByText('已开启 · 剩余 10 个恢复码').waitFor();

        const passwordStep = async () => {
            await page.evaluate(() => localStorage.removeItem('dns-console.user.token'));
            await page.goto(`${BASE_URL}/login`);
            await fillLogin(page, { ...DEMO.user, captcha: await readCaptcha(page) });
            await page.getByTestId('second-factor-step').waitFor();
        };
        const verify = async (label, value) => {
            await page.getByLabel(new RegExp(`^${label}`)).fill(value);
            await page.getByRole('button', { name: '验证', exact: true }).click();
        };
        await passwordStep();
        await verify('验证码', codeAt(Date.now() + 30_000));
        await page.getByTestId('app-header').waitFor();

        await passwordStep();
        await page.getByRole('button', { name: '使用恢复码' }).click();
        await verify('恢复码', codes[0]);
        await page.getByTestId('app-header').waitFor();

        await passwordStep();
        await page.getByRole('button', { name: '使用恢复码' }).click();
        await verify('恢复码', codes[0]);
        await page.getByTestId('second-factor-step').getByText('验证码错误').waitFor();

        // deleting a domain that has records asks for a fresh code in the console's one dialog, then goes through;
        // the next steps' codes are used, so the browser's clock (the demo's) moves a minute on for a fresh one
        await verify('恢复码', codes[1]);
        await page.getByTestId('app-header').waitFor();
        const { domain } = await ownDomain(page);
        await page.clock.install({ time: Date.now() + 60_000 });
        await page.goto(`${BASE_URL}/dns/domain/list/list`);
        await page.locator('table tbody tr').filter({ hasText: domain }).getByRole('button', { name: '删除' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
        const fresh = page.getByTestId('fresh-code-dialog');
        await input(fresh, '验证码').fill(codeAt(Date.now() + 60_000));
        await fresh.getByRole('button', { name: '确认' }).click();
        await page.getByText('删除成功').waitFor();
    });
});
