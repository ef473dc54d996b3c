import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../format/money';
import { GOODS_TYPE, goodsTypeKey, ORDER_STATUS, orderStatusKey } from '../../data/orders/codes';
import { orderTermOf } from '../../data/orders/orderTerm';
import type { PayOrder } from '../../data/payments/api';
import { parseServerTime } from '../../data/payments/serverTime';
import { Countdown } from './Countdown';
import { useProductName } from '../../ui/productName';

const statusColor = (status: number): ChipProps['color'] => {
    if (status === ORDER_STATUS.paid) return 'success';
    if (status === ORDER_STATUS.pending) return 'warning';
    if (status === ORDER_STATUS.failed || status === ORDER_STATUS.closed || status === ORDER_STATUS.expired) return 'error';
    return 'default';
};

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
    <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
            {label}
        </Typography>
        <Box sx={{ wordBreak: 'break-word' }} data-testid={testId}>
            {children}
        </Box>
    </Box>
);

/** What the order is: goods, type, quantity (a plan's term), the domain a plan serves, amount, status, times, and the time left to pay a pending one (unless the QR panel shows it). */
export const OrderSummary = ({ order, countdown = true }: { order: PayOrder; countdown?: boolean }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const status = Number(order.status);
    const expireAt = parseServerTime(order.expireTime);
    const term = orderTermOf(order.orderExtra);
    // a plan bought or renewed for a term: "时长 2 年", not "数量 2" (an upgrade pays for the days left instead)
    const timed = (order.goodsType === GOODS_TYPE.buy || order.goodsType === GOODS_TYPE.renew) && term.unit !== undefined && term.unit !== '1p';
    return (
        <Box>
            <Typography variant="h6" component="h1" sx={{ mb: 2, wordBreak: 'break-all' }}>
                {translate('payment.order.heading', { orderId: order.orderId })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
                <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
                    <Item label={translate('payment.order.goods')} testId="order-goods">
                        <Typography sx={{ fontWeight: 500 }}>{productName(order.productInfo) || '-'}</Typography>
                    </Item>
                </Box>
                <Item label={translate('payment.order.goodsType')}>
                    <Typography>{translate(goodsTypeKey(order.goodsType))}</Typography>
                </Item>
                {timed ? (
                    <Item label={translate('payment.order.term')} testId="order-term">
                        <Typography>{translate(`commerce.term.${term.unit}`, { smart_count: term.duration })}</Typography>
                    </Item>
                ) : (
                    <Item label={translate('payment.order.quantity')}>
                        <Typography>{order.buySum}</Typography>
                    </Item>
                )}
                {term.domain ? (
                    <Item label={translate('payment.order.domain')} testId="order-domain">
                        <Typography sx={{ wordBreak: 'break-all' }}>{term.domain}</Typography>
                    </Item>
                ) : null}
                <Item label={translate('payment.order.amount')} testId="order-amount">
                    <Typography variant="h6" component="p" color="primary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatYuan(order.buyPayable)}
                    </Typography>
                </Item>
                <Item label={translate('payment.order.status')} testId="order-status">
                    <Chip size="small" color={statusColor(status)} label={translate(orderStatusKey(status))} />
                </Item>
                <Item label={translate('payment.order.createTime')}>
                    <Typography>{order.createTime || '-'}</Typography>
                </Item>
                {status === ORDER_STATUS.pending ? (
                    <Item label={translate('payment.order.expireTime')}>
                        <Typography>{order.expireTime || '-'}</Typography>
                    </Item>
                ) : (
                    <Item label={translate('payment.order.payTime')}>
                        <Typography>{order.payTime || '-'}</Typography>
                    </Item>
                )}
            </Box>
            {countdown && status === ORDER_STATUS.pending && expireAt !== undefined ? (
                <Box sx={{ mt: 2 }}>
                    <Countdown expireAt={expireAt} />
                </Box>
            ) : null}
        </Box>
    );
};
