// Zone import and export (/dns/domain/bulk/recordImport, /dns/domain/bulk/recordExport) on the demo backend: a
// small BIND zone goes through the dry-run preview (a refused line named by its number, nothing written), is
// applied as a bulk job, and its records show in the record table; a zone exported as BIND and imported again
// previews zero to add and zero to update.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../../lib/console.mjs';
import { useBrowser } from '../../../lib/session.mjs';

const SMALL_ZONE = 'tests/fixtures/zones/small.zone';

const pickDomain = async (page, domain) => {
    const box = page.getByRole('combobox').first();
    await box.click();
    await box.fill(domain);
    await page.getByRole('option', { name: domain, exact: true }).click();
};

const preview = async (page, domain, file) => {
    await pickDomain(page, domain);
    await page.getByTestId('zone-file-input').setInputFiles(file);
    await page.getByRole('button', { name: '预览' }).click();
    const card = page.getByTestId('import-preview');
    await card.waitFor({ timeout: 30_000 });
    return card;
};

describe('zone import and export', () => {
    const browser = useBrowser();

    it('imports a small zone file through the preview, names a refused line, applies, and the records are in the table', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordImport`);
        const card = await preview(page, 'example.com', SMALL_ZONE);
        assert.match(await card.innerText(), /按BIND区域文件读取/);

        await card.getByRole('tab', { name: /^已拒绝/ }).click();
        // "bad IN A 300.1.2.3" is line 27 of the fixture
        await card.getByText(/^第 27 行：/).waitFor();
        await card.getByRole('tab', { name: /^将添加/ }).click();
        await card.getByRole('cell', { name: '203.0.113.11' }).waitFor();

        await card.getByRole('button', { name: '应用' }).click();
        const dialog = page.getByRole('dialog');
        assert.match(await dialog.innerText(), /将添加 \d+ 条记录/);
        await dialog.getByRole('button', { name: '应用' }).click();
        await page.getByTestId('bulk-counts').waitFor({ timeout: 30_000 });

        await page.getByRole('link', { name: '打开 example.com 的记录列表' }).click();
        await page.waitForURL(url => /\/dns\/domain\/list\/admin\/example\.com\/\d+\/\d+\/record/.test(url.pathname));
        await page.locator('table tbody tr', { hasText: '203.0.113.11' }).first().waitFor();
    });

    it('exports a zone as BIND and imports it again: nothing to add, nothing to update', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordExport`);
        await pickDomain(page, 'example.org');
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
        assert.equal(download.suggestedFilename(), 'example.org.zone');
        const file = join(mkdtempSync(join(tmpdir(), 'zone-e2e-')), 'example.org.zone');
        await download.saveAs(file);
        await page.getByTestId('export-outcome').getByText('已下载 1 个文件').waitFor();

        await page.goto(`${BASE_URL}/dns/domain/bulk/recordImport`);
        const card = await preview(page, 'example.org', file);
        await card.getByRole('tab', { name: '将添加（0）' }).waitFor();
        await card.getByRole('tab', { name: '将修改（0）' }).waitFor();
        assert.match(await card.getByRole('tab', { name: /^无变化/ }).innerText(), /无变化（[1-9]\d*）/);
    });
});
