import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordInput, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Services } from '../../console/services';
import type { CredentialsLogin } from '../../authProvider/authProvider';
import { accountDisabledNotice, clearSessionExpired, hasSessionExpired } from '../../authProvider/expiredNotice';
import { safeRedirect } from '../../authProvider/routeGuard';
import { SecondFactorRequired, type SecondFactorChallenge } from '../../authProvider/secondFactor';
import { CaptchaImage } from './CaptchaImage';
import { ClearCaptchaOnRefresh, loginErrorMessage } from './formParts';
import { captchaPath, newCaptchaUuid } from './captcha';

// the demo accounts show in demo mode only: a real deployment's sign-in page never downloads them
const DemoAccounts = lazy(() => import('./DemoAccounts').then(module => ({ default: module.DemoAccounts })));
// the second step downloads only when the server asks for it
const SecondFactorStep = lazy(() => import('./SecondFactorStep').then(module => ({ default: module.SecondFactorStep })));
const EnrolStep = lazy(() => import('./EnrolStep').then(module => ({ default: module.EnrolStep })));

type LoginValues = Omit<CredentialsLogin, 'uuid'>;

const requiredField = required();

/**
 * The sign-in form of both flavours: account (user) or username (admin), password, captcha. A failed attempt
 * shows the server's msg, keeps what was typed, loads a new captcha and empties only the captcha field.
 */
export const LoginForm = ({ services }: { services: Services }) => {
    const { flavour, http, config } = services;
    const translate = useTranslate();
    const login = useLogin();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const location = useLocation();
    const [uuid, setUuid] = useState(newCaptchaUuid);
    const [loading, setLoading] = useState(false);
    const [expired] = useState(() => hasSessionExpired(flavour));
    const [disabled] = useState(() => accountDisabledNotice(flavour));
    const [challenge, setChallenge] = useState<SecondFactorChallenge>();
    const [typedId, setTypedId] = useState('');
    const idField = flavour === 'user' ? 'account' : 'username';
    const redirectTo = safeRedirect(new URLSearchParams(location.search).get('redirect'));

    useEffect(() => clearSessionExpired(flavour), [flavour]);

    const refreshCaptcha = () => setUuid(newCaptchaUuid());

    const submit = async (values: Record<string, unknown>) => {
        setLoading(true);
        // nothing cached for a previous session (identity, lists) may show to the account signing in
        queryClient.clear();
        try {
            await login({ ...(values as LoginValues), uuid } satisfies CredentialsLogin, redirectTo);
        } catch (error) {
            if (error instanceof SecondFactorRequired) return setChallenge(error.challenge);
            notify(loginErrorMessage(error), { type: 'error' });
            refreshCaptcha();
        } finally {
            setLoading(false);
        }
    };

    if (challenge) {
        const back = () => {
            // the password step comes back with the account typed
            setTypedId(challenge.username ?? '');
            setChallenge(undefined);
            refreshCaptcha();
        };
        return (
            <Suspense fallback={null}>
                {challenge.step === 'enrol' ? (
                    <EnrolStep challenge={challenge} http={http} redirectTo={redirectTo} onBack={back} />
                ) : (
                    <SecondFactorStep challenge={challenge} redirectTo={redirectTo} onBack={back} />
                )}
            </Suspense>
        );
    }

    return (
        <Form onSubmit={submit} noValidate defaultValues={{ [idField]: typedId }}>
            <ClearCaptchaOnRefresh uuid={uuid} />
            {disabled ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {disabled}
                </Alert>
            ) : expired ? (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('auth.expired')}
                </Alert>
            ) : null}
            <TextInput
                source={idField}
                label={flavour === 'user' ? 'auth.account' : 'auth.username'}
                validate={requiredField}
                variant="outlined"
                size="medium"
                autoComplete="username"
                autoFocus
                fullWidth
                helperText={false}
                sx={{ mb: 2 }}
            />
            <PasswordInput
                source="password"
                label="auth.password"
                validate={requiredField}
                variant="outlined"
                size="medium"
                autoComplete="current-password"
                fullWidth
                helperText={false}
                sx={{ mb: 2 }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1 }}>
                <TextInput
                    source="captcha"
                    label="auth.captcha"
                    validate={requiredField}
                    variant="outlined"
                    size="medium"
                    autoComplete="off"
                    fullWidth
                    helperText={false}
                    slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'off', spellCheck: false } }}
                    sx={{ m: 0 }}
                />
                <CaptchaImage src={http.url(captchaPath(flavour), { uuid })} onRefresh={refreshCaptcha} />
            </Box>
            {flavour === 'user' ? (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                    <Link component={RouterLink} to="/forget" variant="body2" underline="hover">
                        {translate('auth.forget')}
                    </Link>
                </Box>
            ) : (
                <Box sx={{ mb: 2 }} />
            )}
            <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={loading}
                aria-busy={loading}
                startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
                sx={{ py: 1.1, fontSize: 16, boxShadow: 'none' }}
            >
                {translate(loading ? 'auth.signingIn' : 'auth.signIn')}
            </Button>
            {flavour === 'user' ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, textAlign: 'center' }}>
                    {translate('auth.noAccount')} {/* a link inside a sentence is underlined: colour alone does not tell it apart (WCAG 1.4.1) */}
                    <Link component={RouterLink} to="/register" underline="always">
                        {translate('auth.register')}
                    </Link>
                </Typography>
            ) : null}
            {config.demo ? (
                <Suspense fallback={null}>
                    <DemoAccounts flavour={flavour} idField={idField} />
                </Suspense>
            ) : null}
        </Form>
    );
};
