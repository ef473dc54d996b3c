import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/PageStates';
import type { SslOrder } from '../../../data/sslOrders/api';
import { SSL_STATUS, type SslOrderTab } from '../../../data/sslOrders/codes';
import { SslOrderCards } from './SslOrderCards';
import { SslOrderDrawer } from './SslOrderDrawer';
import { SslStatusChip } from './SslStatusChip';
import { userPaths } from '../../paths';

const Column = DataTable.Col<SslOrder>;

const Empty = ({ tab }: { tab: SslOrderTab }) => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    if (Object.keys(filterValues).some(key => key !== 'type')) return <EmptyState icon={<VerifiedUser />} title={translate('ssl.orders.noMatch')} />;
    return (
        <EmptyState
            icon={<VerifiedUser />}
            title={translate(tab === 'free' ? 'ssl.orders.emptyFree' : 'ssl.orders.emptyPaid')}
            action={
                <Button variant="contained" component={Link} to={userPaths.sslGoods()}>
                    {translate('ssl.orders.toGoods')}
                </Button>
            }
        />
    );
};

/** The certificate orders: product (opens the detail), names, status, times, and the next step. */
export const SslOrderTable = ({ tab }: { tab: SslOrderTab }) => {
    const translate = useTranslate();
    const [openId, setOpenId] = useState<number>();
    const { data, isPending } = useListContext<SslOrder>();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const drawer = <SslOrderDrawer id={openId} onClose={() => setOpenId(undefined)} />;
    if (phone && !isPending)
        return (
            <>
                {data?.length ? <SslOrderCards onOpen={setOpenId} /> : <Empty tab={tab} />}
                {drawer}
            </>
        );
    return (
        <>
            <DataTable<SslOrder> rowClick={false} bulkActionButtons={false} empty={<Empty tab={tab} />}>
                <Column
                    source="productName"
                    label="ssl.orders.product"
                    disableSort
                    render={order => (
                        <MuiLink component="button" type="button" underline="hover" onClick={() => setOpenId(order.id)} sx={{ textAlign: 'left' }}>
                            {order.productName}
                        </MuiLink>
                    )}
                />
                <Column
                    source="domains"
                    label="ssl.orders.domains"
                    disableSort
                    render={order => (
                        <Box sx={{ minWidth: 140 }}>
                            <Typography variant="body2">{order.domains[0]}</Typography>
                            {order.domains.length > 1 ? (
                                <Typography variant="caption" color="text.secondary">
                                    +{order.domains.length - 1}
                                </Typography>
                            ) : null}
                        </Box>
                    )}
                />
                <Column source="status" label="ssl.orders.status" disableSort render={order => <SslStatusChip status={order.status} />} />
                <Column
                    source="createTime"
                    label="ssl.orders.createTime"
                    disableSort
                    render={order => <Box sx={{ whiteSpace: 'nowrap' }}>{order.createTime}</Box>}
                />
                <Column
                    source="notAfter"
                    label="ssl.orders.notAfter"
                    disableSort
                    render={order => <Box sx={{ whiteSpace: 'nowrap' }}>{order.notAfter ?? '—'}</Box>}
                />
                <Column
                    source="id"
                    label="ssl.orders.actions"
                    disableSort
                    render={order =>
                        order.status === SSL_STATUS.toPay && order.orderId ? (
                            <Button size="small" component={Link} to={userPaths.paymentOrder(order.orderId)}>
                                {translate('ssl.orders.pay')}
                            </Button>
                        ) : (
                            <Button size="small" onClick={() => setOpenId(order.id)}>
                                {translate('ssl.orders.detail')}
                            </Button>
                        )
                    }
                />
            </DataTable>
            {drawer}
        </>
    );
};
