import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import type { UserPageQuery } from '../../../data/appUsers/api';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { LocalPagination, useLocalPaging } from '../../../ui/LocalPagination';

export interface UserColumn<T> {
    /** Its heading's key under accountControl.columns. */
    name: string;
    render: (row: T) => ReactNode;
    align?: 'right';
}

/**
 * One user's rows of a table (domains, orders, sign-ins), newest first, paged on the server, with `columns`.
 * `kind` names the query and the empty text (accountControl.empty.<kind>).
 */
export const UserRows = <T extends { id: number | string }>({
    userId,
    kind,
    read,
    columns,
}: {
    userId: number;
    kind: 'domains' | 'orders' | 'signIns';
    read: (dataProvider: AdminDataProvider, query: UserPageQuery) => Promise<{ list: T[]; total: number }>;
    columns: UserColumn<T>[];
}) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { page, limit, pager } = useLocalPaging();
    const { data, error, isPending, refetch } = useQuery({
        queryKey: ['appUser', kind, userId, page, limit],
        queryFn: () => read(dataProvider, { userId, page: page + 1, limit }),
        placeholderData: keepPreviousData,
    });
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <PageLoading />;
    if (data.total === 0) {
        return (
            <Typography color="text.secondary" sx={{ py: 3 }}>
                {translate(`accountControl.empty.${kind}`)}
            </Typography>
        );
    }
    return (
        <>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid={`user-${kind}`}>
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell key={column.name} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                                    {translate(`accountControl.columns.${column.name}`)}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.list.map(row => (
                            <TableRow key={row.id}>
                                {columns.map(column => (
                                    <TableCell key={column.name} align={column.align}>
                                        {column.render(row)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
            <LocalPagination count={data.total} {...pager} />
        </>
    );
};
