import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useLogin, useTranslate } from 'react-admin';
import type { SecondFactorChallenge, SecondFactorLogin } from '../../authProvider/secondFactor';
import { normalizeTotpCode } from '../../data/account/totp';
import twoFactorArea from '../../i18n/areas/twoFactor';
import { addAreaMessages } from '../../i18n/provider';
import { RecoveryCodeInput, TotpCodeInput } from '../../ui/twoFactor/CodeInput';
import { refusalMessage } from '../../ui/twoFactor/refusal';
import { SubmitButton } from './SubmitButton';

// the step's messages come with its chunk: the password step never downloads them
addAreaMessages(twoFactorArea);

interface SecondFactorStepProps {
    challenge: SecondFactorChallenge;
    redirectTo: string;
    /** Back to the password step (a new captcha). */
    onBack: () => void;
}

/**
 * The sign-in's second step, after a right password: the authenticator app's code, or a recovery code instead.
 * A refused code is shown at its field (wrong, used, locked for a while, the challenge expired).
 */
export const SecondFactorStep = ({ challenge, redirectTo, onBack }: SecondFactorStepProps) => {
    const translate = useTranslate();
    const login = useLogin();
    const [recovery, setRecovery] = useState(false);
    const field = recovery ? 'recoveryCode' : 'code';

    const submit = async (values: Record<string, unknown>) => {
        const typed = String(values[field] ?? '');
        const params: SecondFactorLogin = {
            challenge: challenge.challenge,
            username: challenge.username,
            ...(recovery ? { recoveryCode: typed.trim() } : { code: normalizeTotpCode(typed) }),
        };
        try {
            await login(params, redirectTo);
        } catch (error) {
            return { [field]: refusalMessage(error) };
        }
    };

    return (
        // a new form per kind of code: nothing typed for one shows in the other; a refused code is said at its field,
        // without react-admin's "the form is not valid" toast beside it
        <Form key={field} onSubmit={submit} noValidate disableInvalidFormNotification>
            <Box data-testid="second-factor-step">
                <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
                    {translate('twoFactor.step.title')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                    {translate(recovery ? 'twoFactor.step.recoveryIntro' : 'twoFactor.step.intro')}
                </Typography>
                {recovery ? <RecoveryCodeInput autoFocus /> : <TotpCodeInput autoFocus />}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                    <Link component="button" type="button" variant="body2" underline="hover" onClick={() => setRecovery(!recovery)}>
                        {translate(recovery ? 'twoFactor.step.useCode' : 'twoFactor.step.useRecovery')}
                    </Link>
                </Box>
                <SubmitButton label="twoFactor.step.verify" busyLabel="twoFactor.step.verifying" />
                <Button fullWidth startIcon={<ArrowBack />} onClick={onBack} sx={{ mt: 1.5 }}>
                    {translate('twoFactor.step.back')}
                </Button>
            </Box>
        </Form>
    );
};
