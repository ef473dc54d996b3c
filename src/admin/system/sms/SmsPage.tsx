import { useDataProvider } from 'react-admin';
import { SettingsForm } from '../../../ui/SettingsForm';
import type { AdminDataProvider } from '../../dataProvider';
import { ProviderTestSend } from '../ProviderTestSend';
import { FormSection } from '../FormSection';
import { SmsCredentials } from './SmsCredentials';
import { toSmsForm, toSmsValue, type SmsForm } from './smsForm';
import { SmsTemplates } from './SmsTemplates';
import { useConfigParamForm } from '../useConfigParamForm';

const SMS_PARAM = { paramKey: 'SMS_CONFIG_KEY' } as const;

/** Admin: SMS provider settings (/admin/system/sms). Secrets load empty and are kept when saved empty. */
export const SmsPage = () => {
    const { queryKey, load, save } = useConfigParamForm<SmsForm>(SMS_PARAM, toSmsForm, toSmsValue);
    const dataProvider = useDataProvider<AdminDataProvider>();
    return (
        <SettingsForm<SmsForm> title="systemSettings.sms.title" intro="systemSettings.sms.intro" queryKey={queryKey} load={load} save={save} reloadAfterSave>
            <FormSection title="systemSettings.sms.account">
                <SmsCredentials />
            </FormSection>
            <FormSection title="systemSettings.sms.templates" intro="systemSettings.sms.templatesIntro">
                <SmsTemplates />
            </FormSection>
            <FormSection title="providerChecks.sms.title" intro="providerChecks.sms.intro">
                <ProviderTestSend kind="sms" send={(mobile, form) => dataProvider.sendTestSms(mobile, toSmsValue(form as SmsForm))} />
            </FormSection>
        </SettingsForm>
    );
};
