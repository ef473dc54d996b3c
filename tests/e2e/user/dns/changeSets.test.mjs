import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const BIG_ZONE = 'bigzone-example.com';

/** A zone of the demo user (the big one, or a small unlocked one), read from the demo database. */
const findZone = (page, wanted) =>
    page.evaluate(wanted => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const counts = new Map();
        for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
        const zone = wanted
            ? db.domains.find(row => row.domain === wanted)
            : db.domains.find(
                  row => row.userId === 1 && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3,
              );
        return zone ? { id: zone.id, domain: zone.domain, userId: zone.userId } : null;
    }, wanted);

const openZone = async (page, wanted, query = '') => {
    await signIn(page);
    const zone = await findZone(page, wanted);
    assert.ok(zone, `a zone to test (${wanted ?? 'a small unlocked one'})`);
    await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record${query}`);
    await page.locator('table tbody tr, [data-testid="records-empty"]').first().waitFor();
    return zone;
};

/** The calls whose path starts with `prefix`, as they are sent. */
const countCalls = (page, prefix) => {
    const calls = [];
    page.on('request', request => {
        const path = new URL(request.url()).pathname;
        if (path.includes(`/${prefix}`)) calls.push(path);
    });
    return calls;
};

/** Fills the open record dialog: type (when not A), host, value. */
const fillRecord = async (page, dialog, { type = 'A', top, value }) => {
    if (type !== 'A') {
        await dialog.getByRole('combobox').first().click();
        await page.getByRole('option', { name: type, exact: true }).click();
    }
    await dialog.locator('input[name="top"]').fill(top);
    await dialog.locator('input[name="value"]').fill(value);
};

describe('change sets on the record page', () => {
    const browser = useBrowser();

    it('the dialog refuses a CNAME loop and the apex NS at the field, and asks before a record below a delegation', async () => {
        const { page } = browser;
        const zone = await openZone(page, undefined, `?filter=${encodeURIComponent(JSON.stringify({ top: 'e2e-cs' }))}`);
        const applies = countCalls(page, 'app/dns/record/changes/apply');
        const editor = page.getByRole('dialog');

        // a double click on save sends one change set
        await page.getByTestId('records-add').click();
        await fillRecord(page, editor, { type: 'CNAME', top: 'e2e-cs-a', value: `e2e-cs-b.${zone.domain}` });
        await editor.getByRole('button', { name: '保存' }).dblclick();
        await page.getByText('添加成功').waitFor();
        await editor.waitFor({ state: 'detached' });
        assert.equal(applies.length, 1, 'one apply for a double click');

        await page.getByTestId('records-add').click();
        await fillRecord(page, editor, { type: 'CNAME', top: 'e2e-cs-b', value: `e2e-cs-a.${zone.domain}` });
        await editor.getByRole('button', { name: '保存' }).click();
        await editor.getByText(`这些 CNAME 记录形成循环：e2e-cs-b.${zone.domain} → e2e-cs-a.${zone.domain} → e2e-cs-b.${zone.domain}`).waitFor();
        assert.equal(await editor.locator('input[name="value"]').inputValue(), `e2e-cs-a.${zone.domain}`);

        await editor.getByRole('combobox').first().click();
        await page.getByRole('option', { name: 'NS', exact: true }).click();
        await editor.locator('input[name="top"]').fill('@');
        await editor.locator('input[name="value"]').fill('ns1.example.net');
        await editor.getByRole('button', { name: '保存' }).click();
        await editor.getByText('域名自身的 NS 记录由 DNS 服务管理').waitFor();
        assert.equal(applies.length, 1, 'nothing sent for a refused record');

        await editor.locator('input[name="top"]').fill('e2e-cs-sub');
        await editor.getByRole('button', { name: '保存' }).click();
        await page.getByText('添加成功').waitFor();
        await editor.waitFor({ state: 'detached' });

        await page.getByTestId('records-add').click();
        await fillRecord(page, editor, { top: 'x.e2e-cs-sub', value: '203.0.113.9' });
        await editor.getByRole('button', { name: '保存' }).click();
        const warning = page.getByRole('dialog', { name: '仍要保存吗？' });
        await warning.getByTestId('change-set-warnings').getByText(`e2e-cs-sub.${zone.domain}`, { exact: false }).waitFor();
        await warning.getByRole('button', { name: '仍然保存' }).click();
        await page.getByText('添加成功').waitFor();
        await page.locator('table tbody tr', { hasText: '203.0.113.9' }).waitFor();
        assert.equal(applies.length, 3);
    });

    it(`changes the TTL of all ${BIG_ZONE}'s records in at most 25 record calls`, async () => {
        const { page } = browser;
        const zone = await openZone(page, BIG_ZONE);
        const changed = await page.evaluate(id => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            return db.records.filter(record => record.d === id && record.ttl !== 1800).length;
        }, zone.id);
        assert.ok(changed > 5000, `most of the zone changes (${changed})`);
        await page.locator('table thead input[type=checkbox]').check();
        await page.getByTestId('records-select-matching').click();
        await page.getByTestId('records-keep-page').waitFor();

        const calls = countCalls(page, 'app/dns/record/');
        await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: '修改 TTL' }).click();
        const ask = page.getByRole('dialog');
        await ask.getByTestId('batch-ttl-preset').locator('..').click();
        await page.getByRole('option', { name: /^1800/ }).click();
        await ask.getByRole('button', { name: '查看修改' }).click();
        const review = page.getByTestId('apply-change-set');
        await review.getByRole('heading', { name: '修改 TTL' }).waitFor({ timeout: 60_000 });
        await review.getByTestId('change-set-counts').waitFor({ timeout: 60_000 });
        const confirm = review.getByRole('checkbox', { name: '我已阅读以上警告，仍要执行' });
        if (await confirm.count()) await confirm.check();
        await review.getByRole('button', { name: `执行 ${changed} 项修改` }).click();
        await review.getByTestId('change-set-summary').waitFor({ timeout: 120_000 });
        assert.match(await review.innerText(), new RegExp(`已执行：${changed}`));
        await review.getByRole('button', { name: '关闭' }).click();
        await page.locator('table tbody tr').first().waitFor();

        assert.ok(calls.length <= 25, `${calls.length} record calls: ${calls.join(' ')}`);
        assert.equal(calls.filter(path => path.endsWith('/changes/apply')).length, Math.ceil(changed / 500));
        const ttls = await page.evaluate(id => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            return [...new Set(db.records.filter(record => record.d === id).map(record => record.ttl))];
        }, zone.id);
        assert.deepEqual(ttls, [1800]);
    });
});
