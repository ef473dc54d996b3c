import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatYuan } from '../../../format/money';
import type { AppUser, Recharge } from '../../../data/appUsers/types';
import { rechargeCents } from '../../../validation/recharge';
import { useRecharge } from './useRecharge';
import { useRetypeGuard } from './useRetypeAbove';
import { RetypeAmountField } from './RetypeAmountField';
import { Confirm } from '../../../ui/singleFlight';

export interface RechargeFormValues {
    userId: number | string | null;
    amount: string;
    reason: string;
}

/**
 * "确认为 %{user} 充值 %{amount}？" before the call; above the web config's threshold (default ¥10,000) the amount
 * is typed again and must match. Inside the form: a success clears the amount and the reason
 * (the user stays picked); a refusal keeps everything typed and shows the server's msg.
 */
export const RechargeConfirm = ({
    pending,
    onClose,
    onDone,
}: {
    pending: RechargeFormValues | null;
    onClose: () => void;
    onDone: (recharge: Recharge, user: string) => void;
}) => {
    const translate = useTranslate();
    const { reset } = useFormContext<RechargeFormValues>();
    const userId = Number(pending?.userId ?? 0);
    const { data: user } = useGetOne<AppUser>('appUser', { id: userId }, { enabled: userId > 0 });
    const username = user?.username ?? `#${userId}`;
    const cents = pending ? rechargeCents(pending.amount) : undefined;
    const guard = useRetypeGuard(cents);
    const close = () => {
        guard.reset();
        onClose();
    };
    const recharge = useRecharge(done => {
        onDone(done, username);
        reset({ userId: pending?.userId ?? null, amount: '', reason: '' });
    });
    return (
        <Confirm
            isOpen={pending !== null}
            loading={recharge.isPending}
            title="operation.recharge.confirmTitle"
            content={
                <>
                    <Typography>{translate('operation.recharge.confirmContent', { user: username, amount: formatYuan(cents ?? 0) })}</Typography>
                    {guard.asks ? <RetypeAmountField label="rechargeGuard.retypeLabel" {...guard.field} /> : null}
                </>
            }
            onConfirm={() => {
                if (!pending || cents === undefined) return;
                if (!guard.passes()) return;
                recharge.mutate({ userId, amount: cents, reason: pending.reason.trim() }, { onSettled: close });
            }}
            onClose={close}
        />
    );
};
