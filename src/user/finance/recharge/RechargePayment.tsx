import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { USER_INFO_KEY } from '../../../data/account/useUserInfo';
import type { PayMethod } from '../../../data/orders/codes';
import type { PayOrder } from '../../../data/payments/api';
import { isWaitingStatus } from '../../../data/payments/polling';
import { usePayOrder } from '../../../data/payments/queries';
import { ChannelPayment } from '../../payment/ChannelPayment';
import { RechargeResult } from './RechargeResult';

/**
 * Paying a recharge order with a QR channel: the payment screens' QR panel (it starts the payment, polls until
 * the order is paid or ends, and refreshes the balance and the orders), then the recharge's own result. The
 * order is read first, so a reload resumes the payment in progress (its code) instead of starting another, and
 * an order that ended meanwhile shows its result at once.
 */
export const RechargePayment = ({ orderId, method, onDone }: { orderId: string; method: PayMethod; onDone: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const read = usePayOrder(orderId);
    // the first answer decides resume or start; later answers are the QR panel's business (it polls the same query)
    const [first, setFirst] = useState<PayOrder | undefined>(undefined);
    if (read.data && !first) setFirst(read.data);
    const [settled, setSettled] = useState<PayOrder | null>(null);
    const endedBefore = first && !isWaitingStatus(first.status) ? first : null;

    useEffect(() => {
        // an order found already ended (paid from another tab or the phone): show the balance as it is now
        if (endedBefore) void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    }, [endedBefore, queryClient]);

    if (!first) return read.error ? <LoadError error={read.error} onRetry={() => void read.refetch()} /> : <PageLoading />;
    const ended = settled ?? endedBefore;
    if (ended) return <RechargeResult order={ended} onAgain={onDone} />;

    const order = first;
    const resumeMethod = order.payType !== null && order.payType !== undefined && order.codeUrl ? (Number(order.payType) as PayMethod) : method;
    return (
        <Box data-testid="recharge-payment">
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {translate('recharge.paying.order', { orderId })}
            </Typography>
            <ChannelPayment
                orderId={orderId}
                method={resumeMethod}
                amountCents={order.buyPayable}
                resume={order.codeUrl ? { codeUrl: order.codeUrl } : undefined}
                onSettled={setSettled}
                onChooseAgain={onDone}
                showResult={false}
            />
        </Box>
    );
};
