import { useCallback } from 'react';
import { RadioButtonGroupInput, required, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { UserDataProvider } from '../../dataProvider';
import { SecretInput } from '../../../ui/SecretInput';
import type { ContactType } from '../../../data/account/api';
import { PAY_PASSWORD_LENGTH, validatePayPassword } from '../../../data/account/payPassword';
import { validatePasswordConfirm } from '../../../validation/password';
import { AccountDialog } from '../../../ui/AccountDialog';
import { CodeField } from './CodeField';
import { useAccountAction } from './useAccountAction';

/** set: none yet; change: knows the current one; reset: forgotten, a code to a bound contact instead. */
export type PayPasswordMode = 'set' | 'change' | 'reset';

interface PayPasswordValues {
    oldPayPassword: string;
    payPassword: string;
    confirm: string;
    type: ContactType;
    code: string;
}

const pin = { htmlInput: { inputMode: 'numeric' as const, maxLength: PAY_PASSWORD_LENGTH } };

/** The code for a reset, sent to the bound contact chosen. */
const ResetCode = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const type = useWatch<PayPasswordValues, 'type'>({ name: 'type' });
    const send = useCallback(() => dataProvider.sendPayPasswordCode(type), [dataProvider, type]);
    return <CodeField send={send} storageKey={`payPassword:${type}`} sendDisabled={false} />;
};

interface PayPasswordDialogProps {
    mode: PayPasswordMode;
    /** The contacts bound (a reset's code goes to one of them). */
    contacts: { type: ContactType; target: string }[];
    onClose: () => void;
}

/** The payment password (6 digits): set one, change it (the current one first), or reset a forgotten one by code. */
export const PayPasswordDialog = ({ mode, contacts, onClose }: PayPasswordDialogProps) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    // changing it is sensitive: with the second factor on, the server asks for a fresh code and the console's
    // fresh-code dialog answers (data/account/freshCodeRetry.ts)
    const action = useAccountAction(
        ({ oldPayPassword, payPassword, type, code }: PayPasswordValues) =>
            mode === 'reset'
                ? dataProvider.resetPayPassword({ type, code: code.trim(), payPassword })
                : mode === 'change'
                  ? dataProvider.setPayPassword({ oldPayPassword, payPassword })
                  : dataProvider.setPayPassword({ payPassword }),
        { done: `accountInfo.payPassword.done.${mode}`, onDone: onClose },
    );
    return (
        <AccountDialog<PayPasswordValues>
            title={`accountInfo.payPassword.${mode}`}
            onClose={onClose}
            onSubmit={action.submit}
            pending={action.pending}
            defaultValues={{ oldPayPassword: '', payPassword: '', confirm: '', type: contacts[0]?.type ?? 'mobile', code: '' }}
            submitLabel="accountInfo.confirm"
            testId="pay-password-dialog"
        >
            {mode === 'change' ? (
                <SecretInput source="oldPayPassword" label="accountInfo.fields.currentPayPassword" validate={required()} slotProps={pin} autoFocus />
            ) : null}
            {mode === 'reset' ? (
                <>
                    <RadioButtonGroupInput
                        source="type"
                        label="accountInfo.payPassword.sendTo"
                        choices={contacts.map(contact => ({ id: contact.type, name: contact.target }))}
                        translateChoice={false}
                        validate={required()}
                    />
                    <ResetCode />
                </>
            ) : null}
            <SecretInput
                source="payPassword"
                label="accountInfo.fields.newPayPassword"
                validate={[required(), validatePayPassword]}
                helperText="accountInfo.payPassword.rule"
                slotProps={pin}
                autoFocus={mode === 'set'}
            />
            <SecretInput
                source="confirm"
                label="accountInfo.fields.confirmPayPassword"
                validate={[required(), validatePasswordConfirm('payPassword')]}
                slotProps={pin}
            />
        </AccountDialog>
    );
};
