import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ListBase, memoryStore, useListContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { useFreshSelection } from './selection';

const STORE_KEY = 'record.7';

const Probe = () => {
    const { selectedIds, onSelect, isPending } = useListContext();
    if (isPending) return null;
    return (
        <>
            <p data-testid="selected">{selectedIds.join(',') || 'none'}</p>
            <button onClick={() => onSelect([3])}>select 3</button>
        </>
    );
};

const Listing = () => (
    <ListBase resource="record" storeKey={STORE_KEY} disableSyncWithLocation>
        <Probe />
    </ListBase>
);

/** As RecordList wires it. */
const FreshListing = () => {
    useFreshSelection('record', STORE_KEY);
    return <Listing />;
};

/** A list of records 1..3 whose Store still holds the selection [1, 2] of an earlier visit (as after a reload). */
const renderList = (fresh: boolean) => {
    const rows = [1, 2, 3].map(id => ({ id }));
    const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: rows.length })) } as unknown as DataProvider;
    const store = memoryStore({ [`${STORE_KEY}.selectedIds`]: [1, 2] });
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} store={store}>
                {fresh ? <FreshListing /> : <Listing />}
            </AdminContext>
        </MemoryRouter>,
    );
};

describe('record selection after a reload', () => {
    it('a selection restored from the Store would act on rows the page no longer knows', async () => {
        renderList(false);
        expect((await screen.findByTestId('selected')).textContent).toBe('1,2');
    });

    it('the record list starts with nothing selected', async () => {
        renderList(true);
        await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('none'));
    });

    it('a selection made after the list mounted stays', async () => {
        const user = userEvent.setup();
        renderList(true);
        await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('none'));
        await user.click(screen.getByRole('button', { name: 'select 3' }));
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.getByTestId('selected').textContent).toBe('3');
    });
});
