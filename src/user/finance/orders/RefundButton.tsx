import Undo from '@mui/icons-material/Undo';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { formatYuan } from '../../../format/money';
import { REFUND_REASON_MAX, type Order } from '../../../data/orders/api';
import { useMutation } from '../../../ui/singleFlight';
import { GOODS_TYPE } from '../../../data/orders/codes';
import { useProductName } from '../../../ui/productName';

/** Orders that bought, renewed or upgraded a plan or a value-added service: their refund ends the plan. */
const PLAN_GOODS = new Set<number>([GOODS_TYPE.buy, GOODS_TYPE.renew, GOODS_TYPE.upgrade, GOODS_TYPE.vas]);
const buysPlan = (order: Order) => PLAN_GOODS.has(order.goodsType);

const reasonError = (reason: string): { key: string; max?: number } | undefined => {
    if (!reason.trim()) return { key: 'orders.refund.reasonRequired' };
    if (reason.trim().length > REFUND_REASON_MAX) return { key: 'orders.refund.reasonTooLong', max: REFUND_REASON_MAX };
    return undefined;
};

/**
 * Asks for a refund of an order the backend says may be refunded (`refundable`): a reason, then app/pay/refund.
 * A refusal keeps the dialog and what was typed, with the server's message.
 */
export const RefundButton = ({ order }: { order: Order }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [open, setOpen] = useState(false);
    const [reason, setReason] = useState('');
    const [touched, setTouched] = useState(false);
    const mutation = useMutation({
        mutationFn: () => dataProvider.requestRefund(order.orderId, reason),
        onSuccess: () => {
            setOpen(false);
            setReason('');
            setTouched(false);
            notify('orders.refund.done', { type: 'success' });
            refresh();
        },
    });
    const error = touched ? reasonError(reason) : undefined;
    const submit = () => {
        setTouched(true);
        if (reasonError(reason)) return;
        mutation.mutate();
    };
    const close = () => {
        if (mutation.isPending) return;
        setOpen(false);
        mutation.reset();
    };

    return (
        <>
            <Button size="small" startIcon={<Undo />} onClick={() => setOpen(true)} data-action="refund">
                {translate('orders.actions.refund')}
            </Button>
            <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="refund-title">
                <DialogTitle id="refund-title">{translate('orders.refund.title')}</DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ mb: 2 }}>
                        {translate('orders.refund.intro', { amount: formatYuan(order.buyPayable), goods: productName(order.productInfo) })}
                    </DialogContentText>
                    {buysPlan(order) ? (
                        <Alert severity="warning" sx={{ mb: 2 }}>
                            {translate('refundNotes.planUnbound')}
                        </Alert>
                    ) : null}
                    {mutation.error ? (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {translate(mutation.error.message || 'http.failed', { _: mutation.error.message })}
                        </Alert>
                    ) : null}
                    <TextField
                        autoFocus
                        fullWidth
                        multiline
                        minRows={3}
                        name="reason"
                        label={translate('orders.refund.reason')}
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        onBlur={() => setTouched(true)}
                        error={!!error}
                        helperText={error ? translate(error.key, { max: error.max }) : `${reason.trim().length}/${REFUND_REASON_MAX}`}
                        required
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={close} disabled={mutation.isPending}>
                        {translate('orders.refund.cancel')}
                    </Button>
                    <Button variant="contained" onClick={submit} disabled={mutation.isPending}>
                        {translate('orders.refund.submit')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
