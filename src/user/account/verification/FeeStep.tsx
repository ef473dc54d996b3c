import Payment from '@mui/icons-material/Payment';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { formatYuan } from '../../../format/money';
import { ORDER_STATUS, PAY_CHANNELS, type PayChannel, type PayMethod } from '../../../data/orders/codes';
import type { PayOrder } from '../../../data/payments/api';
import { usePaymentProvider, usePayOrder } from '../../../data/payments/queries';
import type { RealnameInfo } from '../../../data/verification/api';
import { maskIdNumber } from '../../../validation/idCard';
import { ChannelPayment } from '../../payment/ChannelPayment';
import { ChannelPicker } from '../../payment/ChannelPicker';
import { alipayPath } from '../../payment/links';
import { useMutation } from '../../../ui/singleFlight';

const kindOf = (method: PayMethod) => PAY_CHANNELS.find(channel => channel.method === method)?.kind;

/**
 * Step 2: the fee order, paid online (no balance: the fee is paid by scanning a code, or through the Alipay
 * page). The order is read first, so a payment already started is resumed (its code) instead of started again.
 * Once the order leaves "pending payment" the flow is read again: paid -> the face check; ended unpaid -> the
 * order is dropped and the identity step comes back.
 */
export const FeeStep = ({ info, onEdit, onSettled }: { info: RealnameInfo; onEdit: () => void; onSettled: () => Promise<void> }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const payments = usePaymentProvider();
    const order = usePayOrder(info.orderId);
    const [method, setMethod] = useState<PayMethod | null>(null);
    const [paying, setPaying] = useState<PayMethod | null>(null);
    const pick = useCallback((channel: PayChannel) => setMethod(channel.method), []);
    const settled = useCallback(
        (ended: PayOrder) => {
            if (Number(ended.status) !== ORDER_STATUS.paid) setPaying(null);
            void onSettled();
        },
        [onSettled],
    );
    const start = useMutation({
        mutationFn: async (chosen: PayMethod) => {
            if (kindOf(chosen) === 'redirect') navigate(alipayPath(await payments.startAlipay(info.orderId)));
            else setPaying(chosen);
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });

    // an order that ended meanwhile (paid from the phone, or through the Alipay page): read the flow again
    const endedBefore = order.data !== undefined && paying === null && Number(order.data.status) !== ORDER_STATUS.pending;
    useEffect(() => {
        if (endedBefore) void onSettled();
    }, [endedBefore, onSettled]);

    if (order.isPending) return <PageLoading />;
    if (order.error || !order.data) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
    const amount = formatYuan(order.data.buyPayable ?? info.feeCents);
    const started = order.data.codeUrl && order.data.payType !== null && order.data.payType !== undefined ? (Number(order.data.payType) as PayMethod) : null;
    const resume = paying === null && started !== null && kindOf(started) === 'qr' ? started : null;
    const payingWith = paying ?? resume;

    return (
        <Stack spacing={2} data-testid="fee-step">
            <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {translate('verification.fee.heading')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('verification.fee.who', { name: info.realName, idNumber: maskIdNumber(info.idNumber) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('verification.fee.order', { orderId: info.orderId })}
                </Typography>
                <Typography variant="h6" component="p" sx={{ mt: 1 }} data-testid="fee-amount">
                    {translate('verification.fee.amount', { amount })}
                </Typography>
            </Box>
            {payingWith !== null ? (
                <ChannelPayment
                    key={`${info.orderId}-${payingWith}`}
                    orderId={info.orderId}
                    method={payingWith}
                    amountCents={order.data.buyPayable}
                    resume={resume !== null && order.data.codeUrl ? { codeUrl: order.data.codeUrl } : undefined}
                    onSettled={settled}
                    onChooseAgain={() => setPaying(null)}
                    showResult={false}
                />
            ) : (
                <>
                    <Box sx={{ maxWidth: 480 }}>
                        <ChannelPicker value={method} onChange={pick} balance={false} disabled={start.isPending} />
                    </Box>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                        <Button
                            variant="contained"
                            disabled={method === null || start.isPending}
                            onClick={() => method !== null && start.mutate(method)}
                            startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : <Payment />}
                            data-testid="fee-pay"
                        >
                            {translate(start.isPending ? 'verification.fee.starting' : 'verification.fee.pay', { amount })}
                        </Button>
                        <Button variant="text" onClick={onEdit} disabled={start.isPending}>
                            {translate('verification.fee.edit')}
                        </Button>
                    </Stack>
                </>
            )}
        </Stack>
    );
};
