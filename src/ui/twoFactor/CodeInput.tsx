import { required, TextInput } from 'react-admin';
import { TOTP_DIGITS, validateRecoveryCode, validateTotpCode } from '../../data/account/totp';

const codeRules = [required(), validateTotpCode];
const recoveryRules = [required(), validateRecoveryCode];

/** The 6-digit code of an authenticator app: a phone shows its number pad and may offer the code it received. */
export const TotpCodeInput = ({ source = 'code', autoFocus = false }: { source?: string; autoFocus?: boolean }) => (
    <TextInput
        source={source}
        label="twoFactor.step.code"
        validate={codeRules}
        variant="outlined"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: TOTP_DIGITS + 1, spellCheck: false } }}
    />
);

/** A recovery code (abcd-2345), instead of the app's code. */
export const RecoveryCodeInput = ({ source = 'recoveryCode', autoFocus = false }: { source?: string; autoFocus?: boolean }) => (
    <TextInput
        source={source}
        label="twoFactor.step.recoveryCode"
        validate={recoveryRules}
        variant="outlined"
        autoComplete="off"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'off', spellCheck: false } }}
    />
);
