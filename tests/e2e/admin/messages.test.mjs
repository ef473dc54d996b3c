import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const openList = async page => {
    await page.goto(`${BASE_URL}/admin/message/list`);
    await page.locator('table tbody tr').first().waitFor();
};

const write = async (page, { type, title, content, user }) => {
    await page.getByRole('link', { name: '写消息' }).click();
    await page.waitForURL(/\/admin\/message\/list\/create$/);
    await page.getByLabel(type, { exact: true }).check();
    if (user) {
        await page.getByLabel('指定用户', { exact: true }).check();
        const users = page.getByRole('combobox', { name: /用户/ });
        await users.fill(user);
        await page.getByRole('option', { name: user, exact: true }).click();
    }
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="content"]').fill(content);
    // the live preview shows the sanitised HTML
    await page.getByLabel('预览').locator('b', { hasText: '加粗' }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('添加成功').waitFor();
    await page.waitForURL(/\/admin\/message\/list$/);
};

const rowOf = (page, title) => page.locator('table tbody tr', { hasText: title });

describe('admin messages', () => {
    const browser = useBrowser();

    it('writes an announcement: it is listed and shown in the admin message drawer', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openList(page);
        await write(page, { type: '公告', title: 'e2e 公告', content: '<p>维护通知 <b>加粗</b></p>' });
        const row = rowOf(page, 'e2e 公告');
        await row.waitFor();
        assert.match(await row.innerText(), /公告[\s\S]*全部用户[\s\S]*已发布/);

        await page.getByTestId('message-bell').click();
        await page.getByRole('button', { name: /e2e 公告/ }).waitFor();
    });

    it('writes a station letter to the demo user: it reaches the user inbox; edit and delete', async () => {
        const { page, context } = browser;
        await signIn(page, 'admin');
        await openList(page);
        await write(page, { type: '站内信', title: 'e2e 站内信', content: '<p>您好 <b>加粗</b></p>', user: 'demo' });
        const row = rowOf(page, 'e2e 站内信');
        await row.waitFor();
        assert.match(await row.innerText(), /站内信[\s\S]*1 个用户/);

        // the user console keeps its own session: sign in as the demo user in another tab of the same browser (a tab
        // that opens the user console leaves no admin session in it: docs/security.md)
        const userTab = await context.newPage();
        await signIn(userTab, 'user');
        await userTab.goto(`${BASE_URL}/message/list`);
        await userTab.locator('table tbody tr', { hasText: 'e2e 站内信' }).waitFor();

        // back in the admin console (still signed in there): edit, then delete
        await openList(page);
        await rowOf(page, 'e2e 站内信').getByRole('link', { name: '编辑' }).click();
        await page.waitForURL(/\/admin\/message\/list\/\d+$/);
        const title = page.locator('input[name="title"]');
        await page.waitForFunction(() => document.querySelector('input[name="title"]')?.value === 'e2e 站内信');
        await title.fill('e2e 站内信（修订）');
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('修改成功').waitFor();
        const edited = rowOf(page, 'e2e 站内信（修订）');
        await edited.waitFor();

        await edited.getByRole('button', { name: '删除' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('确定删除「e2e 站内信（修订）」吗？', { exact: false }).waitFor();
        await dialog.getByRole('button', { name: /确认|确定/ }).click();
        await page.getByText('删除成功').waitFor();
        await edited.waitFor({ state: 'detached' });

        // withdrawn from the inbox too
        await userTab.reload();
        await userTab.locator('table tbody tr').first().waitFor();
        assert.equal(await userTab.locator('table tbody tr', { hasText: 'e2e 站内信' }).count(), 0);
        await userTab.close();
    });
});
