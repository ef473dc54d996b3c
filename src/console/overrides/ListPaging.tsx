import { useId, useMemo } from 'react';
import { Pagination } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../config/constants';
import { pageSizeOptions, useTablePageSize } from '../preferences/tablePrefs';

/**
 * The paging props of a list, from the table settings: spread into `<List {...useListPaging()}>`. The list
 * opens with the chosen page size; its pagination offers `options` (USER_PAGE_SIZE_OPTIONS on user lists) plus
 * the chosen size when they lack it. A page size picked in a list's own pagination stays with that list
 * (react-admin keeps it in the list's saved parameters).
 */
export const useListPaging = (options: readonly number[] = PAGE_SIZE_OPTIONS) => {
    const perPage = useTablePageSize();
    const rowsPerPageOptions = useMemo(() => pageSizeOptions(perPage, options), [perPage, options]);
    // The page-size select is the browser's own, named by its "rows per page" label: MUI's Select sets its display
    // node in state from a ref as it mounts (a state update while React commits: docs/architecture.md, "First paint and cold load").
    const labelId = useId();
    const pagination = useMemo(
        () => (
            <Pagination rowsPerPageOptions={rowsPerPageOptions} slotProps={{ select: { native: true, labelId, inputProps: { 'aria-labelledby': labelId } } }} />
        ),
        [rowsPerPageOptions, labelId],
    );
    return { perPage, pagination } as const;
};
