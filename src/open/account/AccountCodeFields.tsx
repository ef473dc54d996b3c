import { Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { required, TextInput, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { UserDataProvider } from '../../user/dataProvider';
import { SendCodeButton } from '../../ui/SendCodeButton';
import { newCaptchaUuid } from '../login/captcha';
import { CaptchaImage } from '../login/CaptchaImage';
import { accountTarget, errorMessage, validateAccount } from './account';
import { captchaUrl } from './captchaUrl';

const accountRules = [required(), validateAccount];
const requiredRule = required();

interface AccountCodeFieldsProps {
    /** Names the countdown (with the account): register, forget, bind. */
    purpose: string;
    /** Runs before a code is sent (register: is the account free?); a rejection stops the send. */
    beforeSend?: (account: string) => Promise<void>;
    /** The captcha uuid the SMS code went out under (regist sends it back). */
    onSent?: (uuid: string) => void;
}

/**
 * The account (email or mobile) and its verification code, inside a react-admin <Form>: `account`, `captcha`
 * (mobile only: the SMS is sent only with the image captcha, which any attempt uses up) and `code`, with the
 * send button and its countdown. A refusal of the send shows the server's msg; what was typed is kept.
 */
export const AccountCodeFields = ({ purpose, beforeSend, onSent }: AccountCodeFieldsProps) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const { resetField, setError } = useFormContext();
    const account = useWatch({ name: 'account' }) as string | undefined;
    const captcha = useWatch({ name: 'captcha' }) as string | undefined;
    const [uuid, setUuid] = useState(newCaptchaUuid);
    const target = accountTarget(account);
    const mobile = target?.kind === 'mobile';

    const refreshCaptcha = useCallback(() => {
        setUuid(newCaptchaUuid());
        resetField('captcha', { defaultValue: '' });
    }, [resetField]);

    const send = useCallback(async () => {
        if (!target) throw new Error('signup.accountFormat');
        try {
            await beforeSend?.(target.value);
        } catch (error) {
            setError('account', { type: 'server', message: errorMessage(error) });
            throw error;
        }
        if (target.kind === 'mail') return dataProvider.sendMailCode(target.value);
        const used = uuid;
        try {
            const sent = await dataProvider.sendSmsCode(target.value, used, captcha ?? '');
            onSent?.(used);
            return sent;
        } finally {
            // the captcha is used up by any attempt: the next send needs a new picture
            refreshCaptcha();
        }
    }, [beforeSend, captcha, dataProvider, onSent, refreshCaptcha, setError, target, uuid]);

    return (
        <>
            <TextInput
                source="account"
                label="signup.account"
                helperText="signup.accountHint"
                validate={accountRules}
                variant="outlined"
                autoComplete="username"
                fullWidth
            />
            {mobile ? (
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                    <TextInput
                        source="captcha"
                        label="signup.captcha"
                        variant="outlined"
                        autoComplete="off"
                        fullWidth
                        helperText={false}
                        slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'off', spellCheck: false } }}
                        sx={{ my: 0 }}
                    />
                    <CaptchaImage src={captchaUrl(uuid)} onRefresh={refreshCaptcha} />
                </Box>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 3 }}>
                <TextInput
                    source="code"
                    label="signup.code"
                    validate={requiredRule}
                    variant="outlined"
                    autoComplete="one-time-code"
                    fullWidth
                    helperText={false}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
                    sx={{ my: 0 }}
                />
                <SendCodeButton
                    send={send}
                    storageKey={`${purpose}:${target?.value.toLowerCase() ?? ''}`}
                    disabled={!target || (mobile && !captcha?.trim())}
                    sx={{ height: 40 }}
                />
            </Box>
        </>
    );
};
