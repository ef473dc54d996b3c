import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const openPage = async page => {
    await page.goto(`${BASE_URL}/admin/system/web`);
    await page.locator('input[name="basic.webName"]').waitFor();
};

const siteForm = page => page.locator('form', { has: page.locator('input[name="basic.webName"]') });

describe('admin web config', () => {
    const browser = useBrowser();

    it('saves the site settings: the header shows the new name at once, and a reload shows the values back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openPage(page);
        const form = siteForm(page);
        await form.locator('input[name="basic.webName"]').fill('端到端DNS');
        await form.getByRole('tab', { name: 'SEO' }).click();
        await form.locator('input[name="seo.title"]').fill('端到端标题');
        await form.getByRole('tab', { name: '联系方式' }).click();
        await form.locator('input[name="contact.qq"]').fill('123456789');
        await form.getByRole('tab', { name: '权限设置' }).click();
        await form.getByLabel('开放注册').uncheck();
        await form.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存配置成功').waitFor();
        // the shell's header follows without a reload
        await page.getByTestId('web-name').filter({ hasText: '端到端DNS' }).first().waitFor();

        await page.reload();
        await openPage(page);
        assert.equal(await page.locator('input[name="basic.webName"]').inputValue(), '端到端DNS');
        assert.equal(await page.locator('input[name="seo.title"]').inputValue(), '端到端标题');
        assert.equal(await page.locator('input[name="contact.qq"]').inputValue(), '123456789');
        assert.equal(await siteForm(page).getByLabel('开放注册').isChecked(), false);
        assert.equal((await page.getByTestId('web-name').first().innerText()).trim(), '端到端DNS');
    });

    it('switches a channel and keeps it after a reload', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openPage(page);
        const wxlogin = page.getByLabel('微信扫码登录');
        await wxlogin.waitFor();
        assert.equal(await wxlogin.isChecked(), false);
        const request = page.waitForRequest(req => req.url().includes('sys/config/update/conf/status'));
        await wxlogin.check();
        const url = new URL((await request).url());
        assert.equal(url.searchParams.get('paramKey'), 'WXLOGIN_CONFIG_KEY');
        assert.equal(url.searchParams.get('status'), '1');
        await page.getByText('微信扫码登录已开启').waitFor();
        await page.reload();
        await page.getByLabel('微信扫码登录').waitFor();
        assert.equal(await page.getByLabel('微信扫码登录').isChecked(), true);
    });
});
