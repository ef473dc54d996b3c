import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminContext, ListBase, memoryStore, useListContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createUserDataProvider } from '../../../dataProvider';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import { setupDemoServer } from '../../../../../tests/support/server';
import { testServices } from '../../../../../tests/support/services';
import { useJustWritten } from './justWritten';
import { RecordPageProvider } from './RecordPageContext';
import { RecordTable } from './RecordTable';
import { SelectionProvider } from './selection';

setupDemoServer();

/** A zone of the first demo user with more records than a page of 10 (not the 5 200-record one). */
const busyZone = () => {
    const db = getDemoDb();
    const counts = new Map<number, number>();
    for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
    const zone = db.domains.find(row => row.userId === 1 && !row.locked && (counts.get(row.id) ?? 0) >= 15 && (counts.get(row.id) ?? 0) < 500)!;
    return { domain_id: zone.id, domain: zone.domain };
};

/** Marks a record as just written, as the editor does after a save. */
const Mark = ({ record }: { record?: Partial<DnsRecord> & { id: number } }) => {
    const { markWritten } = useJustWritten();
    const { data } = useListContext<DnsRecord>();
    return (
        <>
            <button onClick={() => data && markWritten(data[3].id, data[3])}>mark the fourth</button>
            {record ? <button onClick={() => markWritten(record.id, record)}>mark elsewhere</button> : null}
        </>
    );
};

const renderTable = (elsewhere?: Partial<DnsRecord> & { id: number }) => {
    const zone = busyZone();
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const dataProvider = createUserDataProvider(services.http);
    const calls: unknown[] = [];
    const spied = { ...dataProvider, getList: (resource: string, params: unknown) => (calls.push(params), dataProvider.getList(resource, params as never)) };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
        <MemoryRouter>
            <AdminContext dataProvider={spied} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <RecordPageProvider zone={zone} readOnly={null} toggleStatus={() => {}}>
                    <SelectionProvider>
                        <ListBase<DnsRecord> resource="record" filter={zone} sort={{ field: '', order: 'ASC' }} perPage={10} disableSyncWithLocation>
                            <Mark record={elsewhere} />
                            <RecordTable />
                        </ListBase>
                    </SelectionProvider>
                </RecordPageProvider>
            </AdminContext>
        </MemoryRouter>,
    );
    return { zone, calls };
};

const bodyRows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
const ttls = () =>
    bodyRows()
        .filter(row => row.classList.contains('RaDataTable-row'))
        .map(row => Number(row.children[5].textContent));
/** A column's sort button: its name is the tooltip, "按TTL升序排序". */
const sortBy = (column: string) => screen.getByRole('button', { name: new RegExp(`^按${column}(升序|降序)排序$`, 'i') });
const firstRows = async () => waitFor(() => expect(bodyRows().length).toBe(10));

describe('the record table', () => {
    it('sorts on the server by a column: the list call carries the column, the rows come back in its order', async () => {
        const user = userEvent.setup();
        const { calls } = renderTable();
        await firstRows();
        await user.click(sortBy('TTL'));
        await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: { field: 'ttl', order: 'ASC' } }));
        await waitFor(() => expect(ttls()).toEqual([...ttls()].sort((a, b) => a - b)));
        await user.click(sortBy('TTL'));
        await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: { field: 'ttl', order: 'DESC' } }));
        await waitFor(() => expect(ttls()).toEqual([...ttls()].sort((a, b) => b - a)));
        expect(new Set(ttls()).size).toBeGreaterThan(1);
        for (const name of ['主机记录', '记录类型', '线路', '记录值', '最后修改']) expect(sortBy(name)).toBeTruthy();
    });

    it('highlights the record just written on its page', async () => {
        const user = userEvent.setup();
        renderTable();
        await firstRows();
        await user.click(screen.getByRole('button', { name: 'mark the fourth' }));
        await waitFor(() => expect(bodyRows().filter(row => row.classList.contains('just-written'))).toHaveLength(1));
        expect(bodyRows()[3].classList.contains('just-written')).toBe(true);
        expect(screen.queryByTestId('records-pinned')).toBeNull();
    });

    it('pins the record just written above the rows while the order puts it on another page, until hidden', async () => {
        const user = userEvent.setup();
        const elsewhere = { id: 987654, top: 'pinned-host', record_type: 'A', value: '192.0.2.77', ttl: 600, status: 1, record_line_name: '默认' };
        renderTable(elsewhere);
        await firstRows();
        await user.click(screen.getByRole('button', { name: 'mark elsewhere' }));
        const caption = await screen.findByTestId('records-pinned');
        expect(caption.textContent).toContain('刚刚保存');
        const pinnedRow = bodyRows()[1];
        expect(pinnedRow.classList.contains('just-written')).toBe(true);
        expect(pinnedRow.textContent).toContain('pinned-host');
        await user.click(sortBy('TTL'));
        await waitFor(() => expect(ttls().slice(1)).toEqual([...ttls().slice(1)].sort((a, b) => a - b)));
        expect(screen.getByTestId('records-pinned')).toBeTruthy();
        await user.click(within(screen.getByTestId('records-pinned')).getByRole('button', { name: '隐藏' }));
        await waitFor(() => expect(screen.queryByTestId('records-pinned')).toBeNull());
        expect(bodyRows().some(row => row.textContent?.includes('pinned-host'))).toBe(false);
    });

    it('the selection bar says one count: the rows selected, or all matching, never both', async () => {
        const user = userEvent.setup();
        renderTable();
        await firstRows();
        await user.click(document.querySelector('thead input[type=checkbox]') as HTMLElement);
        const bar = document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement;
        await waitFor(() => expect(bar.textContent).toContain('选中10项'));
        await user.click(screen.getByTestId('records-select-matching'));
        await screen.findByTestId('records-keep-page');
        expect(bar.textContent).toMatch(/已选择筛选条件下的全部 \d+ 条记录/);
        expect(bar.textContent).not.toContain('选中10项');
        await user.click(screen.getByTestId('records-keep-page'));
        await waitFor(() => expect(bar.textContent).toContain('选中10项'));
        expect(bar.textContent).not.toMatch(/已选择筛选条件下的全部/);
    });
});
