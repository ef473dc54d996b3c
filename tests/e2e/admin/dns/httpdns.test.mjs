import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, setLocale, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Fr\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----';

const openPage = async page => {
    await page.goto(`${BASE_URL}/admin/dns/httpdns`);
    await page.getByLabel('HTTPDNS服务').waitFor();
};

/** Clicks save and returns the status the save call sent. */
const saveAndReadStatus = async page => {
    const request = page.waitForRequest(req => req.url().includes('sys/httpdns/config/save') && req.method() === 'POST');
    await page.getByRole('button', { name: '保存' }).click();
    const body = (await request).postDataJSON();
    await page.getByText('保存配置成功').first().waitFor();
    return body;
};

describe('admin HTTPDNS settings', () => {
    const browser = useBrowser();

    it('sends status 0, 1 and 3 for the switch combinations, and a reload shows them back', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openPage(page);

        // main off -> 0
        await page.getByLabel('HTTPDNS服务').uncheck();
        assert.equal(await page.getByLabel('HTTPS访问').isDisabled(), true);
        assert.equal((await saveAndReadStatus(page)).status, 0);
        await openPage(page);
        assert.equal(await page.getByLabel('HTTPDNS服务').isChecked(), false);

        // main on, HTTPS off -> 1
        await page.getByLabel('HTTPDNS服务').check();
        assert.equal((await saveAndReadStatus(page)).status, 1);
        await openPage(page);
        assert.equal(await page.getByLabel('HTTPDNS服务').isChecked(), true);
        assert.equal(await page.getByLabel('HTTPS访问').isChecked(), false);

        // main on, HTTPS on -> 3, with the certificate and key
        await page.getByLabel('HTTPS访问').check();
        await page.locator('textarea[name="certCrt"]').fill(CERT);
        await page.locator('textarea[name="certKey"]').fill(KEY);
        const body = await saveAndReadStatus(page);
        assert.equal(body.status, 3);
        assert.equal(body.httpsStatus, 1);
        await openPage(page);
        assert.equal(await page.getByLabel('HTTPS访问').isChecked(), true);
        assert.equal(await page.locator('textarea[name="certCrt"]').inputValue(), CERT);
    });

    it('lists the HTTPDNS domains and the user configs', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/dns/httpdns?tab=domains`);
        await page.getByText('app.example.com').waitFor();
        await page.getByRole('tab', { name: '用户配置' }).click();
        await page.getByText('100001').waitFor();
    });

    it('names a bad service domain at its field after a cold load, in Chinese and in English', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        for (const [locale, save, message] of [
            ['cn', '保存', '域名格式错误'],
            ['en', 'Save', 'Invalid domain name'],
        ]) {
            await setLocale(page, 'admin', locale);
            // a load of its own: the screen comes with its i18n areas, and its form's validators with their messages
            await page.goto(`${BASE_URL}/admin/dns/httpdns`);
            await page.locator('input[name="domain"]').fill('not a domain');
            await page.getByRole('button', { name: save, exact: true }).click();
            await page.getByText(message).waitFor();
            assert.equal(await page.getByText('validation.domain').count(), 0);
        }
    });
});
