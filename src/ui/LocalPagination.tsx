import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useCallback } from 'react';
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
