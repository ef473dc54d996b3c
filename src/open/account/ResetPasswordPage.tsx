import { Alert, Box, Button, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../login/AuthLayout';
import { accountTarget } from './account';
import { OpenPageFooter } from './OpenPageFooter';
import { PasswordFields } from './PasswordFields';
import { SubmitButton } from './SubmitButton';
import { usePasswordReset } from './usePasswordReset';

const LINK_PARAMS = ['account', 'code'];

/** What a reset link carries: `?account=&code=` (the account's email or mobile and the code sent to it). */
const readResetLink = (search: string): { account: string; code: string } | undefined => {
    const params = new URLSearchParams(search);
    const account = (params.get('account') ?? '').trim();
    const code = (params.get('code') ?? '').trim();
    return accountTarget(account) && code ? { account, code } : undefined;
};

/** The query without the link's account and code; null when it has neither. */
const withoutLink = (search: string): string | null => {
    const params = new URLSearchParams(search);
    if (!LINK_PARAMS.some(name => params.has(name))) return null;
    LINK_PARAMS.forEach(name => params.delete(name));
    const rest = params.toString();
    return rest ? `?${rest}` : '';
};

/**
 * /reset-password (open): reached from a reset link, it receives the account and the code from the route
 * (`?account=&code=`) and only asks for the new password twice. A link without them offers /forget.
 * The link is read once and kept in memory; the code and account then leave the address bar and the history
 * entry (replaced, as boot does with `?token=`), so neither a later visitor of the history nor a shared screen sees them.
 */
export const ResetPasswordPage = ({ custom = false }: { custom?: boolean }) => {
    const translate = useTranslate();
    const location = useLocation();
    const navigate = useNavigate();
    const [link] = useState(() => readResetLink(location.search));
    useEffect(() => {
        const search = withoutLink(location.search);
        if (search !== null) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
    }, [location, navigate]);
    const { reset, busy } = usePasswordReset();
    return (
        <AuthLayout custom={custom} title={translate('auth.pages.resetPassword')}>
            {link ? (
                <Form onSubmit={(values: Record<string, unknown>) => reset(link.account, link.code, values.password)} noValidate>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                        {translate('signup.resetFor')}{' '}
                        <Box component="strong" data-testid="reset-account" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                            {link.account}
                        </Box>
                    </Typography>
                    <PasswordFields label="signup.newPassword" />
                    <SubmitButton label="signup.submitReset" busy={busy} />
                    <OpenPageFooter />
                </Form>
            ) : (
                <>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('signup.resetLinkInvalid')}
                    </Alert>
                    <Button component={RouterLink} to="/forget" variant="contained" fullWidth>
                        {translate('signup.goForget')}
                    </Button>
                    <OpenPageFooter />
                </>
            )}
        </AuthLayout>
    );
};
