import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FormLeaveGuard } from '../../../ui/LeaveGuard';
import { formatYuan } from '../../../format/money';
import type { AppUser, Recharge } from '../../../data/appUsers/types';
import { RechargeConfirm, type RechargeFormValues } from './RechargeConfirm';
import { RechargeFields } from './RechargeFields';
import { RechargeHistory } from './RechargeHistory';
import { Form, SaveButton } from '../../../ui/singleFlight';

const presetUser = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /operation/recharge: credit a user's balance (whole yuan, at least 1.00, with a reason) after a confirmation
 * naming the user and the amount; the new balance shows, and the history below lists the recharges (the picked
 * user's, or everyone's). `?userId=` picks the user (from the account detail).
 */
export const ManualRechargePage = () => {
    const translate = useTranslate();
    const [search] = useSearchParams();
    const preset = presetUser(search.get('userId'));
    const defaultValues = useMemo<RechargeFormValues>(() => ({ userId: preset, amount: '', reason: '' }), [preset]);
    const [pending, setPending] = useState<RechargeFormValues | null>(null);
    const [done, setDone] = useState<{ recharge: Recharge; user: string } | null>(null);
    const [picked, setPicked] = useState<number | undefined>(preset ?? undefined);
    const onPick = useCallback((userId: number | undefined) => setPicked(userId), []);
    const { data: pickedUser } = useGetOne<AppUser>('appUser', { id: picked ?? 0 }, { enabled: picked !== undefined });

    return (
        <Box sx={{ py: 2, maxWidth: 1100 }}>
            <Title title="routes.manualRecharge" />
            <Card variant="outlined">
                <CardContent>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('operation.recharge.intro')}
                    </Typography>
                    <Form<RechargeFormValues>
                        key={preset ?? 'none'}
                        defaultValues={defaultValues}
                        onSubmit={(values: Partial<RechargeFormValues>) => setPending(values as RechargeFormValues)}
                        resource="appUser"
                        sanitizeEmptyValues={false}
                    >
                        <FormLeaveGuard />
                        <Box sx={{ maxWidth: 520 }}>
                            <RechargeFields onPick={onPick} />
                            <SaveButton label="operation.recharge.submit" icon={<AccountBalanceWalletOutlined />} alwaysEnable />
                        </Box>
                        <RechargeConfirm pending={pending} onClose={() => setPending(null)} onDone={(recharge, user) => setDone({ recharge, user })} />
                    </Form>
                    {done ? (
                        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setDone(null)} data-testid="recharge-result">
                            {translate('operation.recharge.newBalance', { user: done.user, balance: formatYuan(done.recharge.balanceAfter) })}
                        </Alert>
                    ) : null}
                </CardContent>
            </Card>
            <RechargeHistory key={picked ?? 'all'} userId={picked} username={pickedUser?.username} />
        </Box>
    );
};
