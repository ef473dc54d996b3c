import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SslOrder } from '../../../data/sslOrders/api';
import { SSL_STATUS } from '../../../data/sslOrders/codes';
import { SslStatusChip } from './SslStatusChip';
import { userPaths } from '../../paths';

/** The certificate orders at phone width: one card each, with the same next step as the table. */
export const SslOrderCards = ({ onOpen }: { onOpen: (id: number) => void }) => {
    const translate = useTranslate();
    const { data } = useListContext<SslOrder>();
    return (
        <Stack spacing={1} sx={{ p: 1 }}>
            {(data ?? []).map(order => (
                <Card key={order.id} variant="outlined" data-testid="ssl-order-card">
                    <CardContent sx={{ pb: 0 }}>
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                            <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                                {order.domains.join(', ')}
                            </Typography>
                            <SslStatusChip status={order.status} />
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                            {order.productName}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                            {order.notAfter
                                ? `${translate('ssl.orders.notAfter')} ${order.notAfter}`
                                : `${translate('ssl.orders.createTime')} ${order.createTime}`}
                        </Typography>
                    </CardContent>
                    <CardActions>
                        {order.status === SSL_STATUS.toPay && order.orderId ? (
                            <Button size="small" component={Link} to={userPaths.paymentOrder(order.orderId)}>
                                {translate('ssl.orders.pay')}
                            </Button>
                        ) : null}
                        <Button size="small" onClick={() => onOpen(order.id)}>
                            {translate('ssl.orders.detail')}
                        </Button>
                    </CardActions>
                </Card>
            ))}
        </Stack>
    );
};
