import { isSmsProvider, SMS_PROVIDER_FIELDS, SMS_SECRET_FIELDS, SMS_TEMPLATE_NAMES, type SmsProvider, type TemplateName } from '../../../validation/sms';
import { isSwitchOn, objectOf, textOf, toSwitch } from '../paramValue';

interface SmsTemplateForm {
    name: TemplateName;
    title: string;
    id: string;
    status: boolean;
    content: string;
}

/** SMS_CONFIG_KEY as the form edits it. Secrets load empty; `storedSecrets` says which ones the server holds. */
export interface SmsForm extends Record<string, unknown> {
    type: SmsProvider;
    sdkappId: string;
    secretid: string;
    secretkey: string;
    signname: string;
    api_addr: string;
    username: string;
    api_key: string;
    templates: SmsTemplateForm[];
    storedSecrets: { secretkey: boolean; api_key: boolean };
}

const templateOf = (name: TemplateName, value: unknown): SmsTemplateForm => {
    const template = objectOf(value);
    return { name, title: textOf(template.title), id: textOf(template.id), status: isSwitchOn(template.status), content: textOf(template.content) };
};

/** paramValue -> form: the five templates in order (missing ones empty and off), secrets never read back. */
export const toSmsForm = (value: Record<string, unknown>): SmsForm => {
    const templates = objectOf(value.templateIds);
    return {
        type: isSmsProvider(value.type) ? value.type : 'tencent',
        sdkappId: textOf(value.sdkappId),
        secretid: textOf(value.secretid),
        secretkey: '',
        signname: textOf(value.signname),
        api_addr: textOf(value.api_addr),
        username: textOf(value.username),
        api_key: '',
        templates: SMS_TEMPLATE_NAMES.map(name => templateOf(name, templates[name])),
        storedSecrets: { secretkey: textOf(value.secretkey) !== '', api_key: textOf(value.api_key) !== '' },
    };
};

/**
 * form -> paramValue: the chosen provider's fields, trimmed; a secret left empty keeps the stored one; templates
 * keyed by name with 0/1 status. Keys this form does not edit (and the other provider's fields) are kept.
 */
export const toSmsValue = (form: SmsForm, stored: Record<string, unknown> = {}): Record<string, unknown> => {
    const value: Record<string, unknown> = { ...stored, type: form.type };
    for (const field of SMS_PROVIDER_FIELDS[form.type]) {
        const typed = (form[field] ?? '').trim();
        value[field] = SMS_SECRET_FIELDS.includes(field) && typed === '' ? textOf(stored[field]) : typed;
    }
    value.templateIds = Object.fromEntries(
        form.templates.map(template => [
            template.name,
            {
                name: template.name,
                title: (template.title ?? '').trim(),
                id: (template.id ?? '').trim(),
                status: toSwitch(template.status),
                content: template.content ?? '',
            },
        ]),
    );
    return value;
};
