// Real-name verification (/account/verification) on the demo backend: with the web config's realName power on,
// the second demo user (not verified) meets the blocking dialog, goes to verification, gives a name and an ID
// number, pays the fee by scanning the code, passes the face check, sees the result masked, and the dialog is gone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, editDemoDb, fillLogin, readCaptcha } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const SECOND = { account: '13900139000', password: 'demo1234' };

const dialogTitled = (page, title) => page.getByRole('dialog').filter({ hasText: title });

/** Lets React render what the last answer changed. */
const nextFrames = page => page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('real-name verification', () => {
    const browser = useBrowser();

    it('the second user verifies through to completed and the blocking dialog stops', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login`);
        await fillLogin(page, { ...SECOND, captcha: await readCaptcha(page) });
        await page.waitForURL(url => !url.pathname.endsWith('/login'));
        await page.getByTestId('app-header').waitFor();
        // the operator switches real-name verification on (the page is then opened again)
        await editDemoDb(page, { power: { realName: 1 } });

        const dialog = dialogTitled(page, '请先完成实名认证');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '去认证' }).click();
        await page.waitForURL(`${BASE_URL}/account/verification`);
        await dialog.waitFor({ state: 'detached' });

        // 1: name and ID number, checked at the field first
        await page.getByLabel('真实姓名').fill('李娜');
        await page.getByLabel('身份证号').fill('440304198512154566');
        await page.getByRole('button', { name: '下一步' }).click();
        await page.getByText('二代身份证格式错误').waitFor();
        await page.getByLabel('身份证号').fill('440304198512154565');
        await page.getByRole('button', { name: '下一步' }).click();

        // 2: the fee, paid by scanning the code (the demo's channel reports it paid a few seconds later)
        await page.getByTestId('fee-step').waitFor();
        assert.equal(await page.getByTestId('fee-amount').innerText(), '认证费：¥1.00');
        await page.getByTestId('fee-pay').click();
        await page.getByTestId('pay-qr').waitFor();

        // 3: the face check through the messaging app (passed about 6 s after it starts)
        await page.getByTestId('face-step').waitFor({ timeout: 30_000 });
        await page.getByLabel('微信').check();
        await page.getByTestId('face-start').click();
        await page.getByTestId('face-qr').waitFor();
        // a reload resumes the check in progress
        await page.reload();
        await page.getByTestId('face-qr').waitFor();

        // 4: completed, masked
        await page.getByTestId('verification-done').waitFor({ timeout: 30_000 });
        assert.equal(await page.getByTestId('done-name').innerText(), '李*');
        assert.equal(await page.getByTestId('done-idNumber').innerText(), '4403**********4565');
        assert.equal(await page.getByTestId('done-method').innerText(), '微信');
        assert.equal(await page.getByTestId('done-area').innerText(), '广东省');

        // the shell's blocking dialog is gone on the other pages, and after a reload (user info read afresh)
        await page.getByRole('link', { name: '返回控制台' }).click();
        await page.waitForURL(url => url.pathname !== '/account/verification');
        await page.getByTestId('app-header').waitFor();
        await nextFrames(page);
        assert.equal(await dialogTitled(page, '请先完成实名认证').count(), 0);
        const userInfo = page.waitForResponse(response => response.url().includes('app/account/userinfo'));
        await page.reload();
        await userInfo;
        await page.getByTestId('app-header').waitFor();
        await nextFrames(page);
        assert.equal(await dialogTitled(page, '请先完成实名认证').count(), 0);
    });
});
