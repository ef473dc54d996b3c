import OpenInNew from '@mui/icons-material/OpenInNew';
import QrCode2 from '@mui/icons-material/QrCode2';
import { Box, Button, CircularProgress, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '../../ui/PageStates';
import { formatYuan } from '../../format/money';
import { GOODS_TYPE, payMethodKey, type PayChannel, type PayMethod } from '../../data/orders/codes';
import type { PayOrder, PayWallet } from '../../data/payments/api';
import { usePaymentProvider, usePayWallet } from '../../data/payments/queries';
import { BalancePayForm } from './BalancePayForm';
import { ChannelPicker } from './ChannelPicker';
import { userPaths } from '../paths';
import { alipayPath } from './links';
import { useMutation } from '../../ui/singleFlight';

/** Under the balance option: the balance, and what is missing with a link to recharge. */
const BalanceDetail = ({ wallet, amount }: { wallet: PayWallet; amount: number }) => {
    const translate = useTranslate();
    const short = amount - wallet.balance;
    return (
        <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary" data-testid="wallet-balance">
                {translate('payment.balance.current', { amount: formatYuan(wallet.balance) })}
            </Typography>
            {short > 0 ? (
                <Typography variant="body2" color="error" data-testid="balance-short">
                    {translate('payment.balance.insufficient', { short: formatYuan(short) })}{' '}
                    <MuiLink component={Link} to={userPaths.recharge(short)} data-testid="recharge-short">
                        {translate('payment.balance.recharge')}
                    </MuiLink>
                </Typography>
            ) : null}
        </Stack>
    );
};

/** The redirect channel: asks for the trade, then opens /alipay/{outTradeNo}/{totalAmount}/{body}. One request per click. */
const RedirectPayButton = ({ order, method }: { order: PayOrder; method: PayMethod }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const dataProvider = usePaymentProvider();
    const busy = useRef(false);
    const start = useMutation({
        mutationFn: () => dataProvider.startAlipay(order.orderId),
        onSuccess: answer => navigate(alipayPath(answer)),
        onError: (error: Error) => {
            // another try is allowed after a refusal; after success the page is left
            busy.current = false;
            notify(error.message || 'http.failed', { type: 'error', messageArgs: { _: error.message } });
        },
    });
    return (
        <Button
            variant="contained"
            size="large"
            disabled={start.isPending || start.isSuccess}
            startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : <OpenInNew />}
            onClick={() => {
                if (busy.current) return;
                busy.current = true;
                start.mutate();
            }}
            data-testid="redirect-pay"
        >
            {translate('payment.redirect.pay', { amount: formatYuan(order.buyPayable), channel: translate(payMethodKey(method)) })}
        </Button>
    );
};

interface PayActionsProps {
    order: PayOrder;
    /** A QR method chosen and confirmed: the page shows its code (ChannelPayment). */
    onStartQr: (method: PayMethod) => void;
}

/** The method choice and what paying with the chosen one takes: the password, or a button. */
export const PayActions = ({ order, onStartQr }: PayActionsProps) => {
    const translate = useTranslate();
    const balance = Number(order.goodsType) !== GOODS_TYPE.recharge;
    const [choice, setChoice] = useState<PayChannel | null>(null);
    const onChange = useCallback((channel: PayChannel) => setChoice(channel), []);
    const wallet = usePayWallet(balance);

    const balanceDetail = !balance ? undefined : wallet.data ? (
        <BalanceDetail wallet={wallet.data} amount={order.buyPayable} />
    ) : wallet.error ? (
        <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
    ) : (
        <Skeleton width={160} />
    );

    return (
        <Stack spacing={2.5}>
            <ChannelPicker value={choice?.method ?? null} onChange={onChange} balance={balance} balanceDetail={balanceDetail} />
            {choice?.kind === 'balance' && wallet.data ? <BalancePayForm order={order} wallet={wallet.data} /> : null}
            {choice?.kind === 'qr' ? (
                <Box>
                    <Button variant="contained" size="large" startIcon={<QrCode2 />} onClick={() => onStartQr(choice.method)} data-testid="qr-pay">
                        {translate('payment.online.pay', { amount: formatYuan(order.buyPayable), channel: translate(payMethodKey(choice.method)) })}
                    </Button>
                </Box>
            ) : null}
            {choice?.kind === 'redirect' ? (
                <Box>
                    <RedirectPayButton order={order} method={choice.method} />
                </Box>
            ) : null}
        </Stack>
    );
};
