import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

describe('admin database and keys', () => {
    const browser = useBrowser();

    it('exports a file, then imports it after the confirmation and stays signed in', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/system/database`);
        await page.getByText('[server]').first().waitFor();

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
        assert.match(download.suggestedFilename(), /^dns-console-\d{8}\.json$/);
        // the browser may run elsewhere (one shared browser): keep a local copy of the file
        const path = join(await mkdtemp(join(tmpdir(), 'dns-console-db-')), download.suggestedFilename());
        await download.saveAs(path);
        const dump = JSON.parse(await readFile(path, 'utf8'));
        assert.equal(dump.format, 'dns-console-db');

        await page.getByTestId('database-import-file').setInputFiles(path);
        await page.getByText(download.suggestedFilename()).first().waitFor();
        await page
            .getByTestId('database-import-summary')
            .getByText(/导出时间 .* · 版本 \d+ · 共 \d+ 张表/)
            .waitFor();
        await page.getByRole('button', { name: '导入', exact: true }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText(/替换当前的全部数据/).waitFor();
        await confirm.getByRole('button', { name: '备份并继续' }).click();
        await confirm.getByTestId('database-backup-ready').waitFor();
        await confirm.getByRole('button', { name: '替换并导入' }).click();
        await page.getByText('数据库导入成功').waitFor();

        // still signed in: the page reloads without going to the login
        await page.reload();
        await page.getByText('[server]').first().waitFor();
        assert.match(page.url(), /\/admin\/system\/database$/);
    });

    it('exports encrypted with a passphrase, then opens that file with it and shows what it holds', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/system/database`);
        await page.getByRole('switch', { name: '使用口令加密' }).check();
        await page.getByRole('button', { name: '导出', exact: true }).click();
        const ask = page.getByRole('dialog');
        await ask.getByTestId('database-passphrase').fill('e2e passphrase');
        await ask.getByTestId('database-passphrase-again').fill('e2e passphrase');
        const [download] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: '加密并导出' }).click()]);
        assert.match(download.suggestedFilename(), /^dns-console-\d{8}\.json\.enc$/);
        const path = join(await mkdtemp(join(tmpdir(), 'dns-console-db-')), download.suggestedFilename());
        await download.saveAs(path);
        assert.equal((await readFile(path)).subarray(0, 8).toString(), 'DNSCENC\n');

        await page.getByTestId('database-import-file').setInputFiles(path);
        const open = page.getByRole('dialog', { name: '打开加密文件' });
        await open.getByTestId('database-passphrase').fill('e2e passphrase');
        await open.getByRole('button', { name: '打开' }).click();
        await page
            .getByTestId('database-import-summary')
            .getByText(/导出时间 .* · 版本 \d+ · 共 \d+ 张表/)
            .waitFor();
    });

    it('shows the CDN auth token masked until revealed, and not in the page while masked', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/system/database`);
        const token = page.getByTestId('database-auth-token');
        await token.waitFor();
        assert.match(await token.innerText(), /^\w{6}•{12}\w{4}$/);
        await page.getByRole('button', { name: '显示 Token' }).click();
        const value = await token.innerText();
        assert.match(value, /^\w{16,}$/);
        await page.getByRole('button', { name: '隐藏 Token' }).click();
        assert.match(await token.innerText(), /•/);
        assert.equal((await page.content()).includes(value), false);
    });
});
