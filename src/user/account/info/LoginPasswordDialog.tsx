import { required, useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { PasswordStrength } from '../../../ui/password/PasswordStrength';
import { SecretInput } from '../../../ui/SecretInput';
import { validatePassword, validatePasswordConfirm } from '../../../validation/password';
import { AccountDialog } from '../../../ui/AccountDialog';
import { useAccountAction } from './useAccountAction';

interface LoginPasswordValues {
    password: string;
    newPassword: string;
    confirm: string;
}

/** The login password: the current one, then the new one (4-30 characters, no Chinese) twice. */
export const LoginPasswordDialog = ({ onClose }: { onClose: () => void }) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const action = useAccountAction(({ password, newPassword }: LoginPasswordValues) => dataProvider.changePassword({ password, newPassword }), {
        done: 'accountInfo.loginPassword.done',
        onDone: onClose,
    });
    return (
        <AccountDialog<LoginPasswordValues>
            title="accountInfo.loginPassword.change"
            onClose={onClose}
            onSubmit={action.submit}
            pending={action.pending}
            defaultValues={{ password: '', newPassword: '', confirm: '' }}
            submitLabel="accountInfo.confirm"
            testId="login-password-dialog"
        >
            <SecretInput source="password" label="accountInfo.fields.currentPassword" validate={required()} autoFocus />
            <SecretInput
                source="newPassword"
                label="accountInfo.fields.newPassword"
                validate={[required(), validatePassword]}
                helperText="accountInfo.loginPassword.rule"
            />
            <PasswordStrength source="newPassword" />
            <SecretInput source="confirm" label="accountInfo.fields.confirmPassword" validate={[required(), validatePasswordConfirm('newPassword')]} />
        </AccountDialog>
    );
};
