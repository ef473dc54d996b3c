import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, useList, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../../../i18n/provider';
import type { ApplyChunk } from '../../../../data/changeSets/api';
import type { DnsRecord } from '../../../../data/records/api';
import { BatchDialog } from './BatchDialog';
import { RecordPageProvider } from './RecordPageContext';
import { SelectionProvider, useRecordSelection, useRememberRows } from './selection';
import { useDefaultTtl } from './useDefaultTtl';

const ZONE = { domain_id: 7, domain: 'example.com' };
const rows: DnsRecord[] = [1, 2].map(id => ({ id, record_id: id, top: `h${id}`, record_type: 'A', value: `192.0.2.${id}`, ttl: 600, status: 1 }));

const AskTtl = () => {
    const { ask } = useRecordSelection();
    return (
        <>
            <button onClick={() => ask('ttl')}>ask ttl</button>
            <button onClick={() => ask('pause')}>ask pause</button>
        </>
    );
};

/** As RecordList wires it: the batch dialog gets the zone's default TTL the editor gets. */
const Page = () => {
    const [selectedIds] = useState([1, 2]);
    const list = useList<DnsRecord>({ data: rows, resource: 'record' });
    useRememberRows(rows);
    const defaultTtl = useDefaultTtl(ZONE.domain_id);
    return (
        <ListContextProvider value={{ ...list, selectedIds }}>
            <AskTtl />
            <BatchDialog defaultTtl={defaultTtl} />
        </ListContextProvider>
    );
};

const renderBatch = (defaultTtl: number, minTtl = 0) => {
    const dataProvider = {
        getDomainLimits: vi.fn(async () => ({ plan: '免费版', recordLimit: 50, recordCount: 2, minTtl, lineIds: null, recordTypes: null })),
        getDomainSettings: vi.fn(async () => ({ confDefaultTtl: defaultTtl, confCnameAccelerate: 0, confRecursiveStatus: 0, confSeoStatus: 0 })),
        applyChangeChunk: vi.fn(async ({ ops }: ApplyChunk) => ({
            changeSetId: 12,
            list: ops.map((op, index) => ({ index, code: 1, msg: '', record_id: op.op === 'add' ? 0 : op.before.record_id })),
        })),
    } as unknown as DataProvider & { [name in 'getDomainSettings' | 'getDomainLimits' | 'applyChangeChunk']: ReturnType<typeof vi.fn> };
    render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <RecordPageProvider zone={ZONE} readOnly={null} toggleStatus={() => {}}>
                    <SelectionProvider>
                        <Page />
                    </SelectionProvider>
                </RecordPageProvider>
            </AdminContext>
        </MemoryRouter>,
    );
    return dataProvider;
};

describe('batch TTL change', () => {
    it("starts at the zone's own default TTL, afresh each time it is asked for", async () => {
        const user = userEvent.setup();
        const dataProvider = renderBatch(300);
        await waitFor(() => expect(dataProvider.getDomainSettings).toHaveBeenCalledWith(ZONE.domain_id));
        await new Promise(resolve => setTimeout(resolve, 0));
        await user.click(screen.getByRole('button', { name: 'ask ttl' }));
        const dialog = await screen.findByRole('dialog');
        const preset = () => (within(dialog).getByTestId('batch-ttl-preset') as HTMLInputElement).value;
        expect(preset()).toBe('300');
        await user.click(within(dialog).getByRole('combobox'));
        await user.click(await screen.findByRole('option', { name: '3600 · 1小时' }));
        expect(preset()).toBe('3600');
        await user.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await user.click(screen.getByRole('button', { name: 'ask ttl' }));
        expect(((await screen.findByRole('dialog')).querySelector('[data-testid="batch-ttl-preset"]') as HTMLInputElement).value).toBe('300');
    });

    it("offers only the TTLs the zone's plan allows: the presets below its minimum are disabled", async () => {
        const user = userEvent.setup();
        const dataProvider = renderBatch(600, 600);
        await waitFor(() => expect(dataProvider.getDomainLimits).toHaveBeenCalledWith(ZONE.domain_id));
        await new Promise(resolve => setTimeout(resolve, 0));
        await user.click(screen.getByRole('button', { name: 'ask ttl' }));
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('combobox'));
        expect((await screen.findByRole('option', { name: /^60 · 1分钟/ })).getAttribute('aria-disabled')).toBe('true');
        expect(screen.getByRole('option', { name: /^600 · 10分钟/ }).getAttribute('aria-disabled')).not.toBe('true');
        expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
    });

    it('makes the selection one change set: the review carries the count, one apply call sends it', async () => {
        const user = userEvent.setup();
        const dataProvider = renderBatch(600);
        await user.click(screen.getByRole('button', { name: 'ask pause' }));
        const review = await screen.findByRole('dialog', { name: '暂停记录' });
        expect(within(review).getByTestId('change-set-counts').textContent).toBe('暂停 2 条');
        await user.click(within(review).getByRole('button', { name: '执行 2 项修改' }));
        expect((await within(review).findByTestId('change-set-summary')).textContent).toContain('已执行：2');
        expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1);
        const [chunk] = dataProvider.applyChangeChunk.mock.calls[0] as [ApplyChunk];
        expect(chunk).toMatchObject({ set: { ...ZONE, source: 'batch' }, total: 2 });
        expect(chunk.ops.map(op => op.op === 'update' && [op.before.record_id, op.before.status, op.after.status])).toEqual([
            [1, 1, 3],
            [2, 1, 3],
        ]);
    });
});
