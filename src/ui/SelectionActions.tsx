import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * A table's bulk action buttons, mounted from the first selection on (and kept, so that the toolbar collapses with
 * them when the selection is cleared): react-admin renders its bulk actions toolbar, hidden, with every table, and
 * the buttons with their closed confirm dialogs were a part of every first render of a list.
 */
export const SelectionActions = ({ children }: { children: ReactNode }) => {
    const { selectedIds } = useListContext();
    const used = useOpenedOnce((selectedIds?.length ?? 0) > 0);
    return used ? children : null;
};
