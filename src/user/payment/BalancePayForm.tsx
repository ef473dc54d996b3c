import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { required, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DemoPayPassword } from './DemoPayPassword';
import { SecretInput } from '../../ui/SecretInput';
import { formatYuan } from '../../format/money';
import { USER_INFO_KEY } from '../../data/account/useUserInfo';
import type { PayOrder, PayWallet } from '../../data/payments/api';
import { paymentKeys, usePaymentProvider } from '../../data/payments/queries';
import { userPaths } from '../paths';
import { Form, useMutation } from '../../ui/singleFlight';

interface Values {
    payPassword: string;
}

const validatePassword = [required()];

/**
 * Paying with the balance: the payment password (masked, revealable) and the pay button, which is disabled while
 * the payment is sent (and a second click in the same instant is ignored): one request. A refusal (wrong
 * password, not enough balance) shows the server's msg and keeps the password typed. A user without a payment
 * password is sent to the account info to set one.
 */
export const BalancePayForm = ({ order, wallet }: { order: PayOrder; wallet: PayWallet }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = usePaymentProvider();
    const queryClient = useQueryClient();
    // once paid the form stays locked (the page turns to the result): no render needed to refuse another submit
    const paid = useRef(false);
    const pay = useMutation({
        mutationFn: (payPassword: string) => dataProvider.payWithBalance(order.orderId, payPassword),
        onSuccess: answer => {
            paid.current = true;
            queryClient.setQueryData(paymentKeys.order(order.orderId), { ...order, ...answer });
            void queryClient.invalidateQueries({ queryKey: paymentKeys.order(order.orderId) });
            void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
            void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
            void queryClient.invalidateQueries({ queryKey: ['order'] });
            void queryClient.invalidateQueries({ queryKey: ['plan'] });
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error', messageArgs: { _: error.message } }),
    });
    const short = order.buyPayable - wallet.balance;

    if (!wallet.payPasswordSet) {
        return (
            <Alert
                severity="warning"
                action={
                    <Button component={Link} to={userPaths.accountInfo()} color="inherit" size="small">
                        {translate('payment.balance.setPassword')}
                    </Button>
                }
                data-testid="no-pay-password"
            >
                {translate('payment.balance.noPassword')}
            </Alert>
        );
    }

    const submit = async (values: Partial<Values>) => {
        if (paid.current) return;
        try {
            // single-flight: a second click in the same instant shares this payment
            await pay.mutateAsync(values.payPassword ?? '');
        } catch {
            // shown by onError; the password stays in the field for another try
        }
    };

    return (
        <Form<Values> defaultValues={{ payPassword: '' }} onSubmit={submit} sanitizeEmptyValues={false}>
            <Box sx={{ maxWidth: 360 }}>
                <SecretInput
                    source="payPassword"
                    label="payment.balance.password"
                    validate={validatePassword}
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <DemoPayPassword />
                <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={pay.isPending || pay.isSuccess || short > 0}
                    startIcon={pay.isPending ? <CircularProgress size={18} color="inherit" /> : <LockOutlined />}
                    data-testid="balance-pay"
                >
                    {translate('payment.balance.pay', { amount: formatYuan(order.buyPayable) })}
                </Button>
            </Box>
        </Form>
    );
};
