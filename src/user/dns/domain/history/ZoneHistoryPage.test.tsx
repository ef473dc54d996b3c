import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickContent } from '../../../../zone';
import { renderDomainPage } from '../../../../../tests/support/renderDomainPage';
import { setupDemoServer } from '../../../../../tests/support/server';
import { applyToZone, recordAt, zoneNow } from './historyTesting';
import { ZoneHistoryPage } from './ZoneHistoryPage';

setupDemoServer();

const openHistory = (search = '') => renderDomainPage('history', <ZoneHistoryPage />, search);

describe('zone history tab', () => {
    it('lists the change sets newest first: where from, counts, comment, and the entry a revert undoes', async () => {
        const api = recordAt(await zoneNow(), 'api');
        const deleted = await applyToZone([{ op: 'delete', before: api }], { comment: 'api retired' });
        await applyToZone([{ op: 'add', after: pickContent(api) }], { source: 'revert', revertOf: deleted });
        openHistory();
        const rows = await screen.findAllByRole('row');
        // the header, then the newest entry first
        expect(within(rows[1]).getByText('撤销')).toBeTruthy();
        expect(within(rows[1]).getByTestId('entry-counts').textContent).toBe('添加 1 条');
        expect(within(rows[1]).getByTestId('entry-reverts').textContent).toBe(`撤销 #${deleted}`);
        expect(within(rows[2]).getByText('记录行操作')).toBeTruthy();
        expect(within(rows[2]).getByTestId('entry-counts').textContent).toBe('删除 1 条');
        expect(within(rows[2]).getByText('api retired')).toBeTruthy();
    });

    it('says so when the zone has no history', async () => {
        openHistory();
        expect(await screen.findByText('还没有变更')).toBeTruthy();
    });

    it('opens an entry from the address, shows its diff, and reverts it in one click', async () => {
        const user = userEvent.setup();
        const api = recordAt(await zoneNow(), 'api');
        const id = await applyToZone([{ op: 'delete', before: api }]);
        openHistory(`?entry=${id}`);
        const entry = await screen.findByTestId('history-entry');
        expect(within(await within(entry).findByTestId('change-set-delete')).getByText(/api A 58\.42\.119\.133/)).toBeTruthy();

        await user.click(screen.getByTestId('history-revert'));
        const preview = await screen.findByRole('dialog', { name: `撤销变更 #${id}` });
        expect(within(preview).getByTestId('change-set-counts').textContent).toBe('新增 1 条');
        await user.click(within(preview).getByRole('button', { name: '执行 1 项修改' }));
        await waitFor(() => expect(within(screen.getByRole('dialog')).getByTestId('change-set-summary').textContent).toContain('已执行：1'));
        await user.click(screen.getByRole('button', { name: '关闭' }));

        const back = recordAt(await zoneNow(), 'api');
        expect(pickContent(back)).toEqual(pickContent(api));
        // the revert is the newest entry, naming the one it undoes
        await waitFor(() => expect(screen.getAllByTestId('entry-reverts')[0].textContent).toBe(`撤销 #${id}`));
        expect(screen.queryByTestId('history-entry')).toBeNull();
    });

    it('lists a record changed since as a conflict: kept as it is by default, undone onto when chosen', async () => {
        const user = userEvent.setup();
        const admin = recordAt(await zoneNow(), 'admin');
        const id = await applyToZone([{ op: 'update', before: admin, after: { ...pickContent(admin), ttl: 1200 } }]);
        const changed = recordAt(await zoneNow(), 'admin');
        await applyToZone([{ op: 'update', before: changed, after: { ...pickContent(changed), value: '192.0.2.9' } }]);
        openHistory(`?entry=${id}`);
        await user.click(await screen.findByTestId('history-revert'));

        const conflict = await screen.findByTestId('revert-conflict');
        expect(conflict.textContent).toContain('此后被修改');
        expect(conflict.textContent).toContain('192.0.2.9');
        expect(within(conflict).getByRole('radio', { name: '保持现状' })).toHaveProperty('checked', true);
        // kept as it is: nothing left to change
        await user.click(screen.getByRole('button', { name: '预览' }));
        expect(await screen.findByTestId('history-nothing')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: '关闭' }));

        await user.click(await screen.findByTestId('history-revert'));
        await user.click(within(await screen.findByTestId('revert-conflict')).getByRole('radio', { name: /仍然撤销/ }));
        await user.click(screen.getByRole('button', { name: '预览' }));
        const preview = await screen.findByRole('dialog', { name: `撤销变更 #${id}` });
        // undone onto the record as it is now: back to how it was before the entry, the change since included
        expect(within(preview).getByTestId('change-set-update').textContent).toMatch(/记录值: 192\.0\.2\.9 → 139\.86\.7\.51.*TTL: 1200 → 600/);
        await user.click(within(preview).getByRole('button', { name: '执行 1 项修改' }));
        await waitFor(() => expect(screen.getByTestId('change-set-summary').textContent).toContain('已执行：1'));
        const now = recordAt(await zoneNow(), 'admin');
        expect({ ttl: now.ttl, value: now.value }).toEqual({ ttl: 600, value: '139.86.7.51' });
    });

    it('restores the zone as it was right after an entry, undoing every newer one', async () => {
        const user = userEvent.setup();
        const zone = await zoneNow();
        const [api, admin] = [recordAt(zone, 'api'), recordAt(zone, 'admin')];
        const point = await applyToZone([{ op: 'update', before: api, after: { ...pickContent(api), ttl: 3600 } }]);
        const after = await zoneNow();
        await applyToZone([{ op: 'delete', before: admin }]);
        await applyToZone([{ op: 'add', after: { ...pickContent(admin), top: 'new', value: '192.0.2.50' } }]);
        openHistory(`?entry=${point}`);
        await user.click(await screen.findByTestId('history-restore'));
        const preview = await screen.findByRole('dialog', { name: /将解析恢复到/ });
        expect(within(preview).getByTestId('change-set-counts').textContent).toBe('新增 1 条 · 删除 1 条');
        await user.click(within(preview).getByRole('button', { name: '执行 2 项修改' }));
        await waitFor(() => expect(screen.getByTestId('change-set-summary').textContent).toContain('已执行：2'));
        const key = (record: ReturnType<typeof pickContent>) => `${record.top} ${record.record_type} ${record.value} ${record.ttl}`;
        expect((await zoneNow()).map(record => key(pickContent(record))).sort()).toEqual(after.map(record => key(pickContent(record))).sort());
    });

    it('brings one deleted record back from an entry that deleted several', async () => {
        const user = userEvent.setup();
        const zone = await zoneNow();
        const id = await applyToZone([
            { op: 'delete', before: recordAt(zone, 'api') },
            { op: 'delete', before: recordAt(zone, 'admin') },
        ]);
        openHistory(`?entry=${id}`);
        const deletes = await screen.findByTestId('change-set-delete');
        const adminRow = within(deletes)
            .getAllByTestId('history-bring-back')
            .find(button => button.closest('[data-op]')?.textContent?.includes('admin'))!;
        await user.click(adminRow);
        const preview = await screen.findByRole('dialog', { name: '恢复已删除的记录' });
        expect(within(preview).getByTestId('change-set-add').textContent).toContain('admin A 139.86.7.51');
        await user.click(within(preview).getByRole('button', { name: '执行 1 项修改' }));
        await waitFor(() => expect(screen.getByTestId('change-set-summary').textContent).toContain('已执行：1'));
        const now = await zoneNow();
        expect(recordAt(now, 'admin').value).toBe('139.86.7.51');
        expect(now.some(record => record.top === 'api' && record.record_type === 'A')).toBe(false);
    });
});
