import Payment from '@mui/icons-material/Payment';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../format/money';
import type { SslOrder } from '../../../data/sslOrders/api';
import { CheckButton } from './CheckButton';
import { awaitsValidation, hasCertificate, SSL_STATUS } from '../../../data/sslOrders/codes';
import { DownloadPanel } from './DownloadPanel';
import { SslStatusChip } from './SslStatusChip';
import { ValidationPanel } from './ValidationPanel';
import { userPaths } from '../../paths';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: 88, flexShrink: 0 }}>
            {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all', minWidth: 0 }}>
            {children}
        </Typography>
    </Stack>
);

/** A certificate order: what it is, where it stands, and what to do next (pay, validate, download). */
export const SslOrderDetail = ({ order }: { order: SslOrder }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2} data-testid="ssl-order-detail">
            <Stack spacing={0.5}>
                <Line label={translate('ssl.orders.status')}>
                    <SslStatusChip status={order.status} />
                </Line>
                <Line label={translate('ssl.orders.product')}>
                    {order.productName}
                    {order.free ? '' : ` · ${formatYuan(order.price)}`}
                </Line>
                <Line label={translate('ssl.orders.domains')}>{order.domains.join(', ')}</Line>
                <Line label={translate('ssl.apply.method')}>{translate(`ssl.method.${order.method}`)}</Line>
                <Line label={translate('ssl.orders.createTime')}>{order.createTime}</Line>
                {order.notBefore && order.notAfter ? (
                    <Line label={translate('ssl.orders.notAfter')}>{translate('ssl.orders.validity', { from: order.notBefore, to: order.notAfter })}</Line>
                ) : null}
            </Stack>
            {order.status === SSL_STATUS.failed && order.failReason ? (
                <Alert severity="error">{translate('ssl.orders.failReason', { reason: order.failReason })}</Alert>
            ) : null}
            {order.status === SSL_STATUS.toPay && order.orderId ? (
                <Button
                    variant="contained"
                    startIcon={<Payment />}
                    component={Link}
                    to={userPaths.paymentOrder(order.orderId)}
                    sx={{ alignSelf: 'flex-start' }}
                >
                    {translate('ssl.orders.pay')}
                </Button>
            ) : null}
            {awaitsValidation(order.status) ? (
                <>
                    <Divider />
                    <ValidationPanel method={order.method} validations={order.validations} />
                    <CheckButton id={order.id} />
                </>
            ) : null}
            {hasCertificate(order.status) ? (
                <>
                    <Divider />
                    <DownloadPanel order={order} />
                </>
            ) : null}
        </Stack>
    );
};
