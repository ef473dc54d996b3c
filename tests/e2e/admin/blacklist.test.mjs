import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const openList = async page => {
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/admin/dns/black/config/domains`);
    await page.locator('table tbody tr').first().waitFor();
};

const rowOf = (page, domain) => page.locator('table tbody tr', { hasText: domain });

describe('admin blacklist', () => {
    const browser = useBrowser();

    it('names a duplicate line at the field and keeps what was typed', async () => {
        const { page } = browser;
        await openList(page);
        await page.getByRole('button', { name: '添加域名' }).click();
        const dialog = page.getByRole('dialog');
        const typed = 'dup-a.example.com\nDUP-A.example.com';
        await dialog.locator('textarea[name="domains"]').fill(typed);
        await dialog.getByRole('button', { name: '添加' }).click();
        await dialog.getByText('域名不能重复：DUP-A.example.com').waitFor();
        assert.equal(await dialog.locator('textarea[name="domains"]').inputValue(), typed);
    });

    it('adds several domains at once, then deletes one after a confirmation naming it', async () => {
        const { page } = browser;
        await openList(page);
        await page.getByRole('button', { name: '添加域名' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('textarea[name="domains"]').fill('e2e-one.example.com\n\n e2e-two.example.com ');
        await dialog.locator('input[name="remark"]').fill('e2e 拦截');
        await dialog.getByRole('button', { name: '添加' }).click();
        await page.getByText('添加成功').waitFor();
        await rowOf(page, 'e2e-one.example.com').waitFor();
        await rowOf(page, 'e2e-two.example.com').waitFor();

        await page.getByPlaceholder('搜索域名').fill('  e2e-two ');
        await page.locator('table tbody tr').filter({ hasText: 'e2e-one.example.com' }).waitFor({ state: 'detached' });
        const row = rowOf(page, 'e2e-two.example.com');
        await row.getByRole('button', { name: '删除' }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText(/e2e-two\.example\.com/).waitFor();
        await confirm.getByRole('button', { name: /确认|确定/ }).click();
        await page.getByText('删除成功').waitFor();
        await row.waitFor({ state: 'detached' });
    });
});
