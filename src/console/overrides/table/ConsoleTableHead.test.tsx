import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, DataTable, List, memoryStore, Resource, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleTableHead, withConsoleTableHead } from './ConsoleTableHead';
import { i18nProvider } from '../../../i18n/provider';

const rows = [
    { id: 1, domain: 'a.cn', recordCount: 3, remarks: '主站' },
    { id: 2, domain: 'b.cn', recordCount: 12, remarks: '' },
];

const Table = () => (
    <List resource="domain" sort={{ field: 'id', order: 'DESC' }}>
        <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="domain" label="域名" />
            <DataTable.NumberCol source="recordCount" label="记录数" options={{ maximumFractionDigits: 0 }} />
            <DataTable.Col source="remarks" label="备注" disableSort />
        </DataTable>
    </List>
);

const renderTable = (store = memoryStore()) => {
    const getList = vi.fn(() => Promise.resolve({ data: rows, total: rows.length }));
    render(
        <AdminContext dataProvider={{ getList } as unknown as DataProvider} i18nProvider={i18nProvider} store={store}>
            <ThemeProvider theme={withConsoleTableHead(createTheme())}>
                <Resource name="domain" list={<Table />} />
            </ThemeProvider>
        </AdminContext>,
    );
    return { getList };
};

const header = async () => within((await screen.findAllByRole('rowgroup'))[0]);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ConsoleTableHead', () => {
    it('names each sortable column by its "sort by" text, and mounts no tooltip before one is needed', async () => {
        renderTable();
        const head = await header();
        expect(head.getByRole('button', { name: '按域名升序排序' })).toBeTruthy();
        expect(head.getByRole('button', { name: '按记录数升序排序' })).toBeTruthy();
        // not sortable: the title alone
        expect(head.getByText('备注').closest('[role="button"]')).toBeNull();
        expect(screen.queryByRole('tooltip')).toBeNull();
        // MUI marks a Tooltip's child outside production builds: no MUI Tooltip is mounted
        expect(document.querySelector('thead [data-mui-internal-clone-element]')).toBeNull();
    });

    it('shows the tooltip on hover and sorts on a click, the next click in the other order', async () => {
        const { getList } = renderTable();
        const head = await header();
        const domain = head.getByRole('button', { name: '按域名升序排序' });
        fireEvent.pointerEnter(domain.parentElement!, { pointerType: 'mouse' });
        expect((await screen.findByRole('tooltip')).textContent).toBe('按域名升序排序');
        fireEvent.click(domain);
        await waitFor(() => expect(getList).toHaveBeenLastCalledWith('domain', expect.objectContaining({ sort: { field: 'domain', order: 'ASC' } })));
        fireEvent.click(await head.findByRole('button', { name: '按域名降序排序' }));
        await waitFor(() => expect(getList).toHaveBeenLastCalledWith('domain', expect.objectContaining({ sort: { field: 'domain', order: 'DESC' } })));
    });

    it('right-aligns a number column, as react-admin does', async () => {
        renderTable();
        const head = await header();
        expect(head.getByRole('button', { name: '按记录数升序排序' }).closest('th')!.className).toContain('MuiTableCell-alignRight');
        expect(head.getByText('域名').closest('th')!.className).toContain('column-domain');
    });

    it('leaves out the columns hidden in the table settings', async () => {
        const store = memoryStore({ 'domain.datatable': ['remarks'] });
        renderTable(store);
        const head = await header();
        await head.findByText('域名');
        expect(head.queryByText('备注')).toBeNull();
    });

    it("keeps the theme's other DataTable defaults", () => {
        const theme = withConsoleTableHead(createTheme({ components: { RaDataTable: { defaultProps: { size: 'medium' } } } }));
        expect(theme.components?.RaDataTable?.defaultProps).toEqual({ size: 'medium', head: ConsoleTableHead });
    });
});
