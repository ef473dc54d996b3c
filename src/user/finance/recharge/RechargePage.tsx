import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Alert, Box, CardContent, Divider } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { PageCard } from '../../../ui/PageCard';
import { RECHARGE_CREDIT_MINUTES } from '../../../config/constants';
import { PAY_CHANNELS, PAY_METHOD_CODES, type PayMethod } from '../../../data/orders/codes';
import type { RechargeOrder } from '../../../data/recharges/api';
import { alipayPath } from '../../payment/links';
import { BalanceFigure } from './BalanceFigure';
import { RechargeForm } from './RechargeForm';
import { shortIn } from './rechargeForm';
import { RechargePayment } from './RechargePayment';
import { RechargeRecords } from './RechargeRecords';

/** The order being paid, kept in the address (?orderId=&method=) so a reload resumes it rather than making another. */
const paymentIn = (search: URLSearchParams): { orderId: string; method: PayMethod } | null => {
    const orderId = search.get('orderId')?.trim();
    const method = Number(search.get('method'));
    return orderId && PAY_METHOD_CODES.includes(method as PayMethod) ? { orderId, method: method as PayMethod } : null;
};

/**
 * /finance/recharge: the balance, then an amount (a preset or a whole amount of at least 1.00) and an online
 * channel (those switched on in the web config); the recharge order is paid by scanning its code (the page waits
 * for the payment and shows the new balance) or through the Alipay page; the "credited within five minutes"
 * notice; the recharge records.
 */
export const RechargePage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const navigate = useNavigate();
    const [search, setSearch] = useSearchParams();
    const paying = paymentIn(search);

    const onCreated = useCallback(
        async (order: RechargeOrder, method: PayMethod) => {
            // the redirect channel (Alipay) is paid on its own page; a QR channel here, the order kept in the address
            if (PAY_CHANNELS.find(channel => channel.method === method)?.kind === 'redirect') {
                navigate(alipayPath(await dataProvider.startAlipay(order.orderId)));
                return;
            }
            setSearch({ orderId: order.orderId, method: String(method) });
        },
        [dataProvider, navigate, setSearch],
    );
    const backToForm = useCallback(() => setSearch({}, { replace: true }), [setSearch]);

    return (
        <Box sx={{ pb: 2, maxWidth: 1100 }}>
            <PageCard title="recharge.title" intro="recharge.intro">
                <CardContent>
                    <BalanceFigure />
                    <Divider sx={{ my: 2 }} />
                    {paying ? (
                        <RechargePayment key={paying.orderId} orderId={paying.orderId} method={paying.method} onDone={backToForm} />
                    ) : (
                        <RechargeForm onCreated={onCreated} shortCents={shortIn(search)} />
                    )}
                    <Alert severity="info" icon={<ScheduleOutlined />} sx={{ mt: 3 }} data-testid="recharge-notice">
                        {translate('recharge.notice', { minutes: RECHARGE_CREDIT_MINUTES })}
                    </Alert>
                </CardContent>
            </PageCard>
            <PageCard title="recharge.records.title" intro="recharge.records.intro" pageTitle={false}>
                <RechargeRecords />
            </PageCard>
        </Box>
    );
};
