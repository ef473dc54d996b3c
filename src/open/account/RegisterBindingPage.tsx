import { Alert, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { UserDataProvider } from '../../user/dataProvider';
import { AuthLayout } from '../login/AuthLayout';
import { errorMessage } from './account';
import { AccountCodeFields } from './AccountCodeFields';
import { AgreementField } from './AgreementField';
import { OpenPageFooter } from './OpenPageFooter';
import { PasswordFields } from './PasswordFields';
import { SubmitButton } from './SubmitButton';
import { useTokenSignIn } from './useTokenSignIn';

type Mode = 'bind' | 'register';

/** Binds the messaging-app sign-in `openid` to an existing account, or registers a new one with it. */
const BindingForm = ({ openid, mode }: { openid: string; mode: Mode }) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const signIn = useTokenSignIn();
    const [busy, setBusy] = useState(false);
    const submit = async (values: Record<string, unknown>) => {
        setBusy(true);
        try {
            const token = await dataProvider.bindOpenid({
                openid,
                account: String(values.account ?? ''),
                code: String(values.code ?? ''),
                password: mode === 'register' ? String(values.password ?? '') : undefined,
            });
            await signIn(token, mode === 'register' ? 'signup.registered' : 'signup.bound');
        } catch (error) {
            notify(errorMessage(error), { type: 'error' });
            setBusy(false);
        }
    };
    return (
        <Form onSubmit={submit} noValidate>
            <AccountCodeFields purpose={`binding-${mode}`} beforeSend={mode === 'register' ? account => dataProvider.checkAccount(account) : undefined} />
            {mode === 'register' ? (
                <>
                    <PasswordFields />
                    <AgreementField />
                </>
            ) : null}
            <SubmitButton label={mode === 'register' ? 'signup.submitRegisterBind' : 'signup.submitBind'} busy={busy} />
        </Form>
    );
};

/**
 * /register-binding (open, no token): after a messaging-app sign-in (`?openid=`) that has no account yet,
 * bind an existing account to it or register a new one; either way the visitor is then signed in.
 */
export const RegisterBindingPage = ({ custom = false }: { custom?: boolean }) => {
    const translate = useTranslate();
    const location = useLocation();
    const openid = (new URLSearchParams(location.search).get('openid') ?? '').trim();
    const [mode, setMode] = useState<Mode>('bind');
    return (
        <AuthLayout custom={custom} title={translate('auth.pages.registerBinding')} subtitle={openid ? translate('signup.bindingSubtitle') : undefined}>
            {openid ? (
                <>
                    <Tabs
                        value={mode}
                        onChange={(_, value: Mode) => setMode(value)}
                        variant="fullWidth"
                        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
                    >
                        <Tab value="bind" label={translate('signup.tabBind')} />
                        <Tab value="register" label={translate('signup.tabRegister')} />
                    </Tabs>
                    {/* each mode its own form: what one typed is not sent by the other */}
                    <BindingForm key={mode} openid={openid} mode={mode} />
                </>
            ) : (
                <Alert severity="warning">{translate('signup.bindingMissing')}</Alert>
            )}
            <OpenPageFooter />
        </AuthLayout>
    );
};
