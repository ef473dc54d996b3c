import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { deductCents, deductProblem, REASON_MAX, reasonProblem, type AccountRuleKey } from '../../../data/appUsers/rules';
import type { AppUser } from '../../../data/appUsers/types';
import { formatYuan } from '../../../format/money';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';
import { Confirm } from '../../../ui/singleFlight';
import { RetypeAmountField } from '../recharge/RetypeAmountField';
import { useRetypeGuard } from '../recharge/useRetypeAbove';
import { useAccountCall } from './useAccountCall';

const titleId = 'account-deduct-title';

/**
 * Takes money off the balance, the opposite of a manual recharge: an amount the balance covers and a reason, then
 * the recharge's guarded confirmation naming the user and the amount (typed again above the same threshold).
 * Open it keyed by the user.
 */
export const DeductDialog = ({ user, open, onClose }: { user: AppUser; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [amount, setAmount] = useState('');
    const [reason, setReason] = useState('');
    const [problems, setProblems] = useState<{ amount?: AccountRuleKey; reason?: AccountRuleKey }>({});
    const [pending, setPending] = useState<number>();
    const guard = useRetypeGuard(pending);
    const closeConfirm = () => {
        setPending(undefined);
        guard.reset();
    };
    const call = useAccountCall(
        (dataProvider, cents: number) => dataProvider.deductUser({ userId: user.userId, amount: cents, reason: reason.trim() }),
        done => {
            notify('accountControl.deduct.done', { type: 'success', messageArgs: { balance: formatYuan(done.balanceAfter) } });
            closeConfirm();
            onClose();
        },
    );
    const submit = () => {
        const found = { amount: deductProblem(amount, user.propertyBalance), reason: reasonProblem(reason) };
        setProblems(found);
        if (!found.amount && !found.reason) setPending(deductCents(amount));
    };
    const helper = (problem: AccountRuleKey | undefined, fallback: string) =>
        translate(problem ? `accountControl.rules.${problem}` : fallback, { balance: formatYuan(user.propertyBalance) });
    return (
        <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('accountControl.deduct.title')}</DialogTitle>
            <DialogContent>
                <TextField
                    name="deductAmount"
                    label={translate('accountControl.deduct.amount')}
                    value={amount}
                    onChange={event => {
                        setAmount(event.target.value);
                        setProblems(found => ({ ...found, amount: undefined }));
                    }}
                    required
                    error={problems.amount !== undefined}
                    helperText={helper(problems.amount, 'accountControl.deduct.amountHelp')}
                    slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                    autoFocus
                    fullWidth
                    sx={{ mt: 1, mb: 2 }}
                />
                <TextField
                    name="deductReason"
                    label={translate('accountControl.deduct.reason')}
                    value={reason}
                    onChange={event => {
                        setReason(event.target.value);
                        setProblems(found => ({ ...found, reason: undefined }));
                    }}
                    required
                    error={problems.reason !== undefined}
                    helperText={helper(problems.reason, 'accountControl.deduct.reasonHelp')}
                    slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                    multiline
                    minRows={2}
                    fullWidth
                />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <DialogCancelButton onClick={onClose} />
                <Button variant="contained" color="warning" onClick={submit}>
                    {translate('accountControl.deduct.button')}
                </Button>
            </DialogActions>
            <Confirm
                isOpen={pending !== undefined}
                loading={call.isPending}
                title="accountControl.deduct.title"
                confirmColor="warning"
                content={
                    <>
                        <Typography>{translate('accountControl.deduct.confirm', { user: user.username, amount: formatYuan(pending ?? 0) })}</Typography>
                        {guard.asks ? <RetypeAmountField label="accountControl.deduct.retypeLabel" {...guard.field} /> : null}
                    </>
                }
                onConfirm={() => {
                    if (pending === undefined) return undefined;
                    return guard.passes() ? call.mutateAsync(pending) : undefined;
                }}
                onClose={closeConfirm}
            />
        </Dialog>
    );
};
