import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** Opens an admin settings screen and waits until its form holds the loaded values. */
const openForm = async (page, path, field) => {
    await page.goto(`${BASE_URL}/admin/system/${path}`);
    await page.locator(`input[name="${field}"]`).waitFor();
};

const save = page => page.getByRole('button', { name: '保存' }).click();
const saved = page => page.getByText('保存配置成功').waitFor();

describe('admin system settings forms', () => {
    const browser = useBrowser();

    it('saves the CDN node check and reads it back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openForm(page, 'cdn-check', 'checkNodePortList');
        await page.getByLabel('定时调度').check();
        const cycle = page.locator('input[name="ModeTimingFrequency"]');
        await cycle.fill('180');
        await page.locator('input[name="checkNodePortList"]').fill('80|443|8080');
        await page.locator('input[name="failPercent"]').fill('60');
        await save(page);
        await saved(page);

        await page.reload();
        await page.locator('input[name="checkNodePortList"]').waitFor();
        assert.equal(await page.locator('input[name="checkNodePortList"]').inputValue(), '80|443|8080');
        assert.equal(await page.getByLabel('定时调度').isChecked(), true);
        assert.equal(await cycle.inputValue(), '180');
        assert.equal(await page.locator('input[name="failPercent"]').inputValue(), '60');
        // every node with its state, not only a count offline
        await page.getByText(/在线 \d+ \/ 共 \d+/).waitFor();
        await page.getByRole('columnheader', { name: '连续失败次数' }).waitFor();
    });

    it('names the bad port of an invalid port list', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openForm(page, 'cdn-check', 'checkNodePortList');
        await page.locator('input[name="checkNodePortList"]').fill('80|70000');
        await save(page);
        await page.getByText('端口格式错误：70000').waitFor();
        assert.equal(await page.locator('input[name="checkNodePortList"]').inputValue(), '80|70000');
    });

    it('asks for the missing SMS secret, then saves and never shows it back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openForm(page, 'sms', 'secretid');
        await page.locator('input[name="signname"]').fill('E2E签名');
        await save(page);
        await page.getByText('secretKey不能为空').waitFor();

        const secret = page.locator('input[name="secretkey"]');
        assert.equal(await secret.getAttribute('type'), 'password');
        await secret.fill('e2e-secret-key');
        await save(page);
        await saved(page);

        await page.reload();
        await page.locator('input[name="signname"]').waitFor();
        assert.equal(await page.locator('input[name="signname"]').inputValue(), 'E2E签名');
        assert.equal(await secret.inputValue(), '');
        await page.getByText('已设置，留空则不修改').waitFor();
        // a test message with the saved secret: the provider's own answer is shown
        const test = page.getByTestId('sms-test');
        await test.getByLabel('手机号码').fill('13800138000');
        await test.getByRole('button', { name: '发送测试短信' }).click();
        await test.getByTestId('provider-test-answer').waitFor();
        // saved again with the secret left empty: the stored one is kept, so the server accepts it
        await page.locator('input[name="signname"]').fill('E2E签名二');
        await save(page);
        await saved(page);
    });

    it('saves the mail server with a preset host and reads it back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openForm(page, 'mail', 'username');
        const host = page.locator('input[name="host"]');
        await host.fill('');
        await host.fill('gmail');
        await page.getByRole('option', { name: /Gmail/ }).click();
        assert.equal(await host.inputValue(), 'smtp.gmail.com');
        assert.equal(await page.locator('input[name="port"]').inputValue(), '465');
        await page.locator('input[name="password"]').fill('auth-code-123');
        await save(page);
        await saved(page);

        await page.reload();
        await page.locator('input[name="username"]').waitFor();
        assert.equal(await page.locator('input[name="host"]').inputValue(), 'smtp.gmail.com');
        assert.equal(await page.locator('input[name="password"]').inputValue(), '');
        await page.getByText('已设置，留空则不修改').waitFor();
        const test = page.getByTestId('mail-test');
        await test.getByLabel('邮箱地址').fill('ops@example.com');
        await test.getByRole('button', { name: '发送测试邮件' }).click();
        await test.getByTestId('provider-test-answer').waitFor();
    });
});
