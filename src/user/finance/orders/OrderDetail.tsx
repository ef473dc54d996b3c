import Close from '@mui/icons-material/Close';
import { Alert, Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { CopyButton } from '../../../ui/CopyButton';
import { formatYuan } from '../../../format/money';
import type { Order } from '../../../data/orders/api';
import { goodsTypeKey, ORDER_STATUS, payMethodKey, REFUND_STATUS_CODES, type OrderStatus } from '../../../data/orders/codes';
import { OrderActions } from './OrderActions';
import { OrderStatusChip } from './OrderStatusChip';
import { useProductName } from '../../../ui/productName';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5em 1fr', gap: 1, py: 0.75, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Box sx={{ typography: 'body2', wordBreak: 'break-all' }}>{children}</Box>
    </Box>
);

/** The refund of an order in a refund state, as app/pay/refund/list answers it (the listed row meanwhile). */
const RefundInfo = ({ order }: { order: Order }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data } = useQuery({
        queryKey: ['order', 'refund', order.orderId, order.status],
        queryFn: () => dataProvider.listRefunds({ orderId: order.orderId, limit: 1 }),
    });
    const refund = data?.data[0] ?? order;
    return (
        <Box data-testid="order-refund">
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {translate('orders.detail.refund')}
            </Typography>
            <Row label={translate('orders.detail.refundAmount')}>{formatYuan(refund.refundAmount ?? refund.buyPayable)}</Row>
            {refund.refundReason ? <Row label={translate('orders.detail.refundReason')}>{refund.refundReason}</Row> : null}
            {refund.refundTime ? <Row label={translate('orders.detail.refundTime')}>{refund.refundTime}</Row> : null}
            {refund.refundDoneTime ? <Row label={translate('orders.detail.refundDoneTime')}>{refund.refundDoneTime}</Row> : null}
            {Number(refund.status) === ORDER_STATUS.refunding || Number(refund.status) === ORDER_STATUS.awaitingRefund ? (
                <Alert severity="info" sx={{ mt: 1 }}>
                    {translate('orders.detail.refundPending')}
                </Alert>
            ) : null}
        </Box>
    );
};

/** Every field of an order, its refund and what may be done with it, in a side drawer (full width on a phone). */
export const OrderDetail = ({ order, onClose }: { order: Order | undefined; onClose: () => void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    return (
        <Drawer anchor="right" open={!!order} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}>
            {order ? (
                <Box sx={{ p: 2 }} role="region" aria-label={translate('orders.detail.title')} data-testid="order-detail">
                    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                        <Typography variant="h6" sx={{ flex: 1 }}>
                            {translate('orders.detail.title')}
                        </Typography>
                        <IconButton aria-label={translate('orders.detail.close')} onClick={onClose}>
                            <Close />
                        </IconButton>
                    </Stack>
                    <Row label={translate('orders.detail.orderId')}>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                            {order.orderId}
                        </Box>
                        <CopyButton text={order.orderId} />
                    </Row>
                    <Row label={translate('orders.detail.goods')}>{productName(order.productInfo)}</Row>
                    <Row label={translate('orders.detail.goodsType')}>{translate(goodsTypeKey(order.goodsType))}</Row>
                    <Row label={translate('orders.detail.quantity')}>{order.buySum}</Row>
                    <Row label={translate('orders.detail.amount')}>
                        <strong>{formatYuan(order.buyPayable)}</strong>
                    </Row>
                    <Row label={translate('orders.detail.status')}>
                        <OrderStatusChip status={order.status} />
                    </Row>
                    {order.payType !== undefined && order.payType !== null ? (
                        <Row label={translate('orders.detail.payType')}>{translate(payMethodKey(order.payType))}</Row>
                    ) : null}
                    <Row label={translate('orders.detail.createTime')}>{order.createTime}</Row>
                    {order.payTime ? <Row label={translate('orders.detail.payTime')}>{order.payTime}</Row> : null}
                    {Number(order.status) === ORDER_STATUS.pending && order.expireTime ? (
                        <Row label={translate('orders.detail.expireTime')}>{order.expireTime}</Row>
                    ) : null}
                    {order.outTradeNo ? <Row label={translate('orders.detail.outTradeNo')}>{order.outTradeNo}</Row> : null}
                    {REFUND_STATUS_CODES.includes(Number(order.status) as OrderStatus) || order.refundTime ? <RefundInfo order={order} /> : null}
                    <Divider sx={{ my: 1.5 }} />
                    <OrderActions order={order} onDeleted={onClose} />
                </Box>
            ) : null}
        </Drawer>
    );
};
