import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const openPage = async page => {
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/admin/dns/recursive`);
    await page.locator('table tbody tr').first().waitFor();
};

const rowOf = (page, remark) => page.locator('table tbody tr', { hasText: remark });

describe('admin recursive DNS segments', () => {
    const browser = useBrowser();

    it('adds, edits and deletes a segment', async () => {
        const { page } = browser;
        await openPage(page);

        await page.getByRole('button', { name: '添加' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('textarea[name="segments"]').fill('203.0.113.0-203.0.113.255');
        await dialog.locator('input[name="remark"]').fill('e2e 测试段');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('添加成功').waitFor();
        const row = rowOf(page, 'e2e 测试段');
        await row.waitFor();
        assert.match(await row.innerText(), /203\.0\.113\.0[\s\S]*203\.0\.113\.255/);

        await row.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog');
        await edit.locator('input[name="endIp"]').fill('203.0.113.127');
        await edit.locator('input[name="remark"]').fill('e2e 已修改');
        await edit.getByRole('button', { name: '保存' }).click();
        await page.getByText('修改成功').waitFor();
        const edited = rowOf(page, 'e2e 已修改');
        await edited.waitFor();
        assert.match(await edited.innerText(), /203\.0\.113\.127/);

        await edited.getByRole('button', { name: '删除' }).click();
        await page
            .getByRole('dialog')
            .getByRole('button', { name: /确认|确定/ })
            .click();
        await page.getByText('删除成功').waitFor();
        await edited.waitFor({ state: 'detached' });
    });

    it('refuses an overlapping segment with IP区间重复： and keeps what was typed', async () => {
        const { page } = browser;
        await openPage(page);
        await page.getByRole('button', { name: '添加' }).click();
        const dialog = page.getByRole('dialog');
        const typed = '10.0.0.5-10.0.0.9';
        await dialog.locator('textarea[name="segments"]').fill(typed);
        await dialog.locator('input[name="remark"]').fill('重叠的段');
        await dialog.getByRole('button', { name: '保存' }).click();
        await dialog.getByText(/IP区间重复：\s*10\.0\.0\.5-10\.0\.0\.9/).waitFor();
        assert.equal(await dialog.locator('textarea[name="segments"]').inputValue(), typed);
        assert.equal(await dialog.locator('input[name="remark"]').inputValue(), '重叠的段');

        // the same rules read a CSV: the bad line is refused by its number, the good ones are imported
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '导入 CSV' }).click();
        const importer = page.getByTestId('segment-import');
        const csv = 'segment,remark\n198.51.100.0/24,e2e CSV 段\n10.0.0.7,e2e 重叠\n2001:db8:e2e::/48,e2e CSV v6\n';
        await importer.getByTestId('segment-import-file').setInputFiles({ name: 'segments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await importer.getByText('可导入（2）').waitFor();
        await importer.getByText('已拒绝（1）').click();
        await importer.getByText(/^第 3 行：IP区间重复：10\.0\.0\.7，与已有IP段冲突：办公网（10\.0\.0\.0-10\.0\.255\.255）/).waitFor();
        await importer.getByRole('button', { name: '导入 2 行' }).click();
        await page.getByText('已导入 2 行').waitFor();
        await rowOf(page, 'e2e CSV v6').waitFor();
    });

    it('at 390 px the segment dialog shows a labelled way out that closes it', async () => {
        const { page } = browser;
        await page.setViewportSize({ width: 390, height: 844 });
        try {
            await openPage(page);
            await page.getByRole('button', { name: '添加' }).click();
            const dialog = page.getByRole('dialog');
            const cancel = dialog.getByRole('button', { name: '取消' });
            await cancel.waitFor();
            assert.equal((await cancel.innerText()).trim(), '取消');
            await cancel.click();
            await dialog.waitFor({ state: 'detached' });
        } finally {
            await page.setViewportSize({ width: 1366, height: 800 });
        }
    });
});
