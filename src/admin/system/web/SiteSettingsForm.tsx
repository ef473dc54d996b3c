import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, RadioButtonGroupInput, TextInput, maxLength, required } from 'react-admin';
import { SettingsForm } from '../../../ui/SettingsForm';
import { useConfigParamForm } from '../useConfigParamForm';
import { WEB_CONFIG_KEY } from '../../../data/webConfig/useWebConfig';
import { validateEmail } from '../../../validation';
import { AgreementInput } from './AgreementInput';
import { ImageSourceInput } from './ImageSourceInput';
import { SectionTabs, type FormSection } from './SectionTabs';
import { validatePhone, validateQq, validateTelegram } from './validators';
import { toWebConfigForm, toWebConfigValue, type WebConfigForm, type WebConfigValue } from './webConfigMapping';
import { requiredText } from '../../../validation/requiredText';
import { isActingMinutes } from '../../../data/appUsers/actingSession';

const WEB_CONFIG_PARAM = { paramKey: 'WEB_CONFIG_KEY' } as const;

const v = {
    webName: [required('webConfig.validation.webNameRequired'), maxLength(50)],
    mobile: [validatePhone],
    email: [validateEmail],
    qq: [validateQq],
    telegram: [validateTelegram],
    company: [maxLength(100, 'webConfig.validation.company')],
};

const f = (name: string) => `webConfig.fields.${name}`;

const validateActingMinutes = [requiredText(), (value: unknown) => (isActingMinutes(value) ? undefined : 'actingAs.setting.invalid')];
const validateRetypeAbove = [requiredText(), (value: unknown) => (/^\d+$/.test(String(value ?? '').trim()) ? undefined : 'rechargeSetting.invalid')];

const sections: FormSection[] = [
    {
        name: 'basic',
        label: 'webConfig.tabs.basic',
        content: (
            <>
                <TextInput source="basic.webName" label={f('webName')} validate={v.webName} />
                <ImageSourceInput source="basic.favicon" label={f('favicon')} swatch="light" />
                <ImageSourceInput source="basic.logoImgLight" label={f('logoImgLight')} swatch="light" />
                <ImageSourceInput source="basic.logoImgDark" label={f('logoImgDark')} swatch="dark" />
                <TextInput source="basic.icp" label={f('icp')} />
                <TextInput source="basic.isp" label={f('isp')} />
                <RadioButtonGroupInput
                    source="basic.lang"
                    label={f('lang')}
                    choices={[
                        { id: 'cn', name: 'webConfig.lang.cn' },
                        { id: 'en', name: 'webConfig.lang.en' },
                    ]}
                />
            </>
        ),
    },
    {
        name: 'power',
        label: 'webConfig.tabs.power',
        content: (
            <>
                <BooleanInput source="power.allowRegister" label={f('allowRegister')} helperText="webConfig.helper.allowRegister" />
                <BooleanInput source="power.registerCommon" label={f('registerCommon')} />
                <BooleanInput source="power.realName" label={f('realName')} />
                <BooleanInput source="power.bindMobile" label={f('bindMobile')} />
                <BooleanInput source="power.stopWork" label={f('stopWork')} helperText="webConfig.helper.stopWork" />
                <BooleanInput source="power.adminTotp" label={f('adminTotp')} helperText="webConfig.helper.adminTotp" />
                <TextInput
                    source="manualRecharge.retypeAbove"
                    label="rechargeSetting.label"
                    helperText="rechargeSetting.help"
                    validate={validateRetypeAbove}
                    sx={{ maxWidth: 420 }}
                />
                <TextInput
                    source="actingSession.minutes"
                    label="actingAs.setting.label"
                    helperText="actingAs.setting.help"
                    validate={validateActingMinutes}
                    sx={{ maxWidth: 420 }}
                />
            </>
        ),
    },
    {
        name: 'seo',
        label: 'webConfig.tabs.seo',
        content: (
            <>
                <TextInput source="seo.title" label={f('title')} />
                <TextInput source="seo.keywords" label={f('keywords')} helperText="webConfig.helper.keywords" />
                <TextInput source="seo.description" label={f('description')} multiline minRows={2} />
            </>
        ),
    },
    {
        name: 'contact',
        label: 'webConfig.tabs.contact',
        content: (
            <>
                <TextInput source="contact.company" label={f('company')} validate={v.company} />
                <TextInput source="contact.mobile" label={f('mobile')} validate={v.mobile} />
                <TextInput source="contact.email" label={f('email')} validate={v.email} type="email" />
                <TextInput source="contact.qq" label={f('qq')} validate={v.qq} inputMode="numeric" />
                <TextInput source="contact.telegram" label={f('telegram')} validate={v.telegram} />
                <TextInput source="contact.skype" label={f('skype')} />
            </>
        ),
    },
    { name: 'agreement', label: 'webConfig.tabs.agreement', content: <AgreementInput /> },
];

/**
 * The WEB_CONFIG_KEY parameter as a form, a tab per section: basic, access, SEO, contact and the agreement.
 * Members it does not edit (power.disabledCrud, anything newer) are saved back untouched. After a save the shell's web config is refetched, so the
 * header, title, logo and footer change without a reload.
 */
export const SiteSettingsForm = () => {
    const queryClient = useQueryClient();
    const { queryKey, load, save } = useConfigParamForm<WebConfigForm, WebConfigValue>(WEB_CONFIG_PARAM, toWebConfigForm, toWebConfigValue);

    return (
        <SettingsForm<WebConfigForm>
            title="webConfig.title"
            intro="webConfig.intro"
            queryKey={queryKey}
            load={load}
            save={save}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: WEB_CONFIG_KEY })}
        >
            <SectionTabs sections={sections} />
        </SettingsForm>
    );
};
