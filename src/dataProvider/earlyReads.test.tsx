import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, DataTable, List, memoryStore, Resource, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead, startFirstList, takeEarlyRead } from './earlyReads';
import { TABLE_PREFS_KEY } from '../console/preferences/tablePrefs';

const rows = [
    { id: 2, domain: 'b.cn' },
    { id: 1, domain: 'a.cn' },
];

/** A provider whose getList answers `rows`, and hands a started read to the page's identical call as crudProvider does. */
const providerWithEarlyReads = (total = rows.length) => {
    const server = vi.fn(() => Promise.resolve({ data: rows, total }));
    const provider = {
        getList: (resource: string, params: object) => takeEarlyRead('getList', resource, params) ?? server(),
    } as unknown as DataProvider;
    return { provider, server };
};

const DomainTable = ({ perPage }: { perPage: number }) => (
    <List resource="domain" sort={{ field: 'id', order: 'DESC' }} perPage={perPage}>
        <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="domain" />
        </DataTable>
    </List>
);

const renderList = ({
    provider,
    store,
    queryClient,
    perPage = 20,
}: {
    provider: DataProvider;
    store: ReturnType<typeof memoryStore>;
    queryClient: QueryClient;
    perPage?: number;
}) =>
    render(
        <AdminContext dataProvider={provider} store={store} queryClient={queryClient}>
            <Resource name="domain" list={<DomainTable perPage={perPage} />} />
        </AdminContext>,
    );

afterEach(() => {
    vi.useRealTimers();
    // a rendered <List> writes its parameters in the address: the next list starts from none
    window.history.replaceState(null, '', '/');
});

describe('startEarlyRead / takeEarlyRead', () => {
    it('hands the started answer to the first identical call only, whatever the order of its keys and its abort signal', async () => {
        const read = vi.fn(() => Promise.resolve('answer'));
        void startEarlyRead('getList', 'domain', { sort: { order: 'DESC', field: 'id' }, pagination: { page: 1, perPage: 20 } }, read);
        expect(
            takeEarlyRead('getList', 'domain', {
                pagination: { perPage: 20, page: 1 },
                sort: { field: 'id', order: 'DESC' },
                signal: new AbortController().signal,
            }),
        ).toBeDefined();
        await expect(takeEarlyRead('getList', 'domain', { pagination: { perPage: 20, page: 1 }, sort: { field: 'id', order: 'DESC' } })).toBeUndefined();
        expect(read).toHaveBeenCalledTimes(1);
    });

    it('gives nothing to another call: other parameters, another resource', () => {
        void startEarlyRead('getList', 'domain', { pagination: { page: 1, perPage: 20 } }, () => Promise.resolve());
        expect(takeEarlyRead('getList', 'domain', { pagination: { page: 2, perPage: 20 } })).toBeUndefined();
        expect(takeEarlyRead('getList', 'record', { pagination: { page: 1, perPage: 20 } })).toBeUndefined();
        expect(takeEarlyRead('getList', 'domain', { pagination: { page: 1, perPage: 20 } })).toBeDefined();
    });

    it('forgets a read that failed: the page asks the server itself', async () => {
        const failed = startEarlyRead('getList', 'domain', {}, () => Promise.reject(new Error('offline')));
        await expect(failed).rejects.toThrow('offline');
        expect(takeEarlyRead('getList', 'domain', {})).toBeUndefined();
    });

    it('lets a read go when no page asked for it within 10 s', () => {
        vi.useFakeTimers();
        void startEarlyRead('getList', 'domain', { page: 9 }, () => Promise.resolve());
        vi.advanceTimersByTime(10_000);
        expect(takeEarlyRead('getList', 'domain', { page: 9 })).toBeUndefined();
    });
});

/**
 * Starts the list's first page with `stored` list parameters in the Store, then renders react-admin's <List>: its rows
 * are in its first render (the answer was in the cache under react-admin's key), and its own call as it mounts takes
 * the started answer (the server is asked once).
 */
const expectOneCallAndRowsAtOnce = async (stored?: object, total?: number) => {
    const { provider, server } = providerWithEarlyReads(total);
    const store = memoryStore(stored ? { 'domain.listParams': stored } : {});
    const queryClient = new QueryClient();
    await startFirstList({ provider, store, queryClient }, { resource: 'domain', sort: { field: 'id', order: 'DESC' }, perPage: 20 });
    expect(server).toHaveBeenCalledTimes(1);
    renderList({ provider, store, queryClient });
    expect(screen.getByText('b.cn')).toBeTruthy();
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(server).toHaveBeenCalledTimes(1);
};

describe("startFirstList: a list's first page, asked for before the list renders", () => {
    it("is the very call react-admin's <List> makes: the list renders its rows at once and asks the server nothing more", async () => {
        await expectOneCallAndRowsAtOnce();
    });

    it("reads the list's parameters from the Store as react-admin does (page, page size, sort, filters kept from the last visit)", async () => {
        // page 2 of 50 rows exists
        await expectOneCallAndRowsAtOnce(
            { page: 2, perPage: 50, sort: 'domain', order: 'ASC', filter: { status: 1 }, displayedFilters: { status: true } },
            120,
        );
    });

    it('asks for the page size of the table settings when the list names none, as every list of the console has it', async () => {
        const { provider, server } = providerWithEarlyReads(120);
        const store = memoryStore({ [TABLE_PREFS_KEY]: { pageSize: 50 } });
        const queryClient = new QueryClient();
        await startFirstList({ provider, store, queryClient }, { resource: 'domain', sort: { field: 'id', order: 'DESC' } });
        expect(server).toHaveBeenCalledTimes(1);
        renderList({ provider, store, queryClient, perPage: 50 });
        expect(screen.getByText('b.cn')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(server).toHaveBeenCalledTimes(1);
    });

    it('starts nothing for an address with a query string (react-admin reads the parameters from there)', async () => {
        const { provider, server } = providerWithEarlyReads();
        window.history.replaceState(null, '', '/dns/domain/list/list?page=3');
        await startFirstList(
            { provider, store: memoryStore(), queryClient: new QueryClient() },
            { resource: 'domain', sort: { field: 'id', order: 'DESC' }, perPage: 20 },
        );
        window.history.replaceState(null, '', '/');
        expect(server).not.toHaveBeenCalled();
    });
});
