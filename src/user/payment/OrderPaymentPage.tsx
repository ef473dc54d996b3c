import { Box, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageLoading, LoadError } from '../../ui/PageStates';
import { PAY_METHOD, type PayMethod } from '../../data/orders/codes';
import type { PayOrder } from '../../data/payments/api';
import { isWaitingStatus } from '../../data/payments/polling';
import { usePayOrder } from '../../data/payments/queries';
import { ChannelPayment } from './ChannelPayment';
import { OrderSummary } from './OrderSummary';
import { PayActions } from './PayActions';
import { PaymentResult } from './PaymentResult';

/** An online payment the server says is in progress (a reload, or back from the Alipay page): resumed, not restarted. */
const paymentInProgress = (order: PayOrder): { method: PayMethod; codeUrl: string } | null =>
    isWaitingStatus(order.status) && order.codeUrl && order.payType !== null && order.payType !== undefined && order.payType !== PAY_METHOD.balance
        ? { method: Number(order.payType) as PayMethod, codeUrl: order.codeUrl }
        : null;

/**
 * /payment/order/:orderId: the order (goods, amount, status, time left) and its payment: the methods offered by
 * the web config's switches, the balance with the payment password, a QR channel's code polled until paid, or
 * the redirect channel; then the result. A reload resumes an online payment already started.
 */
export const OrderPaymentPage = () => {
    const translate = useTranslate();
    const { orderId = '' } = useParams();
    const query = usePayOrder(orderId);
    const [started, setStarted] = useState<PayMethod | null>(null);
    // "choose another method" leaves the payment in progress aside
    const [dismissed, setDismissed] = useState(false);
    const order = query.data;
    const inProgress = order && !dismissed ? paymentInProgress(order) : null;
    // the QR panel shows the time left itself
    const showingCode = order !== undefined && isWaitingStatus(order.status) && (started !== null || inProgress !== null);

    const body = () => {
        if (!orderId) return <LoadError error={new Error('payment.order.missing')} />;
        if (query.isPending) return <PageLoading />;
        if (query.error || !order) return <LoadError error={query.error ?? new Error('payment.order.missing')} onRetry={() => void query.refetch()} />;
        const chooseAgain = () => {
            setStarted(null);
            setDismissed(true);
        };
        if (started !== null) {
            return <ChannelPayment key={started} orderId={order.orderId} method={started} amountCents={order.buyPayable} onChooseAgain={chooseAgain} />;
        }
        if (!isWaitingStatus(order.status)) return <PaymentResult order={order} />;
        if (inProgress) {
            return (
                <ChannelPayment
                    orderId={order.orderId}
                    method={inProgress.method}
                    amountCents={order.buyPayable}
                    resume={{ codeUrl: inProgress.codeUrl }}
                    onChooseAgain={chooseAgain}
                />
            );
        }
        return <PayActions order={order} onStartQr={method => setStarted(method)} />;
    };

    return (
        <Box sx={{ py: 2, maxWidth: 960 }}>
            <Title title={translate('payment.title')} />
            {order ? (
                <Card variant="outlined" sx={{ mb: 2 }}>
                    <CardContent>
                        <OrderSummary order={order} countdown={!showingCode} />
                    </CardContent>
                </Card>
            ) : null}
            <Card variant="outlined">
                <CardContent>{body()}</CardContent>
            </Card>
        </Box>
    );
};
