import { required } from 'react-admin';
import { PasswordStrength } from '../../ui/password/PasswordStrength';
import { SecretInput } from '../../ui/SecretInput';
import { validatePassword, validatePasswordConfirm } from '../../validation/password';

const passwordRules = [required(), validatePassword];
const PERSONAL = ['account'];
const confirmRules = [required(), validatePasswordConfirm('password')];

/**
 * A new password and its confirmation (4-30 characters, no Chinese; "两次输入的密码不一致"), each revealable, with a
 * strength meter that advises only (the account typed above counts as personal).
 */
export const PasswordFields = ({ label = 'signup.password' }: { label?: string }) => (
    <>
        <SecretInput source="password" label={label} validate={passwordRules} variant="outlined" fullWidth />
        <PasswordStrength source="password" personal={PERSONAL} />
        <SecretInput source="confirm" label="signup.confirm" validate={confirmRules} variant="outlined" fullWidth />
    </>
);
