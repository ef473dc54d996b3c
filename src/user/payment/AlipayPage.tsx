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
import type { PayOrder, PaymentCalls } from '../../data/payments/api';
import { isWaitingStatus } from '../../data/payments/polling';
import { paymentKeys } from '../../data/payments/queries';
import { formatYuan } from '../../format/money';
import { useProductName } from '../../ui/productName';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
        <Typography color="text.secondary" sx={{ minWidth: 120 }}>
            {label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all', fontWeight: strong ? 600 : undefined }}>{value}</Typography>
    </Stack>
);

/**
 * What is paid, as the server answered for the trade: the order's number (the one the order list shows and the
 * administrator is quoted), the channel's trade number, the item and the amount.
 */
const TradeDetails = ({ order, outTradeNo }: { order: PayOrder; outTradeNo: string }) => {
    const translate = useTranslate();
    const productName = useProductName();
    return (
        <Stack spacing={1.5} data-testid="trade-details">
            <Row label={translate('guards.alipay.orderId')} value={order.orderId} />
            <Row label={translate('guards.alipay.outTradeNo')} value={order.outTradeNo || outTradeNo} />
            <Row label={translate('guards.alipay.body')} value={productName(order.productInfo) || '-'} />
            <Row label={translate('guards.alipay.amount')} value={formatYuan(order.buyPayable)} strong />
        </Stack>
    );
};

/** The payment itself: the trade's code to scan (polled until paid), then the result. */
const AlipayPayment = ({ order }: { order: PayOrder }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
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
 * /alipay/:outTradeNo/:totalAmount/:body (behind PaymentGuard): the trade looked up by its number, then what is paid
 * and the payment (the channel's code to scan, polled like every online payment, then the result). The address's
 * amount and item are never shown: a crafted link cannot name its own price; only the server's answer is.
 */
const AlipayPage = () => {
    const translate = useTranslate();
    const { outTradeNo = '' } = useParams();
    const dataProvider = useDataProvider<DataProvider & PaymentCalls>();
    const query = useQuery({
        queryKey: paymentKeys.byTrade(outTradeNo),
        queryFn: () => dataProvider.getPayOrderByTrade(outTradeNo),
        enabled: outTradeNo !== '',
    });
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
                {query.isPending ? <PageLoading /> : null}
                {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                {query.data ? (
                    <>
                        <TradeDetails order={query.data} outTradeNo={outTradeNo} />
                        <Divider sx={{ my: 2 }} />
                        <AlipayPayment order={query.data} />
                    </>
                ) : null}
            </CardContent>
        </Card>
    );
};

export default AlipayPage;
