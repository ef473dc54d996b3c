import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../../lib/console.mjs';
import { useBrowser } from '../../../lib/session.mjs';

const BIG_ZONE = 'bigzone-example.com';

/** A zone of the demo user, read from the demo database (src/demo/model.ts: db.domains). */
const findZone = (page, wanted) =>
    page.evaluate(wanted => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const user = db.users.find(row => row.account === 'demo@dnsconsole.cn' || row.email === 'demo@dnsconsole.cn') ?? db.users[0];
        const userId = user.userId ?? user.id ?? 1;
        const counts = new Map();
        for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
        const zone = wanted
            ? db.domains.find(row => row.domain === wanted)
            : db.domains.find(
                  row => row.userId === userId && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3,
              );
        return zone ? { id: zone.id, domain: zone.domain, userId: zone.userId } : null;
    }, wanted);

const zonePath = zone => `${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record`;

/** Signs in and opens a zone's record tab; `query` is appended (react-admin's list params in the URL). */
const openZone = async (page, wanted, query = '') => {
    await signIn(page);
    const zone = await findZone(page, wanted);
    assert.ok(zone, `a zone to test (${wanted ?? 'a small unlocked one'})`);
    await page.goto(`${zonePath(zone)}${query}`);
    await page.locator('table tbody tr, [data-testid="records-empty"]').first().waitFor();
    return zone;
};

const rowOf = (page, text) => page.locator('table tbody tr', { hasText: text });

/** The zone's own rows: the service's NS and SOA rows stand above them on the first page of the unfiltered zone. */
const RECORD_ROWS = 'table tbody tr:not([data-testid="apex-row"])';
const filterQuery = (filter, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe('the record table', () => {
    const browser = useBrowser();

    it('adds, edits, pauses and deletes an A record', async () => {
        const { page } = browser;
        await openZone(page, undefined, filterQuery({ top: 'e2e-a' }));
        await page.getByTestId('records-empty').waitFor();

        await page.getByTestId('records-add').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="top"]').fill('e2e-a');
        await dialog.locator('input[name="value"]').fill('203.0.113.7');
        await dialog.locator('[name="remark"]').fill('e2e 备注');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('添加成功').waitFor();
        const row = rowOf(page, '203.0.113.7');
        await row.waitFor();
        assert.match(await row.innerText(), /e2e-a[\s\S]*A[\s\S]*默认[\s\S]*203\.0\.113\.7[\s\S]*e2e 备注[\s\S]*正常/);

        await row.getByRole('button', { name: /^修改/ }).click();
        const edit = page.getByRole('dialog');
        await edit.locator('input[name="value"]').fill('203.0.113.8');
        await edit.getByRole('button', { name: '保存' }).click();
        await page.getByText('修改成功').waitFor();
        const edited = rowOf(page, '203.0.113.8');
        await edited.waitFor();

        await edited.getByRole('button', { name: /^暂停/ }).click();
        await page.getByText('已暂停').waitFor();
        await edited.getByRole('button', { name: /^启用/ }).waitFor();
        assert.match(await edited.innerText(), /暂停/);

        await edited.getByRole('button', { name: /^删除/ }).click();
        const confirm = page.getByRole('dialog');
        assert.match(await confirm.innerText(), /e2e-a A 203\.0\.113\.8/);
        await confirm.getByRole('button', { name: /确认|确定/ }).click();
        await page.getByText('删除成功').waitFor();
        await page.getByTestId('records-empty').waitFor();
    });

    it('shows an invalid AAAA value at the field and keeps the row as typed', async () => {
        const { page } = browser;
        await openZone(page);
        await page.getByTestId('records-add').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').first().click();
        await page.getByRole('option', { name: 'AAAA', exact: true }).click();
        await dialog.locator('input[name="top"]').fill('e2e-v6');
        await dialog.locator('input[name="value"]').fill('2001:db8::zz');
        await dialog.getByRole('button', { name: '保存' }).click();
        await dialog.locator('.Mui-error').first().waitFor();
        assert.equal(await dialog.locator('input[name="value"]').inputValue(), '2001:db8::zz');
        assert.equal(await dialog.locator('input[name="top"]').inputValue(), 'e2e-v6');
        assert.equal(await page.getByRole('dialog').count(), 1);
    });

    it('pauses two selected records in one batch', async () => {
        const { page } = browser;
        await openZone(page, undefined, filterQuery({ status: '1' }));
        const rows = page.locator('table tbody tr');
        const ids = [];
        for (const index of [0, 1]) {
            ids.push(Number(await rows.nth(index).locator('[data-record-id]').getAttribute('data-record-id')));
            await rows.nth(index).locator('input[type=checkbox]').check();
        }
        await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: '暂停' }).click();
        const dialog = page.getByRole('dialog');
        assert.equal(await dialog.getByTestId('change-set-counts').innerText(), '暂停 2 条');
        await dialog.getByRole('button', { name: '执行 2 项修改' }).click();
        await dialog.getByTestId('change-set-summary').waitFor();
        assert.match(await dialog.innerText(), /已执行：2/);
        await dialog.getByRole('button', { name: '关闭' }).click();
        // the enabled-only view no longer holds them, and the database has them paused
        for (const id of ids) await page.locator(`[data-record-id="${id}"]`).waitFor({ state: 'detached' });
        const statuses = await page.evaluate(ids => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            return ids.map(id => db.records.find(record => record.i === id)?.s);
        }, ids);
        assert.deepEqual(statuses, [3, 3]);
    });

    it('changes the TTL of all records matching a filter, across pages', async () => {
        const { page } = browser;
        const zone = await openZone(page, BIG_ZONE, filterQuery({ record_type: 'MX' }, '&perPage=10'));
        const [total, changed] = await page.evaluate(id => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            const mx = db.records.filter(record => record.d === id && record.t === 'MX');
            return [mx.length, mx.filter(record => record.ttl !== 3600).length];
        }, zone.id);
        assert.ok(total > 10, 'more MX records than one page');
        await page.locator('table thead input[type=checkbox]').check();
        await page.getByTestId('records-select-matching').click();
        await page.getByTestId('records-keep-page').waitFor();
        await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: '修改 TTL' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('batch-ttl-preset').locator('..').click();
        await page.getByRole('option', { name: /^3600/ }).click();
        await dialog.getByRole('button', { name: '查看修改' }).click();
        const review = page.getByTestId('apply-change-set');
        await review.getByRole('heading', { name: '修改 TTL' }).waitFor();
        assert.match(await review.getByTestId('change-set-counts').innerText(), new RegExp(`修改 ${changed} 条( · 未变 ${total - changed} 条)?$`));
        await review.getByRole('button', { name: `执行 ${changed} 项修改` }).click();
        await review.getByTestId('change-set-summary').waitFor({ timeout: 120_000 });
        assert.match(await review.innerText(), new RegExp(`已执行：${changed}`));
        await review.getByRole('button', { name: '关闭' }).click();
        const ttls = await page.evaluate(id => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            return [...new Set(db.records.filter(record => record.d === id && record.t === 'MX').map(record => record.ttl))];
        }, zone.id);
        assert.deepEqual(ttls, [3600]);
    });

    it('on a phone each record is a card with its columns named, the bulk bar shows, and a reload clears the selection', async () => {
        const { page } = browser;
        const before = page.viewportSize();
        await page.setViewportSize({ width: 390, height: 800 });
        try {
            await openZone(page);
            const wrapper = page.locator('.RaDataTable-tableWrapper');
            const sizes = await wrapper.evaluate(element => ({ scroll: element.scrollWidth, client: element.clientWidth }));
            assert.ok(sizes.scroll <= sizes.client + 1, `the cards fit the phone (${sizes.scroll} <= ${sizes.client})`);
            assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no sideways page scroll');
            // the values are named on the card: the service's apex rows as the zone's own
            const namesOf = row => row.evaluate(tr => [...tr.querySelectorAll('td[data-label]')].map(td => getComputedStyle(td, '::before').content));
            assert.deepEqual(await namesOf(page.locator('[data-testid="apex-row"]').first()), ['"线路"', '"TTL"']);
            assert.deepEqual(await namesOf(page.locator(RECORD_ROWS).first()), ['"线路"', '"TTL"', '"权重"', '"最后修改"']);
            await page.locator(RECORD_ROWS).first().locator('input[type=checkbox]').check();
            const bar = page.locator('[data-test="bulk-actions-toolbar"]');
            await bar.getByRole('button', { name: '暂停' }).waitFor();
            const box = await bar.boundingBox();
            assert.ok(box && box.width > 0 && box.height > 0 && box.x >= 0 && box.x + box.width <= 391, 'the bulk bar is on screen');
            await page.reload();
            await page.locator('table tbody tr').first().waitFor();
            assert.equal(await page.locator('table tbody input[type=checkbox]:checked').count(), 0);
            // react-admin keeps the bar in the page, collapsed, while nothing is selected
            assert.match((await bar.getAttribute('class')) ?? '', /RaBulkActionsToolbar-collapsed/);
        } finally {
            if (before) await page.setViewportSize(before);
        }
    });

    it('pages through the large zone, and a reload keeps the filter and page', async () => {
        const { page } = browser;
        await openZone(page, BIG_ZONE, '?perPage=200');
        assert.equal(await page.locator(RECORD_ROWS).count(), 200);
        const firstOfPage1 = await page.locator(RECORD_ROWS).first().innerText();
        await page.getByRole('button', { name: /下一页|next/i }).click();
        await page.waitForFunction(([rows, text]) => document.querySelector(rows)?.innerText !== text, [RECORD_ROWS, firstOfPage1]);
        // the address follows the list's state just after the rows render
        await page.waitForURL(/page=2/);
        await page.locator('input[name="top"]').fill(' cache ');
        await page.waitForURL(url => url.search.includes('cache'));
        // the search is trimmed in the request: every host shown holds "cache"
        await page.waitForFunction(() => {
            const rows = [...document.querySelectorAll('table tbody tr')];
            // the host cell: the first after the selection checkbox
            return rows.length > 0 && rows.every(row => row.querySelector('td:not(.MuiTableCell-paddingCheckbox)')?.textContent.includes('cache'));
        });
        await page.waitForURL(/page=1/);
        const url = page.url();
        await page.reload();
        await page.locator('table tbody tr').first().waitFor();
        assert.equal(await page.locator('input[name="top"]').inputValue(), ' cache ');
        assert.equal(page.url(), url);
    });
});
