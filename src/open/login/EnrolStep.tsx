import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, useLogin, useTranslate } from 'react-admin';
import type { HttpClient } from '../../http/client';
import type { SecondFactorChallenge } from '../../authProvider/secondFactor';
import { normalizeTotpCode } from '../../data/account/totp';
import { signInEnrolmentCalls, type SignInEnrolment, type TwoFactorSecret } from '../../data/account/twoFactorApi';
import twoFactorArea from '../../i18n/areas/twoFactor';
import { addAreaMessages } from '../../i18n/provider';
import { TotpCodeInput } from '../../ui/twoFactor/CodeInput';
import { RecoveryCodes } from '../../ui/twoFactor/RecoveryCodes';
import { refusalMessage } from '../../ui/twoFactor/refusal';
import { SecretQr } from '../../ui/twoFactor/SecretQr';
import { SubmitButton } from './SubmitButton';

addAreaMessages(twoFactorArea);

interface EnrolStepProps {
    challenge: SecondFactorChallenge;
    http: HttpClient;
    redirectTo: string;
    onBack: () => void;
}

/**
 * The admin sign-in's enrolment step (web config: every administrator needs a second factor): the QR code and the
 * key, a code to confirm, then the recovery codes once, and on into the console with the token the server gave.
 */
export const EnrolStep = ({ challenge, http, redirectTo, onBack }: EnrolStepProps) => {
    const translate = useTranslate();
    const login = useLogin();
    const [calls] = useState(() => signInEnrolmentCalls(http));
    const [secret, setSecret] = useState<TwoFactorSecret>();
    const [failed, setFailed] = useState('');
    const [enrolled, setEnrolled] = useState<SignInEnrolment>();

    useEffect(() => {
        calls.begin(challenge.challenge).then(setSecret, (error: unknown) => setFailed(refusalMessage(error)));
    }, [calls, challenge.challenge]);

    const confirm = async (values: Record<string, unknown>) => {
        try {
            setEnrolled(await calls.enable(challenge.challenge, normalizeTotpCode(String(values.code ?? ''))));
        } catch (error) {
            return { code: refusalMessage(error) };
        }
    };

    const back = (
        <Button fullWidth onClick={onBack} sx={{ mt: 1.5 }}>
            {translate('twoFactor.step.back')}
        </Button>
    );
    return (
        <Box data-testid="enrol-step">
            <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {translate('twoFactor.step.enrolTitle')}
            </Typography>
            {enrolled ? (
                <Stack spacing={2}>
                    <RecoveryCodes codes={enrolled.recoveryCodes} account={enrolled.username ?? challenge.username ?? ''} />
                    <Button
                        variant="contained"
                        size="large"
                        onClick={() => void login({ token: enrolled.token, username: enrolled.username ?? challenge.username }, redirectTo)}
                    >
                        {translate('twoFactor.step.continue')}
                    </Button>
                </Stack>
            ) : failed ? (
                <>
                    <Alert severity="error">{translate(failed, { _: failed })}</Alert>
                    {back}
                </>
            ) : secret ? (
                <Form onSubmit={confirm} noValidate>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                        {translate('twoFactor.step.enrolIntro')}
                    </Typography>
                    <SecretQr secret={secret} />
                    <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
                        {translate('twoFactor.enrol.confirm')}
                    </Typography>
                    <TotpCodeInput autoFocus />
                    <SubmitButton label="twoFactor.step.verify" busyLabel="twoFactor.step.verifying" />
                    {back}
                </Form>
            ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-label={translate('twoFactor.enrol.loading')}>
                    <CircularProgress />
                </Box>
            )}
        </Box>
    );
};
