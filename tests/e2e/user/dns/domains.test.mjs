import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, setLocale, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const LIST = `${BASE_URL}/dns/domain/list/list`;

const openList = async page => {
    await signIn(page);
    await page.goto(LIST);
    await page.locator('table tbody tr').first().waitFor();
};

const rows = page => page.locator('table tbody tr');
const domainLinks = page => page.locator('table tbody tr td a[href*="/dns/domain/list/admin/"]');
// the account's own domains: not the one another account licensed to it (it shows "来自 … 的授权" and no owner actions)
const ownRows = page => rows(page).filter({ hasNotText: '的授权' });
const ownLink = page => ownRows(page).locator('td a[href*="/dns/domain/list/admin/"]').first();
const firstNames = async (page, count) => (await domainLinks(page).allInnerTexts()).slice(0, count);

describe('my domains', () => {
    const browser = useBrowser();

    it('adds a domain typed in Unicode, lists it in Unicode, and goes on to its records (stored as punycode)', async () => {
        const { page } = browser;
        await openList(page);
        await page.getByRole('button', { name: '添加域名' }).click();
        const dialog = page.getByRole('dialog');
        const name = `例子${Date.now()}.中国`;
        await dialog.locator('input[name="domain"]').fill(name);
        const note = await dialog.getByText(/^以 xn--[a-z0-9-]+\.xn--fiqs8s 保存。$/).innerText();
        const stored = note.replace(/^以 (\S+) 保存。$/, '$1');
        await dialog.getByRole('button', { name: '添加', exact: true }).click();
        // added: the list behind the dialog has the new name, shown as typed
        await page.locator(`table tbody a[title="${stored}"]`, { hasText: name }).waitFor();
        await dialog.getByRole('button', { name: '添加解析记录' }).click();
        await page.waitForURL(url => url.pathname.startsWith(`/dns/domain/list/admin/${stored}/`) && url.pathname.endsWith('/record'));
        assert.equal(await page.getByTestId('domain-name').innerText(), name);
    });

    it('the back link of a domain page returns to the same page and search', async () => {
        const { page } = browser;
        await openList(page);
        const shown = page.locator('.MuiTablePagination-displayedRows');
        const unfiltered = await shown.innerText();
        await page.locator('input[name="domain"]').fill(' com ');
        await page.waitForURL(url => decodeURIComponent(url.search).includes('"domain":" com "'));
        // the search has answered (fewer matches) before the page changes
        await page.waitForFunction(before => document.querySelector('.MuiTablePagination-displayedRows')?.textContent !== before, unfiltered);
        const pageOne = (await firstNames(page, 3)).join();
        await page.getByRole('button', { name: /下一页|next page/i }).click();
        await page.waitForURL(url => new URL(url).searchParams.get('page') === '2');
        await page.waitForFunction(() => /^[2-9]\d*-/.test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''));
        // the rows of page 2 have replaced those of page 1
        await page.waitForFunction(
            before =>
                [...document.querySelectorAll('table tbody tr td a[href*="/dns/domain/list/admin/"]')]
                    .slice(0, 3)
                    .map(a => a.textContent)
                    .join() !== before,
            pageOne,
        );
        const pageTwoRange = await shown.innerText();
        const pageTwo = await firstNames(page, 3);
        assert.ok(
            pageTwo.every(name => name.includes('com')),
            `page 2 matches the search: ${pageTwo}`,
        );

        await domainLinks(page).first().click();
        await page.waitForURL(url => url.pathname.endsWith('/record'));
        await page.getByTestId('domain-back').click();
        await page.waitForURL(url => url.pathname === '/dns/domain/list/list' && new URL(url).searchParams.get('page') === '2');
        assert.equal(await page.locator('input[name="domain"]').inputValue(), ' com ');
        await page.waitForFunction(
            expected =>
                [...document.querySelectorAll('table tbody tr td a[href*="/dns/domain/list/admin/"]')]
                    .slice(0, 3)
                    .map(a => a.textContent)
                    .join() === expected,
            pageTwo.join(),
        );
        assert.equal(await shown.innerText(), pageTwoRange);
    });

    it('pauses two domains from the selection', async () => {
        const { page } = browser;
        await openList(page);
        // the add button stands centred on the search field of the filter row
        await page.locator('input[name="domain"]').waitFor();
        const middles = await page.evaluate(() => {
            const middle = element => {
                const box = element.getBoundingClientRect();
                return box.top + box.height / 2;
            };
            return [
                middle(document.querySelector('input[name="domain"]').closest('.MuiInputBase-root')),
                middle([...document.querySelectorAll('.RaList-actions button')].find(button => button.textContent === '添加域名')),
            ];
        });
        assert.ok(Math.abs(middles[0] - middles[1]) <= 1, `search and add button centred alike: ${middles}`);
        const enabled = ownRows(page).filter({ hasText: '正常' });
        const targets = [enabled.nth(0), enabled.nth(1)];
        const names = [];
        for (const row of targets) names.push(await row.locator('a[href*="/dns/domain/list/admin/"]').innerText());
        for (const name of names) await rows(page).filter({ hasText: name }).getByRole('checkbox').check();
        // nothing of the filter row shows around the bulk toolbar: not above it, not at its rounded corners
        const toolbar = page.locator('.RaBulkActionsToolbar-toolbar');
        await page.waitForFunction(() => {
            const box = document.querySelector('.RaBulkActionsToolbar-toolbar').getBoundingClientRect();
            return box.height >= 48 && box.bottom <= document.querySelector('.RaDataTable-table').getBoundingClientRect().top + 1;
        });
        const showing = await page.evaluate(() => {
            const box = document.querySelector('.RaBulkActionsToolbar-toolbar').getBoundingClientRect();
            const points = [
                [box.left + 1, box.top + 1],
                [box.right - 1, box.top + 1],
                ...[...document.querySelectorAll('.RaList-actions .MuiInputBase-root')].map(field => {
                    const at = field.getBoundingClientRect();
                    return [at.left + at.width / 2, at.top + 1];
                }),
            ];
            return points.filter(([x, y]) => document.elementFromPoint(x, y)?.closest('.RaList-actions')).map(point => point.join());
        });
        assert.deepEqual(showing, []);
        await toolbar.getByRole('button', { name: '暂停', exact: true }).click();
        // a success, in the one colour every success notice has
        await page.locator('.RaNotification-success', { hasText: '操作成功' }).waitFor();
        for (const name of names) await rows(page).filter({ hasText: name }).getByText('已暂停').waitFor();
    });
    it('in English after a cold load: the list, the add dialog and its domain check', async () => {
        const { page } = browser;
        await signIn(page);
        await setLocale(page, 'user', 'en');
        await page.goto(LIST);
        await page.locator('table tbody tr').first().waitFor();
        await page.getByRole('columnheader', { name: 'Domain' }).first().waitFor();
        await page.getByRole('button', { name: 'Add domain' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Add a domain').waitFor();
        await dialog.locator('input[name="domain"]').fill('not a domain');
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await dialog.getByText('Invalid domain name').waitFor();
    });
});

describe('domain groups', () => {
    const browser = useBrowser();

    it('creates a group and moves a domain into it', async () => {
        const { page } = browser;
        await signIn(page);
        await page.goto(`${BASE_URL}/dns/domain/list/group`);
        await page.getByRole('button', { name: '添加分组' }).click();
        const dialog = page.getByRole('dialog');
        const group = `E2E 分组 ${Date.now() % 100000}`;
        await dialog.locator('input[name="name"]').fill(group);
        await dialog.locator('input[name="weight"]').fill('1');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存成功').waitFor();

        // move one domain into it from My domains
        await page.goto(LIST);
        await rows(page).first().waitFor();
        const name = await ownLink(page).innerText();
        await rows(page).filter({ hasText: name }).getByRole('checkbox').check();
        await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: '移动到分组' }).click();
        const move = page.getByRole('dialog');
        await move.getByRole('radio', { name: group }).check();
        await move.getByRole('button', { name: '移动', exact: true }).click();
        await page.getByText('移动成功').waitFor();
        await rows(page).filter({ hasText: name }).getByText(group).waitFor();

        // the group now counts it, and its link shows My domains filtered by it
        await page.goto(`${BASE_URL}/dns/domain/list/group`);
        const row = rows(page).filter({ hasText: group });
        await row.getByRole('link', { name: '1', exact: true }).click();
        await page.waitForURL(url => url.pathname === '/dns/domain/list/list');
        await page.waitForFunction(
            expected => [...document.querySelectorAll('table tbody tr td a[href*="/dns/domain/list/admin/"]')].map(a => a.textContent).join() === expected,
            name,
        );
    });

    it("deletes a domain from its row, and puts a domain in a group through the group's picker", async () => {
        const { page } = browser;
        await openList(page);
        // a domain of its own to delete (newest first: it heads the list)
        const doomed = `e2e-del-${Date.now()}.com`;
        await page.getByRole('button', { name: '添加域名' }).click();
        const add = page.getByRole('dialog');
        await add.locator('input[name="domain"]').fill(doomed);
        await add.getByRole('button', { name: '添加', exact: true }).click();
        await add.getByText(`已添加 ${doomed}`).waitFor();
        await add.getByRole('button', { name: '稍后' }).click();
        await rows(page).filter({ hasText: doomed }).getByRole('button', { name: '删除' }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText(`删除 ${doomed}？`).waitFor();
        await confirm.getByText(`将删除域名 ${doomed} 及其全部解析记录`, { exact: false }).waitFor();
        await confirm.getByRole('button', { name: '确认' }).click();
        await page.getByText('删除成功').waitFor();
        await rows(page).filter({ hasText: doomed }).waitFor({ state: 'detached' });
        const member = await ownLink(page).innerText();

        // a new group, then its picker: filter, check, add, save
        await page.goto(`${BASE_URL}/dns/domain/list/group`);
        await page.getByRole('button', { name: '添加分组' }).click();
        const dialog = page.getByRole('dialog');
        const group = `E2E 选择 ${Date.now() % 100000}`;
        await dialog.locator('input[name="name"]').fill(group);
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存成功').waitFor();
        const row = rows(page).filter({ hasText: group });
        await row.getByRole('button', { name: '管理域名' }).click();
        const picker = page.getByRole('dialog');
        const available = picker.getByTestId('picker-available');
        await available.getByPlaceholder('筛选').fill(member);
        await available.getByRole('checkbox', { name: member, exact: true }).check();
        await picker.getByRole('button', { name: '加入所选' }).click();
        await picker.getByTestId('picker-chosen').getByRole('checkbox', { name: member, exact: true }).waitFor();
        await picker.getByRole('button', { name: '保存', exact: true }).click();
        await page.getByText('分组已更新').waitFor();
        await row.getByRole('link', { name: '1', exact: true }).waitFor();
    });
});
