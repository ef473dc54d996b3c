import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LocalPagination } from './LocalPagination';

/** Rows a preview tab shows at once: paged, so 50 000 never freeze the page. */
const PREVIEW_PAGE_SIZE = 100;

export interface PreviewColumn<T> {
    /** Translation key of the heading. */
    label: string;
    render: (row: T) => ReactNode;
    /** Keep on one line (a type, a line, a TTL): the long values break instead. */
    nowrap?: boolean;
}

/**
 * One class of the preview: a page of 100 rows at a time, or what its emptiness means. With `minWidth` the table
 * keeps that width and scrolls sideways on a narrower screen (a phone) instead of breaking every cell's text.
 */
export const PreviewRows = <T,>({
    rows,
    columns,
    empty,
    rowKey,
    minWidth,
}: {
    rows: readonly T[];
    columns: PreviewColumn<T>[];
    empty: string;
    rowKey: (row: T, index: number) => string | number;
    minWidth?: number;
}) => {
    const translate = useTranslate();
    const [page, setPage] = useState(0);
    if (rows.length === 0)
        return (
            <Typography color="text.secondary" sx={{ p: 2 }}>
                {translate(empty)}
            </Typography>
        );
    const shown = rows.slice(page * PREVIEW_PAGE_SIZE, (page + 1) * PREVIEW_PAGE_SIZE);
    return (
        <>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" sx={{ minWidth }}>
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell key={column.label}>{translate(column.label)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.map((row, index) => (
                            <TableRow key={rowKey(row, page * PREVIEW_PAGE_SIZE + index)}>
                                {columns.map(column => (
                                    <TableCell key={column.label} sx={column.nowrap ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}>
                                        {column.render(row)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {rows.length > PREVIEW_PAGE_SIZE ? (
                <LocalPagination
                    count={rows.length}
                    page={page}
                    onPageChange={(_, next) => setPage(next)}
                    rowsPerPage={PREVIEW_PAGE_SIZE}
                    rowsPerPageOptions={[PREVIEW_PAGE_SIZE]}
                />
            ) : null}
        </>
    );
};
