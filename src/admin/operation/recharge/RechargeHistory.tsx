import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { formatYuan } from '../../../format/money';
import { LocalPagination, useLocalPaging } from '../../../ui/LocalPagination';
import { adminPaths } from '../../paths';

const COLUMNS = ['createTime', 'username', 'amount', 'balanceAfter', 'reason', 'operator'] as const;
const MONEY = new Set<string>(['amount', 'balanceAfter']);

/** The manual recharges, newest first, paged on the server; one user's when `userId` is set (key it by userId: a new user starts at page 1). */
export const RechargeHistory = ({ userId, username }: { userId?: number; username?: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { page, limit, pager } = useLocalPaging();
    const { data, error, isPending, refetch } = useQuery({
        queryKey: ['appUser', 'recharges', userId ?? 'all', page, limit],
        queryFn: () => dataProvider.listRecharges({ userId, page: page + 1, limit }),
        placeholderData: keepPreviousData,
    });
    const title = userId !== undefined && username ? translate('operation.recharge.historyOf', { user: username }) : translate('operation.recharge.history');
    return (
        <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent sx={{ pb: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {title}
                </Typography>
            </CardContent>
            {error ? (
                <Box sx={{ px: 2 }}>
                    <LoadError error={error} onRetry={() => void refetch()} />
                </Box>
            ) : isPending ? (
                <PageLoading />
            ) : data.total === 0 ? (
                <EmptyState
                    icon={<ReceiptLongOutlined />}
                    title={translate('operation.recharge.historyEmpty')}
                    body={translate('operation.recharge.historyEmptyBody')}
                />
            ) : (
                <>
                    <Box sx={{ overflowX: 'auto' }}>
                        <Table size="small" aria-label={title} data-testid="recharge-history">
                            <TableHead>
                                <TableRow>
                                    {COLUMNS.map(column => (
                                        <TableCell key={column} align={MONEY.has(column) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                                            {translate(`operation.recharge.columns.${column}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.data.map(row => (
                                    <TableRow key={row.id}>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.createTime}</TableCell>
                                        <TableCell>
                                            <Link to={adminPaths.accountDetail(row.userId)}>{row.username}</Link>
                                        </TableCell>
                                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                            {formatYuan(row.amount)}
                                        </TableCell>
                                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                            {formatYuan(row.balanceAfter)}
                                        </TableCell>
                                        <TableCell sx={{ minWidth: 160 }}>{row.reason}</TableCell>
                                        <TableCell>{row.operator}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                    <LocalPagination count={data.total} {...pager} />
                </>
            )}
        </Card>
    );
};
