import { Box, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';
import type { Order } from '../../../data/orders/api';
import { goodsTypeKey, payMethodKey } from '../../../data/orders/codes';
import { OrderActions } from './OrderActions';
import { OrderCards } from './OrderCards';
import { OrderDetail } from './OrderDetail';
import { OrdersEmpty } from './OrdersEmpty';
import { OrderStatusChip } from './OrderStatusChip';
import { useProductName } from '../../../ui/productName';

const Column = DataTable.Col<Order>;

const Goods = ({ order }: { order: Order }) => {
    const translate = useTranslate();
    const goods = useProductName()(order.productInfo);
    const type = translate(goodsTypeKey(order.goodsType));
    return (
        <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{goods}</Typography>
            {type !== goods ? (
                <Typography variant="caption" color="text.secondary">
                    {type}
                </Typography>
            ) : null}
        </Box>
    );
};

/**
 * The page of orders: number (opens the detail), goods and type, amount, status chip, method, time and actions.
 * The detail shows the listed row, so it follows a refresh and closes when the order leaves the list.
 */
export const OrderTable = () => {
    const translate = useTranslate();
    const { data } = useListContext<Order>();
    const [openId, setOpenId] = useState<string>();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const open = openId ? data?.find(order => order.id === openId) : undefined;
    const detail = <OrderDetail order={open} onClose={() => setOpenId(undefined)} />;
    if (phone)
        return (
            <>
                <OrderCards onOpen={setOpenId} />
                {detail}
            </>
        );
    return (
        <>
            <DataTable<Order> rowClick={false} bulkActionButtons={false} empty={<OrdersEmpty />}>
                <Column
                    source="orderId"
                    label="orders.columns.orderId"
                    disableSort
                    render={order => (
                        <MuiLink
                            component="button"
                            type="button"
                            underline="hover"
                            onClick={() => setOpenId(order.id)}
                            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                            aria-label={`${translate('orders.actions.detail')} ${order.orderId}`}
                        >
                            {order.orderId}
                        </MuiLink>
                    )}
                />
                <Column source="productInfo" label="orders.columns.goods" disableSort render={order => <Goods order={order} />} />
                <Column
                    source="buyPayable"
                    label="orders.columns.amount"
                    align="right"
                    render={order => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatYuan(order.buyPayable)}</Box>}
                />
                <Column source="status" label="orders.columns.status" disableSort render={order => <OrderStatusChip status={order.status} />} />
                <Column
                    source="payType"
                    label="orders.columns.payType"
                    disableSort
                    render={order => (order.payType === undefined || order.payType === null ? '—' : translate(payMethodKey(order.payType)))}
                    sx={{ whiteSpace: 'nowrap' }}
                />
                <Column source="createTime" label="orders.columns.createTime" sx={{ whiteSpace: 'nowrap' }} />
                <Column label="orders.columns.actions" disableSort align="right" render={order => <OrderActions order={order} />} />
            </DataTable>
            {detail}
        </>
    );
};
