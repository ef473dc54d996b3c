// Zone import and export (/dns/domain/bulk/recordImport, /dns/domain/bulk/recordExport) on the demo backend: a
// small BIND zone goes through the dry-run preview (a refused line named by its number, nothing written), is
// applied as a bulk job, and its records show in the record table; a CSV imported to make the zone equal to the file
// deletes what the file lacks, refusing an apex NS and a CNAME loop by their lines; a zone exported as BIND and imported again
// previews zero to add and zero to update; a CSV export escapes what a spreadsheet would run and reads back the
// same; a BIND export leaves out (and names) a record whose host would break out of its line; two zones export as
// one zip archive of their files.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { BASE_URL, changeDemoDb, signIn } from '../../../lib/console.mjs';
import { useBrowser } from '../../../lib/session.mjs';

const SMALL_ZONE = 'tests/fixtures/zones/small.zone';

const pickDomain = async (page, domain) => {
    const box = page.getByRole('combobox').first();
    await box.click();
    await box.fill(domain);
    await page.getByRole('option', { name: domain, exact: true }).click();
};

/** Gives two records of example.org hostile text: a TXT value that is a formula, and (optionally) a host with a line break. */
const makeHostile = (db, breakHost) => {
    const zone = db.domains.find(row => row.domain === 'example.org');
    const [first, second] = db.records.filter(row => row.d === zone.id && row.t === 'A');
    db.records.push({ ...first, i: 990_001, h: 'sheet', t: 'TXT', v: "=cmd|' /C calc'!A0" });
    if (breakHost) second.h = 'x\n$INCLUDE /etc/passwd';
};

/** Exports example.org in `format`, returning the saved file's path and text. */
const exportZone = async (page, format) => {
    await page.goto(`${BASE_URL}/dns/domain/bulk/recordExport`);
    await pickDomain(page, 'example.org');
    if (format === 'csv') {
        await page.getByRole('combobox', { name: '格式' }).click();
        await page.getByRole('option', { name: 'CSV' }).click();
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'zone-e2e-')), download.suggestedFilename());
    await download.saveAs(file);
    return { file, text: readFileSync(file, 'utf8') };
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

        await card.getByRole('button', { name: /^应用：新增 \d+ 条/ }).click();
        const dialog = page.getByRole('dialog');
        assert.match(await dialog.getByTestId('change-set-counts').innerText(), /新增 \d+ 条/);
        await dialog.getByRole('button', { name: /^应用：/ }).click();
        await page.getByTestId('bulk-counts').waitFor({ timeout: 30_000 });

        await page.getByRole('link', { name: '打开 example.com 的记录列表' }).click();
        await page.waitForURL(url => /\/dns\/domain\/list\/admin\/example\.com\/\d+\/\d+\/record/.test(url.pathname));
        await page.locator('table tbody tr', { hasText: '203.0.113.11' }).first().waitFor();
    });

    it('makes a zone equal to a CSV file: deletes what the file lacks, refuses an apex NS and a CNAME loop by their lines, warns of a record below a delegation', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await changeDemoDb(page, db => {
            const zone = db.domains.find(row => row.domain === 'example.org');
            const [first] = db.records.filter(row => row.d === zone.id);
            const record = (i, h, t, v) => ({ ...first, i, h, t, v, l: 1, ttl: 600, s: 1, m: undefined, w: undefined });
            db.records = [
                ...db.records.filter(row => row.d !== zone.id),
                record(990_101, 'www', 'A', '192.0.2.1'),
                record(990_102, 'mail', 'A', '192.0.2.2'),
                record(990_103, 'old', 'TXT', 'bye'),
            ];
            zone.recordCount = 3;
        });
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordImport`);
        await pickDomain(page, 'example.org');
        const csv = [
            'host,type,line,value,mx,weight,ttl,status',
            'www,A,默认,192.0.2.1,,1,600,enabled',
            'new,A,默认,192.0.2.3,,1,600,paused',
            '@,NS,默认,ns1.other.net,,1,600,enabled',
            'loop,CNAME,默认,loop.example.org,,1,600,enabled',
            'sub,NS,默认,ns1.other.net,,1,600,enabled',
            'x.sub,A,默认,192.0.2.9,,1,600,enabled',
        ].join('\n');
        await page.getByRole('textbox', { name: '记录（CSV或BIND区域文件）' }).fill(csv);
        await page.getByRole('radio', { name: /使域名记录与文件一致/ }).check();
        await page.getByRole('button', { name: '预览' }).click();
        const card = page.getByTestId('import-preview');
        await card.getByRole('tab', { name: '已拒绝（2）' }).click();
        await card.getByText('第 4 行：域名自身的 NS 记录由 DNS 服务管理').waitFor();
        await card.getByText('第 5 行：CNAME 记录不能指向自身（loop.example.org）').waitFor();
        await card.getByRole('tab', { name: '将删除（2）' }).click();
        await card.getByRole('cell', { name: 'bye' }).waitFor();
        await card
            .getByTestId('import-warnings')
            .getByText(/x\.sub A 192\.0\.2\.9 位于已委派给其他 DNS 服务器（NS）的 sub\.example\.org 之下/)
            .waitFor();

        await card.getByRole('button', { name: '应用：新增 3 条，删除 2 条' }).click();
        const dialog = page.getByRole('dialog');
        const apply = dialog.getByRole('button', { name: '应用：新增 3 条，删除 2 条' });
        // a warning is applied only once confirmed
        assert.equal(await apply.isDisabled(), true);
        await dialog.getByRole('checkbox').check();
        await apply.click();
        await page.getByTestId('bulk-counts').getByText('成功：5').waitFor({ timeout: 30_000 });
        const left = await page.evaluate(() => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            const zone = db.domains.find(row => row.domain === 'example.org');
            return db.records
                .filter(row => row.d === zone.id)
                .map(row => `${row.h} ${row.t} ${row.v} ${row.s}`)
                .sort();
        });
        assert.deepEqual(left, ['new A 192.0.2.3 3', 'sub NS ns1.other.net 1', 'www A 192.0.2.1 1', 'x.sub A 192.0.2.9 1']);
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

    it('exports two zones as one zip archive holding a file per zone', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordExport`);
        await pickDomain(page, 'example.org');
        await pickDomain(page, 'example.com');
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
        assert.match(download.suggestedFilename(), /^zones-bind-\d{8}\.zip$/);
        const file = join(mkdtempSync(join(tmpdir(), 'zone-e2e-')), download.suggestedFilename());
        await download.saveAs(file);
        const inside = unzipSync(readFileSync(file));
        assert.deepEqual(Object.keys(inside), ['example.org.zone', 'example.com.zone']);
        assert.match(strFromU8(inside['example.com.zone']), /^\$ORIGIN example\.com\./m);
        await page.getByTestId('export-outcome').getByText(`已将 2 个文件打包下载：${download.suggestedFilename()}`).waitFor();
    });

    it('exports CSV with the formula inert, and the file reads back to the same records', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await changeDemoDb(page, makeHostile, false);
        const { file, text } = await exportZone(page, 'csv');
        assert.match(text, /\r\nsheet,TXT,[^,]*,"'=cmd\|' \/C calc'!A0",/);
        await page.getByTestId('export-outcome').getByText('已下载 1 个文件').waitFor();

        await page.goto(`${BASE_URL}/dns/domain/bulk/recordImport`);
        const card = await preview(page, 'example.org', file);
        await card.getByRole('tab', { name: '将添加（0）' }).waitFor();
        await card.getByRole('tab', { name: '将修改（0）' }).waitFor();
    });

    it('exports BIND without a record whose host would break out of its line, and says so', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await changeDemoDb(page, makeHostile, true);
        const { text } = await exportZone(page, 'bind');
        const lines = text.split('\n');
        assert.deepEqual(
            lines.filter(line => line.startsWith('$')),
            ['$ORIGIN example.org.', lines.find(line => line.startsWith('$TTL'))],
        );
        // the host as the console reads it (lower case), quoted, its line break written as \010
        assert.equal(lines.filter(line => line.startsWith('; left out, not a valid record: "x\\010$include /etc/passwd"\t')).length, 1);
        await page
            .getByTestId('export-outcome')
            .getByText(/example\.org：1 条记录不符合其类型的格式/)
            .waitFor();
    });
});
