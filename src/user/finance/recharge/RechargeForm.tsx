import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { UserDataProvider } from '../../dataProvider';
import type { PayMethod } from '../../../data/orders/codes';
import type { RechargeOrder, RechargeRequest } from '../../../data/recharges/api';
import { AmountField } from './AmountField';
import { ChannelField } from './ChannelField';
import { chosenCents, emptyRechargeForm, type RechargeFormValues } from './rechargeForm';
import { Form, useMutation } from '../../../ui/singleFlight';

const SubmitButton = ({ pending }: { pending: boolean }) => {
    const translate = useTranslate();
    // no channel offered: nothing to pay with (the picker says to contact the administrator)
    const payType = useWatch<RechargeFormValues, 'payType'>({ name: 'payType' });
    const noChannel = payType === null || payType === undefined;
    return (
        <Box>
            <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={pending || noChannel}
                aria-describedby={noChannel ? 'recharge-submit-why' : undefined}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <AccountBalanceWalletOutlined />}
            >
                {translate(pending ? 'recharge.creating' : 'recharge.submit')}
            </Button>
            {noChannel ? (
                <FormHelperText id="recharge-submit-why" data-testid="recharge-submit-why">
                    {translate('rechargeHints.chooseChannel')}
                </FormHelperText>
            ) : null}
        </Box>
    );
};

/**
 * Amount and channel, then the recharge order (app/product/balance/recharge). The amount is checked at the field
 * as soon as it is left (0 is said there, not only on sending); the button says why it waits for a channel; a refusal shows the server's msg and keeps the form as it was; one order per press
 * (the button is disabled while the call, and the caller's next step, are on their way).
 */
interface RechargeFormProps {
    onCreated: (order: RechargeOrder, method: PayMethod) => Promise<void> | void;
    /** What an order is short of (cents), when the user came to cover it: the amount starts with it. */
    shortCents?: number;
}

export const RechargeForm = ({ onCreated, shortCents }: RechargeFormProps) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const defaultValues = useMemo(() => emptyRechargeForm(shortCents), [shortCents]);
    // single-flight: a second submit before the button re-renders disabled creates no second order
    const recharge = useMutation({
        // what follows the order (the QR panel, or the Alipay page's start) is part of the press: still disabled
        mutationFn: async (request: RechargeRequest) => onCreated(await dataProvider.createRecharge(request), request.payType),
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const submit = (values: Partial<RechargeFormValues>) => {
        const amount = chosenCents(values);
        if (amount === undefined || values.payType === null || values.payType === undefined) return;
        recharge.mutate({ amount, payType: values.payType });
    };
    return (
        <Form<RechargeFormValues> defaultValues={defaultValues} onSubmit={submit} sanitizeEmptyValues={false} noValidate mode="onTouched">
            <Stack spacing={3} sx={{ maxWidth: 720 }}>
                <AmountField shortCents={shortCents} />
                <ChannelField disabled={recharge.isPending} />
                <SubmitButton pending={recharge.isPending} />
            </Stack>
        </Form>
    );
};
