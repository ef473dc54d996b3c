import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';
import type { Order } from '../../../data/orders/api';
import { goodsTypeKey, payMethodKey } from '../../../data/orders/codes';
import { OrderActions } from './OrderActions';
import { OrdersEmpty } from './OrdersEmpty';
import { OrderStatusChip } from './OrderStatusChip';
import { useProductName } from '../../../ui/productName';

/** The orders at phone width: one card each (goods, amount, status, number, time, method), tapping opens the detail. */
export const OrderCards = ({ onOpen }: { onOpen: (id: string) => void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const { data, isPending } = useListContext<Order>();
    if (isPending) return null;
    if (!data?.length) return <OrdersEmpty />;
    return (
        <Stack spacing={1} sx={{ p: 1 }} data-testid="order-cards">
            {data.map(order => (
                <Card key={order.id} variant="outlined">
                    <CardActionArea onClick={() => onOpen(order.id)} aria-label={`${translate('orders.actions.detail')} ${order.orderId}`}>
                        <CardContent sx={{ pb: 1 }}>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                                <Box sx={{ flex: 1, minWidth: 0 }}>
                                    <Typography variant="subtitle2">{productName(order.productInfo)}</Typography>
                                    <Typography variant="caption" color="text.secondary">
                                        {translate(goodsTypeKey(order.goodsType))}
                                        {order.payType === undefined || order.payType === null ? '' : ` · ${translate(payMethodKey(order.payType))}`}
                                    </Typography>
                                </Box>
                                <Box sx={{ textAlign: 'right' }}>
                                    <Typography variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatYuan(order.buyPayable)}
                                    </Typography>
                                    <OrderStatusChip status={order.status} />
                                </Box>
                            </Stack>
                            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, fontFamily: 'monospace' }}>
                                {order.orderId} · {order.createTime}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                    <Box sx={{ px: 1, pb: 1, '&:empty': { display: 'none' } }}>
                        <OrderActions order={order} />
                    </Box>
                </Card>
            ))}
        </Stack>
    );
};
