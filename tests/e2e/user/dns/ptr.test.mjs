// PTR (/dns/domain/ptr): an IPv4 reverse zone created from a prefix (its zone name shown as it is typed), a PTR
// record added to it by its host part, listed with the 1 to 2 working days notice and the "taking effect" state.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const NOTICE = 'PTR 记录的变更需要 1 到 2 个工作日生效。';

describe('PTR', () => {
    const browser = useBrowser();

    it('creates an IPv4 reverse zone, adds a PTR record and sees it listed with the notice', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/ptr`);
        await page.getByText('2.0.192.in-addr.arpa').waitFor();
        await page.getByText(NOTICE).waitFor();

        await page.getByRole('button', { name: '添加反向区域' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('IP 网段').fill('10.86.1.0/24');
        await dialog.getByText('区域名称：1.86.10.in-addr.arpa').waitFor();
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText(/已添加反向区域 1\.86\.10\.in-addr\.arpa/).waitFor();

        await page.getByRole('link', { name: '1.86.10.in-addr.arpa' }).click();
        await page.waitForURL(/\/dns\/domain\/ptr\/record\?zone=\d+/);
        await page.getByText(NOTICE).first().waitFor();
        await page.getByRole('button', { name: '添加 PTR 记录' }).first().click();
        const recordDialog = page.getByRole('dialog');
        await recordDialog.getByLabel('IP 地址').fill('25');
        await recordDialog.getByText('PTR 名称：25.1.86.10.in-addr.arpa').waitFor();
        await recordDialog.getByLabel('目标主机名').fill('mail.example.com');
        await recordDialog.getByRole('button', { name: '保存' }).click();

        const row = page.getByRole('row').filter({ hasText: '10.86.1.25' });
        await row.waitFor();
        assert.match(await row.innerText(), /mail\.example\.com[\s\S]*生效中/);
        await page.getByText('PTR 记录已保存。PTR 记录的变更需要 1 到 2 个工作日生效。').waitFor();
        await page.getByText(NOTICE).first().waitFor();
    });
});
