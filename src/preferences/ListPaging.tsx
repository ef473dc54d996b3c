import { useMemo } from 'react';
import { Pagination } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../config/constants';
import { pageSizeOptions, useTablePageSize } from './tablePrefs';

/**
 * The paging props of a list, from the table settings: spread into `<List {...useListPaging()}>`. The list
 * opens with the chosen page size; its pagination offers `options` (USER_PAGE_SIZE_OPTIONS on user lists) plus
 * the chosen size when they lack it. A page size picked in a list's own pagination stays with that list
 * (react-admin keeps it in the list's saved parameters).
 */
export const useListPaging = (options: readonly number[] = PAGE_SIZE_OPTIONS) => {
    const perPage = useTablePageSize();
    const rowsPerPageOptions = useMemo(() => pageSizeOptions(perPage, options), [perPage, options]);
    const pagination = useMemo(() => <Pagination rowsPerPageOptions={rowsPerPageOptions} />, [rowsPerPageOptions]);
    return { perPage, pagination } as const;
};
