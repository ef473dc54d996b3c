import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, DataTable, List, memoryStore, Resource, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_PAGE_SIZE_OPTIONS } from '../../config/constants';
import { i18nProvider } from '../../i18n/provider';
import { useListPaging } from './ListPaging';
import { TABLE_PREFS_KEY } from '../preferences/tablePrefs';

const Table = () => (
    <List resource="domain" {...useListPaging(USER_PAGE_SIZE_OPTIONS)}>
        <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="domain" />
        </DataTable>
    </List>
);

const renderList = () => {
    const getList = vi.fn((_resource: string, { pagination }: { pagination: { perPage: number } }) =>
        Promise.resolve({ data: Array.from({ length: pagination.perPage }, (_, index) => ({ id: index + 1, domain: `d${index}.cn` })), total: 500 }),
    );
    render(
        <AdminContext
            dataProvider={{ getList } as unknown as DataProvider}
            i18nProvider={i18nProvider}
            store={memoryStore({ [TABLE_PREFS_KEY]: { pageSize: 30 } })}
        >
            <Resource name="domain" list={<Table />} />
        </AdminContext>,
    );
    return { getList };
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useListPaging', () => {
    it("opens with the table settings' page size; the page-size select is the browser's own, with the list's sizes and the chosen one", async () => {
        const { getList } = renderList();
        const select = (await screen.findByRole('combobox', { name: '每页行数：' })) as HTMLSelectElement;
        expect(select.tagName).toBe('SELECT');
        expect(select.value).toBe('30');
        expect([...select.options].map(option => option.value)).toEqual(['10', '20', '30', '50', '100', '200']);
        expect(getList).toHaveBeenCalledWith('domain', expect.objectContaining({ pagination: { page: 1, perPage: 30 } }));
    });

    it('a page size picked there reloads the list with it', async () => {
        const { getList } = renderList();
        fireEvent.change(await screen.findByRole('combobox'), { target: { value: '50' } });
        await waitFor(() => expect(getList).toHaveBeenLastCalledWith('domain', expect.objectContaining({ pagination: { page: 1, perPage: 50 } })));
    });
});
