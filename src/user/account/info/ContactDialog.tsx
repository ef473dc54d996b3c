import { useCallback } from 'react';
import { required, TextInput, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { UserDataProvider } from '../../dataProvider';
import type { ContactType } from '../../../data/account/api';
import { isEmail, isMobile, validateEmail, validateMobile } from '../../../validation/contact';
import { AccountDialog } from '../../../ui/AccountDialog';
import { CodeField } from './CodeField';
import { useAccountAction } from './useAccountAction';

interface ContactValues {
    target: string;
    code: string;
}

const RULES = {
    mobile: { valid: isMobile, validate: validateMobile, label: 'accountInfo.fields.newMobile', inputMode: 'tel', autoComplete: 'tel' },
    mail: { valid: isEmail, validate: validateEmail, label: 'accountInfo.fields.newMail', inputMode: 'email', autoComplete: 'email' },
} as const;

/** The code field of the value being typed: sendable once the value is valid, its countdown keyed by it. */
const ContactCode = ({ type }: { type: ContactType }) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const target = (useWatch<ContactValues, 'target'>({ name: 'target' }) ?? '').trim();
    const send = useCallback(() => dataProvider.sendBindCode(type, target), [dataProvider, type, target]);
    return <CodeField send={send} storageKey={`bind:${type}:${target}`} sendDisabled={!RULES[type].valid(target)} />;
};

/**
 * Binds (or replaces) the mobile or the email: a valid value and the code sent to it. A value bound to another
 * account is refused by the server with its msg ("该手机号已被绑定" / "该邮箱已被绑定"), the values kept.
 */
export const ContactDialog = ({ type, bound, onClose }: { type: ContactType; bound: boolean; onClose: () => void }) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const rule = RULES[type];
    const action = useAccountAction((values: ContactValues) => dataProvider.bindContact({ type, target: values.target.trim(), code: values.code.trim() }), {
        done: type === 'mobile' ? 'accountInfo.mobile.done' : 'accountInfo.mail.done',
        onDone: onClose,
    });
    return (
        <AccountDialog<ContactValues>
            title={`accountInfo.${type}.${bound ? 'change' : 'bind'}`}
            onClose={onClose}
            onSubmit={action.submit}
            pending={action.pending}
            defaultValues={{ target: '', code: '' }}
            submitLabel="accountInfo.confirm"
            testId={`${type}-dialog`}
        >
            <TextInput
                source="target"
                label={rule.label}
                validate={[required(), rule.validate]}
                autoComplete={rule.autoComplete}
                slotProps={{ htmlInput: { inputMode: rule.inputMode } }}
                autoFocus
            />
            <ContactCode type={type} />
        </AccountDialog>
    );
};
