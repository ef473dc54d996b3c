import { Form, useTranslate } from 'react-admin';
import { AuthLayout } from '../login/AuthLayout';
import { AccountCodeFields } from './AccountCodeFields';
import { OpenPageFooter } from './OpenPageFooter';
import { PasswordFields } from './PasswordFields';
import { SubmitButton } from './SubmitButton';
import { usePasswordReset } from './usePasswordReset';

/** /forget (open): the account (email or mobile), a code sent to it, and the new password twice. */
export const ForgetPage = ({ custom = false }: { custom?: boolean }) => {
    const translate = useTranslate();
    const { reset, busy } = usePasswordReset();
    return (
        <AuthLayout custom={custom} title={translate('auth.pages.forget')} subtitle={translate('signup.forgetSubtitle')}>
            <Form onSubmit={(values: Record<string, unknown>) => reset(values.account, values.code, values.password)} noValidate>
                <AccountCodeFields purpose="forget" />
                <PasswordFields label="signup.newPassword" />
                <SubmitButton label="signup.submitReset" busy={busy} />
                <OpenPageFooter />
            </Form>
        </AuthLayout>
    );
};
