import { Link, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { UserDataProvider } from '../../user/dataProvider';
import { LOGIN_PATH } from '../../authProvider/routeGuard';
import { AuthLayout } from '../login/AuthLayout';
import { newCaptchaUuid } from '../login/captcha';
import { accountTarget, errorMessage } from './account';
import { AccountCodeFields } from './AccountCodeFields';
import { AgreementField } from './AgreementField';
import { PasswordFields } from './PasswordFields';
import { RegisterGate } from './RegisterGate';
import { SubmitButton } from './SubmitButton';
import { useTokenSignIn } from './useTokenSignIn';

interface RegisterValues {
    account: string;
    code: string;
    password: string;
}

/** The registration form: account (email or mobile) + code, password twice, the agreement accepted. */
const RegisterForm = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const signIn = useTokenSignIn();
    const [busy, setBusy] = useState(false);
    // the captcha uuid the SMS code went out under (regist sends it back)
    const smsUuid = useRef(newCaptchaUuid());

    const submit = async (values: Record<string, unknown>) => {
        const { account, code, password } = values as unknown as RegisterValues;
        const target = accountTarget(account);
        if (!target) return;
        setBusy(true);
        try {
            const token = await dataProvider.register({ account: target, code, password, uuid: smsUuid.current });
            await signIn(token, 'signup.registered');
        } catch (error) {
            notify(errorMessage(error), { type: 'error' });
            setBusy(false);
        }
    };

    return (
        <Form onSubmit={submit} noValidate>
            <AccountCodeFields
                purpose="register"
                beforeSend={account => dataProvider.checkAccount(account)}
                onSent={uuid => {
                    smsUuid.current = uuid;
                }}
            />
            <PasswordFields />
            <AgreementField />
            <SubmitButton label="signup.submitRegister" busy={busy} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, textAlign: 'center' }}>
                {translate('signup.haveAccount')} {/* inside a sentence a link is told from the text by its underline, not by colour alone */}
                <Link component={RouterLink} to={LOGIN_PATH} underline="always">
                    {translate('auth.backToLogin')}
                </Link>
            </Typography>
        </Form>
    );
};

/** /register (open): closed registration sends the visitor to /login. */
export const RegisterPage = ({ custom = false }: { custom?: boolean }) => {
    const translate = useTranslate();
    return (
        <RegisterGate>
            <AuthLayout custom={custom} title={translate('auth.pages.register')} subtitle={translate('signup.registerSubtitle')}>
                <RegisterForm />
            </AuthLayout>
        </RegisterGate>
    );
};
