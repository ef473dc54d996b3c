import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';

type LocalPaginationProps = Omit<TablePaginationProps<'div'>, 'component' | 'labelDisplayedRows' | 'labelRowsPerPage' | 'getItemAriaLabel'>;

/**
 * The pager of a table that pages by itself (not a react-admin list): MUI's TablePagination with react-admin's
 * own translated texts ("1–10 / 16", 每页行数, 转到下一页), as react-admin's Pagination words them.
 */
export const LocalPagination = (props: LocalPaginationProps) => {
    const translate = useTranslate();
    const labelDisplayedRows = useCallback(
        ({ from, to, count }: { from: number; to: number; count: number }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count === -1 ? to : count }),
        [translate],
    );
    const labelItem = useCallback((type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`), [translate]);
    return (
        <TablePagination
            component="div"
            {...props}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={labelDisplayedRows}
            getItemAriaLabel={labelItem}
        />
    );
};

/** The page sizes a table that pages by itself offers unless it says otherwise. */
export const LOCAL_PAGE_SIZES: readonly number[] = [10, 20, 50];

/**
 * The state of a table that pages by itself: the page (from 0) and page size to read, and the props that wire
 * `LocalPagination` to them (a new page size starts again at the first page).
 */
export const useLocalPaging = (sizes: readonly number[] = LOCAL_PAGE_SIZES) => {
    const [page, setPage] = useState(0);
    const [limit, setLimit] = useState(sizes[0]);
    const pager = {
        page,
        rowsPerPage: limit,
        rowsPerPageOptions: [...sizes],
        onPageChange: (_event: unknown, next: number) => setPage(next),
        onRowsPerPageChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            setLimit(Number(event.target.value));
            setPage(0);
        },
    };
    return { page, limit, pager };
};
