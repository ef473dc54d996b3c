import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const unreadCount = async page => {
    const text = await page
        .getByText(/未读\s*\d+\s*条/)
        .first()
        .innerText();
    return Number(text.match(/\d+/)[0]);
};

describe('messages', () => {
    const browser = useBrowser();

    it('opening an unread message marks it read and the unread count drops by one', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/message/list`);
        await page.locator('table tbody tr').first().waitFor();
        const before = await unreadCount(page);
        assert.ok(before > 0);

        const unreadRow = page.locator('table tbody tr', { hasText: '未读' }).first();
        const title = (await unreadRow.locator('td').nth(1).innerText()).trim();
        const opened = page.waitForResponse(response => response.url().includes('app/account/message/info'));
        await unreadRow.locator('td').nth(1).click();
        await page.waitForURL(/\/message\/detail\//);
        await opened;
        await page.getByText(title).first().waitFor();

        // back in the console: the badge counts one fewer at once, and the server agrees after a reload
        await page.goBack();
        await page.locator('table tbody tr').first().waitFor();
        await page.waitForFunction(expected => /未读\s*(\d+)\s*条/.exec(document.body.innerText)?.[1] === String(expected), before - 1);
        await page.reload();
        await page.locator('table tbody tr').first().waitFor();
        await page.waitForFunction(expected => /未读\s*(\d+)\s*条/.exec(document.body.innerText)?.[1] === String(expected), before - 1);
        assert.equal(await unreadCount(page), before - 1);
    });
});
