import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { normalizeTotpCode } from '../../data/account/totp';
import { TWO_FACTOR_KEY, type TwoFactorCalls } from '../../data/account/twoFactorApi';
import { TotpCodeInput } from './CodeInput';
import { refusalMessage } from './refusal';
import { SecretQr } from './SecretQr';
import { AccountDialog } from '../AccountDialog';

interface EnrolDialogProps {
    onClose: () => void;
    /** Turned on: the recovery codes to show once. */
    onEnabled: (recoveryCodes: string[]) => void;
}

/**
 * Turning the second factor on: a new secret as a QR code and as text, then a code of the app to confirm. Nothing
 * is on until the code is confirmed; closing the dialog leaves the account as it was.
 */
export const EnrolDialog = ({ onClose, onEnabled }: EnrolDialogProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<DataProvider & TwoFactorCalls>();
    // a new secret each time the dialog opens (gcTime 0: never shown again from the cache)
    const secret = useQuery({
        queryKey: ['account', 'twoFactor', 'begin'],
        queryFn: () => dataProvider.beginTwoFactor(),
        gcTime: 0,
        staleTime: Infinity,
        retry: false,
    });
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [pending, setPending] = useState(false);
    // a refused code shows at the field (react-admin's Form takes the errors the submit answers)
    const enable = async ({ code }: { code: string }) => {
        setPending(true);
        try {
            const recoveryCodes = await dataProvider.enableTwoFactor(normalizeTotpCode(code));
            notify('twoFactor.card.enabled', { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
            onEnabled(recoveryCodes);
        } catch (error) {
            return { code: refusalMessage(error) };
        } finally {
            setPending(false);
        }
    };
    return (
        <AccountDialog
            title="twoFactor.enrol.title"
            submitLabel="twoFactor.enrol.submit"
            onClose={onClose}
            onSubmit={enable}
            pending={pending}
            defaultValues={{ code: '' }}
            testId="enrol-dialog"
        >
            {secret.data ? (
                <>
                    <SecretQr secret={secret.data} />
                    <Typography variant="body2" sx={{ pt: 2, pb: 1 }}>
                        {translate('twoFactor.enrol.confirm')}
                    </Typography>
                    <TotpCodeInput />
                </>
            ) : secret.error ? (
                <Alert severity="error">{translate(refusalMessage(secret.error), { _: refusalMessage(secret.error) })}</Alert>
            ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-label={translate('twoFactor.enrol.loading')}>
                    <CircularProgress />
                </Box>
            )}
        </AccountDialog>
    );
};
