// Bulk record work on the demo backend: find and replace across two domains (preview, then apply, then the record
// table shows the new value), and the same record added to two domains at once (a view-only licensed one skipped).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../../../lib/console.mjs';
import { useBrowser } from '../../../lib/session.mjs';

/** Two small unlocked zones of the first demo user, read from the demo database. */
const twoZones = page =>
    page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        return db.domains
            .filter(row => row.userId === 1 && !row.locked && row.status === 1 && row.recordCount < 100)
            .slice(0, 2)
            .map(row => ({ id: row.id, domain: row.domain, userId: row.userId }));
    });

const recordTable = (zone, top) =>
    `${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record?filter=${encodeURIComponent(JSON.stringify({ top }))}`;

describe('bulk record work', () => {
    const browser = useBrowser();

    it('finds every A 1.2.3.4 on two domains, previews old -> new, applies, and the record table shows 5.6.7.8', async () => {
        const { page } = browser;
        await signIn(page);
        const zones = await twoZones(page);
        assert.equal(zones.length, 2);
        await changeDemoDb(
            page,
            (db, ids) => {
                let next = Math.max(...db.records.map(row => row.i)) + 1;
                for (const id of ids) {
                    db.records.push({ i: next++, d: id, h: 'e2e-fr', t: 'A', v: '1.2.3.4', l: 1, ttl: 600, s: 1, u: 0 });
                    db.domains.find(row => row.id === id).recordCount++;
                }
            },
            zones.map(zone => zone.id),
        );
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordUpdate`);
        await page.getByLabel('指定域名').check();
        await page.locator('textarea[name="domains"]').fill(zones.map(zone => zone.domain).join('\n'));
        await page.getByRole('combobox', { name: '记录类型' }).click();
        await page.getByRole('option', { name: 'A', exact: true }).click();
        await page.locator('input[name="value"]').fill('1.2.3.4');
        await page.locator('input[name="newValue"]').fill('5.6.7.8');
        await page.getByRole('button', { name: '预览' }).click();
        const preview = page.getByTestId('find-replace-preview');
        await preview.waitFor();
        for (const zone of zones) {
            const row = preview.getByTestId('preview-row').filter({ hasText: zone.domain }).filter({ hasText: 'e2e-fr' });
            assert.match(await row.innerText(), /1\.2\.3\.4 -> 5\.6\.7\.8/);
        }
        await page.getByRole('button', { name: /^应用 \d+ 处修改$/ }).click();
        await page.getByTestId('bulk-report').waitFor();
        await page.goto(recordTable(zones[1], 'e2e-fr'));
        await page.locator('table tbody tr', { hasText: '5.6.7.8' }).waitFor();
        assert.equal(await page.locator('table tbody tr', { hasText: '1.2.3.4' }).count(), 0);
    });

    it('adds the same record to two domains at once, and skips a domain licensed for viewing only with the reason', async () => {
        const { page } = browser;
        await signIn(page);
        // user 2 licenses lisi-studio.com to the demo user for viewing only: accepted
        await changeDemoDb(page, db => {
            db.domainLicenses.find(row => row.domain === 'lisi-studio.com').status = 1;
        });
        const zones = await twoZones(page);
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordCreate`);
        await page.locator('textarea[name="domains"]').fill([...zones.map(zone => zone.domain), 'lisi-studio.com'].join('\n'));
        await page.getByTestId('closed-domains').getByText('lisi-studio.com').waitFor();
        await page.locator('input[name="records.0.top"]').fill('e2e-bulk');
        await page.locator('input[name="records.0.value"]').fill('203.0.113.50');
        await page.getByText('1 条记录 × 3 个域名 = 共 3 条记录').waitFor();
        await page.getByRole('button', { name: '添加 3 条记录' }).click();
        const report = page.getByTestId('bulk-report');
        await report.getByText('成功：2').waitFor();
        await report.getByText('失败：1').waitFor();
        await report.getByRole('row', { name: /lisi-studio\.com.*仅可查看/ }).waitFor();
        for (const zone of zones) {
            await page.goto(recordTable(zone, 'e2e-bulk'));
            await page.locator('table tbody tr', { hasText: '203.0.113.50' }).waitFor();
        }
    });
});
