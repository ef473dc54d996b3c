// The record types edited as fields, in a real browser: an HTTPS record is added through the dialog's fields
// (priority, target, parameter rows), shows in the record table, and its line is in the zone exported as BIND.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** A zone of the demo user on the free plan (it offers HTTPS), read from the demo database. */
const freeZone = page =>
    page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const planned = new Set(db.consumes.filter(row => row.mode === 1).map(row => row.domainId));
        const zone = db.domains.find(row => row.userId === 1 && !row.locked && !planned.has(row.id) && db.records.some(record => record.d === row.id));
        return zone ? { id: zone.id, domain: zone.domain, userId: zone.userId } : null;
    });

describe('record types edited as fields', () => {
    const browser = useBrowser();

    it('adds an HTTPS record with alpn and port as rows, shows it, and exports it as BIND', async () => {
        const { page } = browser;
        await signIn(page);
        const zone = await freeZone(page);
        assert.ok(zone, 'a free-plan zone');
        await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record`);
        await page.locator('table tbody tr').first().waitFor();

        await page.getByTestId('records-add').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox', { name: '记录类型' }).click();
        await page.getByRole('option', { name: 'HTTPS', exact: true }).click();
        await dialog.locator('input[name="top"]').fill('@');
        assert.equal(await dialog.getByRole('textbox', { name: '优先级' }).inputValue(), '1');
        assert.equal(await dialog.getByRole('textbox', { name: '目标' }).inputValue(), '.');
        const alpn = dialog.getByRole('group', { name: '参数 1' });
        assert.equal(await alpn.getByRole('combobox', { name: '键' }).inputValue(), 'alpn');
        await alpn.getByRole('textbox', { name: '值' }).fill('h3,h2');
        await dialog.getByRole('button', { name: '添加参数' }).click();
        const port = dialog.getByRole('group', { name: '参数 2' });
        await port.getByRole('combobox', { name: '键' }).fill('port');
        await port.getByRole('textbox', { name: '值' }).fill('443');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.locator('tbody tr.just-written', { hasText: '1 . alpn="h3,h2" port="443"' }).waitFor();

        await page.goto(`${BASE_URL}/dns/domain/bulk/recordExport`);
        const box = page.getByRole('combobox').first();
        await box.click();
        await box.fill(zone.domain);
        await page.getByRole('option', { name: zone.domain, exact: true }).click();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
        const file = join(mkdtempSync(join(tmpdir(), 'zone-e2e-')), download.suggestedFilename());
        await download.saveAs(file);
        const line = readFileSync(file, 'utf8')
            .split('\n')
            .find(text => /\sIN\s+HTTPS\s/.test(text) && text.includes('alpn'));
        assert.ok(line, 'an HTTPS line in the BIND file');
        assert.match(line, /HTTPS\s+1 \. alpn="h3,h2" port="443"$/);
    });
});
