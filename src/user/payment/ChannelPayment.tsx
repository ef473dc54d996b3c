import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../format/money';
import { USER_INFO_KEY } from '../../data/account/useUserInfo';
import { payMethodKey, type PayMethod } from '../../data/orders/codes';
import type { PayOrder } from '../../data/payments/api';
import { isPastExpiry, isWaitingStatus } from '../../data/payments/polling';
import { paymentKeys, usePaymentProvider, usePayOrder } from '../../data/payments/queries';
import { parseServerTime } from '../../data/payments/serverTime';
import { Countdown } from './Countdown';
import { PaymentResult } from './PaymentResult';

interface ChannelPaymentProps {
    orderId: string;
    /** An online method ('qr' kind in PAY_CHANNELS; 2 only to resume an Alipay payment with its code). */
    method: PayMethod;
    /** The amount shown next to the code (integer cents). */
    amountCents: number;
    /** A payment already started (the order's codeUrl): shown and polled, no second payment is started. */
    resume?: { codeUrl: string };
    /** Called once when the order leaves "pending payment" (paid, failed, expired, closed). */
    onSettled?: (order: PayOrder) => void;
    /** "Choose another method" while waiting, and "pay again" after a failure; hidden when absent. */
    onChooseAgain?: () => void;
    /** Show the result panel once settled (default); false when the caller shows its own. */
    showResult?: boolean;
}

/** The time now, every `everyMs` while active: notices the expiry passing even when no answer comes. */
const useTicker = (active: boolean, everyMs: number): number => {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (!active) return undefined;
        const timer = window.setInterval(() => setNow(Date.now()), everyMs);
        return () => window.clearInterval(timer);
    }, [active, everyMs]);
    return now;
};

/**
 * An online payment of an order: starts it with the chosen method (once: the start is one shared query, so a
 * double mount or a double click sends one request, and the server answers the payment in progress again),
 * shows the code to scan with the amount and the channel's name, polls the order (2 s backing off to 10 s,
 * stopped when this unmounts) until it is paid, failed, closed or expired, then shows the result.
 */
export const ChannelPayment = ({ orderId, method, amountCents, resume, onSettled, onChooseAgain, showResult = true }: ChannelPaymentProps) => {
    const translate = useTranslate();
    const dataProvider = usePaymentProvider();
    const queryClient = useQueryClient();
    const channel = translate(payMethodKey(method));

    const start = useQuery({
        queryKey: paymentKeys.start(orderId, method),
        queryFn: () => dataProvider.startChannelPay(method, orderId),
        enabled: !resume,
        staleTime: Infinity,
        gcTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
    const codeUrl = resume?.codeUrl ?? start.data?.codeUrl;
    const polled = usePayOrder(orderId, { poll: codeUrl !== undefined });
    const order = polled.data;
    const expireAt = parseServerTime(order?.expireTime);
    const waiting = order !== undefined && isWaitingStatus(order.status);
    const now = useTicker(waiting && expireAt !== undefined, 5000);
    const gaveUp = waiting && isPastExpiry(expireAt, now);
    const settled = order !== undefined && (!waiting || gaveUp);

    const reported = useRef(false);
    useEffect(() => {
        if (!settled || reported.current || !order) return;
        reported.current = true;
        // a paid recharge changes the balance, a paid plan order the plans and orders
        void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
        void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: ['order'] });
        void queryClient.invalidateQueries({ queryKey: ['plan'] });
        onSettled?.(order);
    }, [settled, order, onSettled, queryClient]);

    if (settled && order) {
        if (!showResult) return null;
        return <PaymentResult order={order} expired={gaveUp} onPayAgain={onChooseAgain} />;
    }

    if (start.error) {
        return (
            <Alert
                severity="error"
                action={
                    <Stack direction="row" spacing={1}>
                        <Button color="inherit" size="small" onClick={() => void start.refetch()}>
                            {translate('payment.online.retry')}
                        </Button>
                        {onChooseAgain ? (
                            <Button color="inherit" size="small" onClick={onChooseAgain}>
                                {translate('payment.online.chooseAgain')}
                            </Button>
                        ) : null}
                    </Stack>
                }
                data-testid="pay-start-error"
            >
                {translate('payment.online.startError', { message: translate(start.error.message, { _: start.error.message }) })}
            </Alert>
        );
    }

    if (codeUrl === undefined) {
        return (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 4 }} role="status" aria-busy="true">
                <CircularProgress size={24} aria-label={translate('payment.online.starting')} />
                <Typography>{translate('payment.online.starting')}</Typography>
            </Stack>
        );
    }

    return (
        <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2, textAlign: 'center' }} data-testid="channel-payment">
            <Typography variant="subtitle1" component="h3">
                {translate('payment.online.scan', { channel })}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="pay-amount">
                {formatYuan(amountCents)}
            </Typography>
            {/* a code must stay dark on light to scan, whatever the theme */}
            <Box sx={{ p: 1.5, bgcolor: 'common.white', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
                <QRCodeSVG value={codeUrl} size={196} title={translate('payment.online.codeLabel')} data-testid="pay-qr" data-code-url={codeUrl} />
            </Box>
            {expireAt !== undefined ? <Countdown expireAt={expireAt} /> : null}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <CircularProgress size={14} color="inherit" />
                <Typography variant="body2">{translate('payment.online.waiting')}</Typography>
            </Stack>
            {polled.error ? (
                <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
                    {translate(polled.error.message, { _: polled.error.message })}
                </Alert>
            ) : null}
            {onChooseAgain ? (
                <Button variant="text" onClick={onChooseAgain}>
                    {translate('payment.online.chooseAgain')}
                </Button>
            ) : null}
        </Stack>
    );
};
