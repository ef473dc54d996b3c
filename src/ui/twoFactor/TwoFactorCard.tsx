import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { Button, CardContent, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { isFreshCodeCancelled } from '../../data/account/freshCodeRetry';
import { TWO_FACTOR_KEY, type TwoFactorCalls } from '../../data/account/twoFactorApi';
import { PageCard } from '../PageCard';
import { SecurityRow } from '../SecurityRow';
import { EnrolDialog } from './EnrolDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

/**
 * Two-factor authentication of the signed-in account, in either console (each flavour's provider has the calls under
 * its own prefix): on or off with the recovery codes left; turn on (the enrolment dialog, then the recovery codes
 * once), new recovery codes and turn off, each asking a fresh code of the app (the server asks; the console's one
 * fresh-code dialog answers, ui/twoFactor/FreshCodeHost).
 */
export const TwoFactorCard = ({ account }: { account: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<DataProvider & TwoFactorCalls>();
    const queryClient = useQueryClient();
    const info = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => dataProvider.getTwoFactor() });
    const [enrolling, setEnrolling] = useState(false);
    const [codes, setCodes] = useState<string[]>();

    const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    const sensitive = async <T,>(send: () => Promise<T>, done: string, then: (value: T) => void) => {
        try {
            then(await send());
            notify(done, { type: 'success' });
        } catch (error) {
            if (!isFreshCodeCancelled(error)) notify((error as Error).message || 'http.failed', { type: 'error' });
        }
        await refresh();
    };

    const enabled = info.data?.enabled === true;
    return (
        <PageCard title="twoFactor.card.title" intro="twoFactor.card.intro" pageTitle={false}>
            <CardContent sx={{ pt: 1 }}>
                <SecurityRow
                    icon={<PhonelinkLockOutlined />}
                    title="twoFactor.card.title"
                    testId="security-two-factor"
                    status={
                        info.isPending ? (
                            <CircularProgress size={12} color="inherit" />
                        ) : enabled ? (
                            translate('twoFactor.card.on', { count: info.data?.recoveryLeft ?? 0 })
                        ) : (
                            translate('twoFactor.card.off')
                        )
                    }
                >
                    {info.error ? (
                        <Button size="small" onClick={() => void info.refetch()}>
                            {translate('common.retry')}
                        </Button>
                    ) : enabled ? (
                        <>
                            <Button
                                size="small"
                                variant="outlined"
                                onClick={() => void sensitive(() => dataProvider.regenerateRecoveryCodes(), 'twoFactor.card.regenerated', setCodes)}
                            >
                                {translate('twoFactor.card.regenerate')}
                            </Button>
                            <Button
                                size="small"
                                color="error"
                                variant="outlined"
                                onClick={() =>
                                    void sensitive(
                                        () => dataProvider.disableTwoFactor(),
                                        'twoFactor.card.disabled',
                                        () => undefined,
                                    )
                                }
                            >
                                {translate('twoFactor.card.disable')}
                            </Button>
                        </>
                    ) : (
                        <Button size="small" variant="contained" disabled={info.isPending} onClick={() => setEnrolling(true)}>
                            {translate('twoFactor.card.enable')}
                        </Button>
                    )}
                </SecurityRow>
            </CardContent>
            {enrolling ? (
                <EnrolDialog
                    onClose={() => setEnrolling(false)}
                    onEnabled={recoveryCodes => {
                        setEnrolling(false);
                        setCodes(recoveryCodes);
                    }}
                />
            ) : null}
            {codes ? <RecoveryCodesDialog codes={codes} account={account} onClose={() => setCodes(undefined)} /> : null}
        </PageCard>
    );
};
