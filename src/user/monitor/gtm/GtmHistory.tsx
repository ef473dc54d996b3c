import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { LocalPagination } from '../../../ui/LocalPagination';
import { GtmStateChip } from './GtmStateChip';

const PAGE_SIZE = 10;

/** A task's switches, newest first, a page at a time: when, from which pool to which, and why. */
export const GtmHistory = ({ taskId }: { taskId: Identifier }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [page, setPage] = useState(0);
    const { data, error, isPending, refetch } = useQuery({
        queryKey: ['gtmTask', 'history', taskId, page],
        queryFn: () => dataProvider.getGtmHistory(taskId, page + 1, PAGE_SIZE),
        placeholderData: keepPreviousData,
    });
    if (isPending) return <PageLoading />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (data.total === 0) {
        return (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="gtm-history-empty">
                {translate('gtm.historyEmpty')}
            </Typography>
        );
    }
    return (
        <Box sx={{ overflowX: 'auto' }} data-testid="gtm-history">
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('gtm.historyTime')}</TableCell>
                        <TableCell>{translate('gtm.historyChange')}</TableCell>
                        <TableCell>{translate('gtm.historyReason')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {data.data.map(row => (
                        <TableRow key={row.id}>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                <GtmStateChip state={row.from} /> → <GtmStateChip state={row.to} />
                            </TableCell>
                            <TableCell sx={{ minWidth: 200 }}>{row.reason}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <LocalPagination
                count={data.total}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next)}
            />
        </Box>
    );
};
