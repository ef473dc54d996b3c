// Double submits: a double click on a button that writes sends one request, whatever kind of button it is (the
// guard is src/ui/singleFlight, see docs/security.md). Each kind is double-clicked once: the manual recharge's
// confirmation (money), the record editor's save, a SaveButton form with `alwaysEnable` (a custom line), a confirm
// dialog (deleting a record) and react-admin's own delete button. The requests are counted as they leave the page
// for the demo backend, whose 150-300 ms latency keeps the first call in flight while the second click lands.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { ownDomain } from '../lib/domains.mjs';
import { useBrowser } from '../lib/session.mjs';

/** The calls to `path` (under the API base) the page sends from now on. */
const countCalls = (page, path) => {
    const calls = [];
    page.on('request', request => {
        if (new URL(request.url()).pathname.endsWith(`/${path}`)) calls.push(request.postData());
    });
    return calls;
};

const tabUrl = (domain, tab) => `${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(domain.domain)}/${domain.id}/${domain.userId}/${tab}`;

describe('a double click on a button that writes sends one request', () => {
    const browser = useBrowser();

    it('admin: the manual recharge confirmation credits the user once', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/operation/recharge?userId=5`);
        await page.getByText('当前余额：¥500.00').waitFor();
        const recharges = countCalls(page, 'sys/app_user/recharge');

        await page.locator('input[name="amount"]').fill('100');
        await page.locator('textarea[name="reason"]').fill('双击测试');
        // this button only asks (a second click of a double click lands beside the dialog, which closes it)
        await page.getByRole('button', { name: '充值', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('确认为 lixiaolong 充值 ¥100.00？').waitFor();
        await dialog.getByRole('button', { name: '确认' }).dblclick();
        await dialog.waitFor({ state: 'detached' });
        assert.equal(recharges.length, 1, 'one recharge call');
        await page.getByText('lixiaolong 的当前余额：¥600.00').waitFor();
        await page.getByTestId('recharge-history').getByText('双击测试').waitFor();
        assert.equal(await page.getByTestId('recharge-history').getByText('双击测试').count(), 1);
    });

    it('user: the record editor, a SaveButton form, a confirm dialog and react-admin delete button each send once', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const domain = await ownDomain(page);
        const calls = {
            // a record's save and its delete are each a change set of one
            recordChanges: countCalls(page, 'app/dns/record/changes/apply'),
            lineSave: countCalls(page, 'app/dns/defindLine/set'),
            lineDelete: countCalls(page, 'app/dns/defindLine/delete'),
        };

        // the record editor's save (a SaveButton with alwaysEnable)
        await page.goto(`${tabUrl(domain, 'record')}?filter=${encodeURIComponent(JSON.stringify({ top: 'e2e-twice' }))}`);
        await page.getByTestId('records-empty').waitFor();
        await page.getByTestId('records-add').click();
        const editor = page.getByRole('dialog');
        await editor.locator('input[name="top"]').fill('e2e-twice');
        await editor.locator('input[name="value"]').fill('203.0.113.77');
        await editor.getByRole('button', { name: '保存' }).dblclick();
        await page.getByText('添加成功').waitFor();
        const records = page.locator('table tbody tr', { hasText: '203.0.113.77' });
        await records.first().waitFor();
        const recordRows = await records.count();
        const saves = calls.recordChanges.length;

        // a confirm dialog: deleting the record
        await records.first().getByRole('button', { name: /^删除/ }).click();
        await page
            .getByRole('dialog')
            .getByRole('button', { name: /确认|确定/ })
            .dblclick();
        await page.getByText('删除成功').waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        // a SaveButton form with alwaysEnable: a custom line
        await page.goto(tabUrl(domain, 'line'));
        await page.getByTestId('add-line').click();
        const lineDialog = page.getByRole('dialog');
        await lineDialog.locator('input[name="name"]').fill('e2e 双击线路');
        await lineDialog.locator('textarea[name="content"]').fill('198.51.100.0-198.51.100.255');
        await lineDialog.getByRole('button', { name: '保存' }).dblclick();
        await page.getByText('保存成功').waitFor();
        await lineDialog.waitFor({ state: 'detached' });
        const lines = page.locator('table tbody tr', { hasText: 'e2e 双击线路' });
        await lines.first().waitFor();
        const lineRows = await lines.count();

        // react-admin's DeleteWithConfirmButton: the line's delete
        await lines.first().getByRole('button', { name: '删除' }).click();
        await page
            .getByRole('dialog')
            .getByRole('button', { name: /确认|确定/ })
            .dblclick();
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        const sent = {
            recordSave: saves,
            recordDelete: calls.recordChanges.length - saves,
            lineSave: calls.lineSave.length,
            lineDelete: calls.lineDelete.length,
        };
        assert.deepEqual(sent, { recordSave: 1, recordDelete: 1, lineSave: 1, lineDelete: 1 }, 'one call per double click');
        assert.deepEqual(
            calls.recordChanges.map(body => JSON.parse(body).operations.map(operation => operation.op)),
            [['add'], ['delete']],
        );
        assert.deepEqual([recordRows, lineRows], [1, 1], 'one record and one line added');
    });
});
