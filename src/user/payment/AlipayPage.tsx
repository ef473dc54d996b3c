import Payment from '@mui/icons-material/Payment';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading, LoadError } from '../../ui/PageStates';
import { ChannelPayment } from './ChannelPayment';
import { userPaths } from '../paths';
import { PaymentResult } from './PaymentResult';
import { PAY_METHOD } from '../../data/orders/codes';
import type { PaymentCalls } from '../../data/payments/api';
import { isWaitingStatus } from '../../data/payments/polling';
import { paymentKeys } from '../../data/payments/queries';
import { formatAmount } from './alipayEntry';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
        <Typography color="text.secondary" sx={{ minWidth: 120 }}>
            {label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all', fontWeight: strong ? 600 : undefined }}>{value}</Typography>
    </Stack>
);

/** The payment itself: the trade found by its number, its code to scan (polled until paid), then the result. */
const AlipayPayment = ({ outTradeNo }: { outTradeNo: string }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const dataProvider = useDataProvider<DataProvider & PaymentCalls>();
    const query = useQuery({
        queryKey: paymentKeys.byTrade(outTradeNo),
        queryFn: () => dataProvider.getPayOrderByTrade(outTradeNo),
        enabled: outTradeNo !== '',
    });
    if (query.isPending) return <PageLoading />;
    if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    const order = query.data;
    if (!isWaitingStatus(order.status)) return <PaymentResult order={order} />;
    if (Number(order.payType) === PAY_METHOD.walletA && order.codeUrl) {
        return (
            <ChannelPayment
                orderId={order.orderId}
                method={PAY_METHOD.walletA}
                amountCents={order.buyPayable}
                resume={{ codeUrl: order.codeUrl }}
                onChooseAgain={() => navigate(userPaths.paymentOrder(order.orderId))}
            />
        );
    }
    // another method's payment has replaced this one (started from the order page)
    return (
        <Alert
            severity="info"
            action={
                <Button component={Link} to={userPaths.paymentOrder(order.orderId)} color="inherit" size="small">
                    {translate('payment.alipay.backToOrder')}
                </Button>
            }
        >
            {translate('payment.result.otherBody')}
        </Alert>
    );
};

/**
 * /alipay/:outTradeNo/:totalAmount/:body (behind PaymentGuard): what is paid (trade number, item, amount from the
 * address), and the payment: the channel's code to scan, polled like every online payment, then the result.
 */
const AlipayPage = () => {
    const translate = useTranslate();
    const { outTradeNo = '', totalAmount, body = '' } = useParams();
    return (
        <Card sx={{ mt: 2, maxWidth: 720 }}>
            <Title title={translate('guards.alipay.title')} />
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                    <Payment color="primary" />
                    <Typography variant="h5" component="h1">
                        {translate('guards.alipay.title')}
                    </Typography>
                </Stack>
                <Stack spacing={1.5}>
                    <Row label={translate('guards.alipay.outTradeNo')} value={outTradeNo} />
                    <Row label={translate('guards.alipay.body')} value={body} />
                    <Row label={translate('guards.alipay.amount')} value={`¥ ${formatAmount(totalAmount)}`} strong />
                </Stack>
                <Divider sx={{ my: 2 }} />
                <AlipayPayment outTradeNo={outTradeNo} />
            </CardContent>
        </Card>
    );
};

export default AlipayPage;
