import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../format/money';
import { useUserInfo } from '../../../data/account/useUserInfo';
import { ORDER_STATUS, orderStatusKey } from '../../../data/orders/codes';
import type { PayOrder } from '../../../data/payments/api';
import { userPaths } from '../../paths';

/** A recharge that ended: paid (the amount and the new balance), or not completed (its status), and what next. */
export const RechargeResult = ({ order, onAgain }: { order: Pick<PayOrder, 'status' | 'buyPayable' | 'orderId'>; onAgain: () => void }) => {
    const translate = useTranslate();
    // the balance is read again when the payment ends: show it once that answer is in, not the one from before
    const { data: user, isFetching } = useUserInfo();
    const paid = Number(order.status) === ORDER_STATUS.paid;
    return (
        <Box sx={{ textAlign: 'center', py: 3, px: 2 }} role="status" data-testid="recharge-result">
            <Box sx={{ '& svg': { fontSize: 64 } }}>{paid ? <CheckCircleOutlined color="success" /> : <ErrorOutlined color="warning" />}</Box>
            <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                {translate(paid ? 'recharge.result.paidTitle' : 'recharge.result.endedTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
                {paid
                    ? translate('recharge.result.paidBody', { amount: formatYuan(order.buyPayable) })
                    : `${translate(orderStatusKey(Number(order.status) === ORDER_STATUS.pending ? ORDER_STATUS.expired : order.status))} · ${translate('recharge.result.endedBody')}`}
            </Typography>
            {paid && isFetching ? <Skeleton variant="text" width={160} sx={{ mx: 'auto', mt: 1 }} /> : null}
            {paid && user && !isFetching ? (
                <Typography sx={{ mt: 1, fontWeight: 500 }} data-testid="recharge-new-balance">
                    {translate('recharge.result.newBalance', { balance: formatYuan(user.propertyBalance ?? 0) })}
                </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('recharge.paying.order', { orderId: order.orderId })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
                <Button variant="contained" onClick={onAgain}>
                    {translate('recharge.result.again')}
                </Button>
                <Button component={Link} to={userPaths.dashboard()} variant="outlined">
                    {translate('recharge.result.dashboard')}
                </Button>
            </Stack>
        </Box>
    );
};
