import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListContextProvider, useList, type Identifier } from 'react-admin';
import { SelectionActions } from './SelectionActions';

const Table = ({ selected }: { selected: Identifier[] }) => {
    const list = useList({ data: [{ id: 1 }, { id: 2 }] });
    return (
        <ListContextProvider value={{ ...list, selectedIds: selected }}>
            <SelectionActions>
                <button type="button">Delete</button>
            </SelectionActions>
        </ListContextProvider>
    );
};

describe('SelectionActions: bulk actions mounted from the first selection on', () => {
    it('renders nothing while no row was ever selected, the buttons once one is, and keeps them when it is cleared', () => {
        const { rerender } = render(<Table selected={[]} />);
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        rerender(<Table selected={[1]} />);
        expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
        rerender(<Table selected={[]} />);
        expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    });
});
