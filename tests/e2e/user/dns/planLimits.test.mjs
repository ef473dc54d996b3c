import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** A zone of the demo user on the free plan (no plan in use), with a few records, read from the demo database. */
const freeZone = page =>
    page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const planned = new Set(db.consumes.filter(row => row.mode === 1).map(row => row.domainId));
        const counts = new Map();
        for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
        const zone = db.domains.find(row => row.userId === 1 && !row.locked && !planned.has(row.id) && (counts.get(row.id) ?? 0) >= 10);
        return zone ? { id: zone.id, domain: zone.domain, userId: zone.userId } : null;
    });

const openFreeZone = async page => {
    await signIn(page);
    const zone = await freeZone(page);
    assert.ok(zone, 'a free-plan zone');
    await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record`);
    await page.locator('table tbody tr').first().waitFor();
    return zone;
};

/** The zone's own rows (the service's NS and SOA rows atop the first page are not records and do not sort). */
const RECORD_ROWS = 'table tbody tr:not([data-testid="apex-row"])';

const ttlColumn = page => page.locator(RECORD_ROWS).evaluateAll(rows => rows.map(row => Number(row.children[5]?.textContent)));

describe("the domain's plan in the record table", () => {
    const browser = useBrowser();

    it('a free-plan zone offers TTL 60 and a line outside its plan only disabled, with the way to upgrade; the record saved is highlighted', async () => {
        const { page } = browser;
        await openFreeZone(page);
        await page.getByTestId('records-add').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('plan-hint').waitFor();
        await dialog.getByTestId('ttl-preset').locator('..').click();
        const sixty = page.getByRole('option', { name: /^60 · / });
        assert.equal(await sixty.getAttribute('aria-disabled'), 'true');
        assert.equal(await page.getByRole('option', { name: /^600 · / }).getAttribute('aria-disabled'), null);
        await page.keyboard.press('Escape');

        await dialog.getByRole('combobox', { name: '线路' }).click();
        const lines = page.getByRole('dialog', { name: '选择线路' });
        await lines.getByRole('menuitem', { name: '电信：查看下级线路' }).click();
        const beijing = lines.getByRole('menuitem', { name: '电信_北京（需升级套餐）' });
        assert.equal(await beijing.getAttribute('aria-disabled'), 'true');
        await page.keyboard.press('Escape');
        assert.match(await dialog.getByTestId('plan-upgrade').getAttribute('href'), /\/plan$/);

        // the record saved is shown highlighted
        await dialog.locator('input[name="top"]').fill('e2e-plan');
        await dialog.locator('input[name="value"]').fill('203.0.113.9');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.locator('tbody tr.just-written', { hasText: 'e2e-plan' }).waitFor();
    });

    it('sorts the table by TTL on the server', async () => {
        const { page } = browser;
        await openFreeZone(page);
        const before = await ttlColumn(page);
        await page.getByRole('button', { name: /^按TTL升序排序$/ }).click();
        await page.waitForURL(/sort=ttl/);
        await page.waitForFunction(rows => {
            const ttls = [...document.querySelectorAll(rows)].map(row => Number(row.children[5]?.textContent));
            return ttls.every((ttl, index) => index === 0 || ttls[index - 1] <= ttl);
        }, RECORD_ROWS);
        const after = await ttlColumn(page);
        assert.deepEqual(
            after,
            [...after].sort((a, b) => a - b),
        );
        assert.notDeepEqual(after, before, 'the order changed');
    });
});
