// The account's operation log (/log/list/:method): a search by date range changes the request and the rows.
// Messages: opening an unread message drops the header badge; a batch mark-as-read drops it by the selection.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/** The header badge's number (0 when hidden). */
const badge = async page => {
    const text = await page.getByTestId('message-badge').locator('.MuiBadge-badge').innerText();
    return Number(text.replace(/\D/g, '')) || 0;
};

const waitBadge = (page, expected) =>
    page.waitForFunction(
        expected => (document.querySelector('[data-testid="message-badge"] .MuiBadge-badge')?.textContent ?? '').trim() === String(expected),
        expected,
    );

describe('operation logs and messages', () => {
    const browser = useBrowser();

    it('a search by date range sends whole days and shows only that range', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const first = page.waitForRequest(request => request.url().includes('app/account/log/list'));
        await page.goto(`${BASE_URL}/log/list/0`);
        const opening = JSON.parse((await first).postData());
        assert.equal(opening.method, 0);
        assert.match(opening.startTime, / 00:00:00$/);
        await page.locator('table tbody tr').first().waitFor();
        const today = await page.evaluate(() => {
            const now = new Date();
            const pad = n => String(n).padStart(2, '0');
            return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
        });
        // the last 30 days hold more than today
        const before = await page.locator('table tbody tr td:first-child').allInnerTexts();
        assert.ok(before.some(time => !time.startsWith(today)));

        const searched = page.waitForRequest(
            request => request.url().includes('app/account/log/list') && JSON.parse(request.postData()).startTime?.startsWith(today),
        );
        await page.getByRole('button', { name: '今天', exact: true }).click();
        const body = JSON.parse((await searched).postData());
        assert.deepEqual(
            { startTime: body.startTime, endTime: body.endTime, page: body.page },
            { startTime: `${today} 00:00:00`, endTime: `${today} 23:59:59`, page: 1 },
        );
        // only today's rows, this sign-in among them
        await page.waitForFunction(today => {
            const cells = [...document.querySelectorAll('table tbody tr td:first-child')].map(cell => cell.textContent ?? '');
            return cells.length > 0 && cells.every(time => time.startsWith(today));
        }, today);
        await page.getByText('账号密码登录成功').first().waitFor();
    });

    it('opening an unread message drops the header badge by one', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/message/list`);
        await page.locator('table tbody tr').first().waitFor();
        await page.getByTestId('unread-summary').waitFor();
        const before = await badge(page);
        assert.ok(before > 0);
        await page
            .locator('table tbody tr', { has: page.getByTestId('unread-dot') })
            .first()
            .locator('td')
            .nth(1)
            .click();
        await page.waitForURL(/\/message\/detail\//);
        await waitBadge(page, before - 1);
    });

    it('marks a selection read in one call and drops the badge by as many', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/message/list`);
        const unreadRows = page.locator('table tbody tr', { has: page.getByTestId('unread-dot') });
        await unreadRows.nth(1).waitFor();
        await page.getByTestId('unread-summary').waitFor();
        const before = await badge(page);
        await unreadRows.nth(0).getByRole('checkbox').check();
        await unreadRows.nth(1).getByRole('checkbox').check();
        const call = page.waitForRequest(request => request.url().includes('app/account/message/read'));
        await page.getByRole('button', { name: '标为已读', exact: true }).click();
        assert.equal(JSON.parse((await call).postData()).ids.length, 2);
        await page.getByText('已将 2 条消息标为已读').waitFor();
        await waitBadge(page, before - 2);
        await page.reload();
        await page.locator('table tbody tr').first().waitFor();
        await waitBadge(page, before - 2);
    });
});
