import { required, TextInput, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { ProviderTestSend } from '../ProviderTestSend';
import { SettingsForm } from '../../../ui/SettingsForm';
import { validateEmail, validatePort } from '../../../validation';
import { MAIL_MESSAGES } from '../../../validation/mail';
import { FormSection } from '../FormSection';
import { toMailForm, toMailValue, type MailForm } from './mailForm';
import { MailTemplates } from './MailTemplates';
import { SmtpHostInput } from './SmtpHostInput';
import { StoredSecretInput } from '../StoredSecretInput';
import { useConfigParamForm } from '../useConfigParamForm';

const MAIL_PARAM = { paramKey: 'MAIL_CONFIG_KEY' } as const;

const P = 'systemSettings.mail';
const wide = { width: '100%', maxWidth: 480 };
const RULES = {
    username: [required(MAIL_MESSAGES.username), validateEmail],
    port: [required(MAIL_MESSAGES.port), validatePort],
};

/** Admin: mail server settings (/admin/system/mail). The authorisation password loads empty and is kept when saved empty. */
export const MailPage = () => {
    const { queryKey, load, save } = useConfigParamForm<MailForm>(MAIL_PARAM, toMailForm, toMailValue);
    const dataProvider = useDataProvider<AdminDataProvider>();
    return (
        <SettingsForm<MailForm> title={`${P}.title`} intro={`${P}.intro`} queryKey={queryKey} load={load} save={save} reloadAfterSave>
            <FormSection title={`${P}.server`}>
                <TextInput source="protocol" label={`${P}.protocol`} readOnly sx={{ width: '100%', maxWidth: 160 }} />
                <SmtpHostInput />
                <TextInput source="username" label={`${P}.username`} helperText={`${P}.usernameHelp`} type="email" validate={RULES.username} sx={wide} />
                <StoredSecretInput source="password" label={`${P}.password`} requiredMessage={MAIL_MESSAGES.password} sx={wide} />
                <TextInput
                    source="port"
                    label={`${P}.port`}
                    helperText={`${P}.portHelp`}
                    inputMode="numeric"
                    validate={RULES.port}
                    sx={{ width: '100%', maxWidth: 280 }}
                />
            </FormSection>
            <FormSection title={`${P}.templates`} intro={`${P}.templatesIntro`}>
                <MailTemplates />
            </FormSection>
            <FormSection title="providerChecks.mail.title" intro="providerChecks.mail.intro">
                <ProviderTestSend kind="mail" send={(email, form) => dataProvider.sendTestMail(email, toMailValue(form as MailForm))} />
            </FormSection>
        </SettingsForm>
    );
};
