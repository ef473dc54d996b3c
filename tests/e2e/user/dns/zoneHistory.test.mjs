import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** A call of the console's API from the page, signed in as the page is. */
const api = (page, path, body) =>
    page.evaluate(
        async ({ path, body }) => {
            const response = await fetch(`/antsxdp/${path}`, {
                method: 'POST',
                headers: { token: localStorage.getItem('dns-console.user.token'), 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
            });
            return response.json();
        },
        { path, body },
    );

/** A small unlocked zone of the demo user with an A record below the apex, read from the demo database. */
const findZone = page =>
    page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const zone = db.domains.find(
            row =>
                row.userId === 1 &&
                !row.locked &&
                row.status === 1 &&
                row.recordCount < 40 &&
                db.records.some(r => r.d === row.id && r.t === 'A' && r.h !== '@'),
        );
        return { id: zone.id, domain: zone.domain, userId: zone.userId };
    });

const domainPath = (zone, tab, query = '') => `${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/${tab}${query}`;

describe('zone history', () => {
    const browser = useBrowser();

    it('shows a deleted record’s entry and its diff, and one click on revert brings the record back', async () => {
        const { page } = browser;
        await signIn(page);
        const zone = await findZone(page);
        const { objData } = await api(page, 'app/dns/record/list', { domain_id: zone.id, domain: zone.domain, page: 1, limit: 100 });
        const unique = row => objData.filter(other => other.value === row.value).length === 1;
        const { top, value } = objData.find(row => row.record_type === 'A' && row.top !== '@' && unique(row));
        const byValue = `?filter=${encodeURIComponent(JSON.stringify({ value }))}`;

        // the record is deleted with its row's delete button
        await page.goto(domainPath(zone, 'record', byValue));
        await page.locator('table tbody tr', { hasText: value }).first().getByRole('button', { name: /^删除/ }).click();
        await page
            .getByRole('dialog')
            .getByRole('button', { name: /确认|确定|执行/ })
            .click();
        await page.locator('table tbody tr', { hasText: value }).waitFor({ state: 'detached' });

        await page.getByRole('tab', { name: '变更历史' }).click();
        const entry = page.locator('table tbody tr').first();
        await entry.getByText('删除 1 条').waitFor();
        const deleted = (await entry.locator('td').first().innerText()).trim();
        await entry.click();
        const diff = page.getByTestId('change-set-delete');
        await diff.getByText(`${top} A ${value}`, { exact: false }).waitFor();

        await page.getByTestId('history-revert').click();
        const preview = page.getByRole('dialog', { name: /撤销变更/ });
        await preview.getByTestId('change-set-add').getByText(`${top} A ${value}`, { exact: false }).waitFor();
        await preview.getByRole('button', { name: '执行 1 项修改' }).click();
        await page.getByTestId('change-set-summary').getByText('已执行：1').waitFor();
        await page.getByRole('button', { name: '关闭' }).click();
        // the revert is the newest entry, naming the one it undoes
        const reverts = page.locator('table tbody tr').first().getByTestId('entry-reverts');
        await reverts.waitFor();
        assert.equal(await reverts.innerText(), `撤销 ${deleted}`);

        await page.goto(domainPath(zone, 'record', byValue));
        await page.locator('table tbody tr', { hasText: value }).first().waitFor();
    });
});
