import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { LoadError, PageLoading } from '../../ui/PageStates';
import { PLAN_QUERY_KEY } from './queries';
import { useProductName } from '../../ui/productName';

const COLUMNS = ['name', 'quantity', 'domain', 'payTime', 'orderId'] as const;

/** The value-added services bought (paid orders of goodsType 13), newest first. */
export const VasPurchases = () => {
    const translate = useTranslate();
    const productName = useProductName();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data, isPending, error, refetch } = useQuery({ queryKey: [PLAN_QUERY_KEY, 'vas'], queryFn: () => dataProvider.getVasPurchases() });
    return (
        <Box component="section" sx={{ mt: 4 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('plans.vas.bought')}
            </Typography>
            {isPending ? <PageLoading /> : null}
            {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
            {data && data.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('plans.vas.boughtEmpty')}
                </Typography>
            ) : null}
            {data && data.length > 0 ? (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={translate('plans.vas.bought')}>
                        <TableHead>
                            <TableRow>
                                {COLUMNS.map(column => (
                                    <TableCell key={column} align={column === 'quantity' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                                        {translate(`plans.vas.columns.${column}`)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map(row => (
                                <TableRow key={row.id}>
                                    <TableCell>{productName(row.productName)}</TableCell>
                                    <TableCell align="right">{row.quantity}</TableCell>
                                    <TableCell>{row.domain || '—'}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.payTime}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{row.orderId}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            ) : null}
        </Box>
    );
};
