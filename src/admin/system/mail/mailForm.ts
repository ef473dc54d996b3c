import { SMS_TEMPLATE_NAMES, type TemplateName } from '../../../validation/sms';
import { isSwitchOn, numberOr, objectOf, textOf, toSwitch } from '../paramValue';

/** The mail templates are the same messages as the SMS ones: by name, with a subject and HTML content (designed). */
export const MAIL_TEMPLATE_NAMES = SMS_TEMPLATE_NAMES;

interface MailTemplateForm {
    name: TemplateName;
    subject: string;
    content: string;
    status: boolean;
}

/** MAIL_CONFIG_KEY as the form edits it. The password loads empty; `storedSecrets` says whether one is held. */
export interface MailForm extends Record<string, unknown> {
    protocol: 'smtp';
    host: string;
    username: string;
    password: string;
    /** Text while edited (a port input), a number in paramValue. */
    port: string;
    templates: MailTemplateForm[];
    storedSecrets: { password: boolean };
}

const templateOf = (name: TemplateName, value: unknown): MailTemplateForm => {
    const template = objectOf(value);
    return { name, subject: textOf(template.subject), content: textOf(template.content), status: isSwitchOn(template.status) };
};

/** paramValue -> form. */
export const toMailForm = (value: Record<string, unknown>): MailForm => {
    const templates = objectOf(value.templates);
    const port = numberOr(value.port, NaN);
    return {
        protocol: 'smtp',
        host: textOf(value.host),
        username: textOf(value.username),
        password: '',
        port: Number.isFinite(port) ? String(port) : '',
        templates: MAIL_TEMPLATE_NAMES.map(name => templateOf(name, templates[name])),
        storedSecrets: { password: textOf(value.password) !== '' },
    };
};

/** form -> paramValue: port as a number, the password kept when left empty, templates keyed by name. */
export const toMailValue = (form: MailForm, stored: Record<string, unknown> = {}): Record<string, unknown> => ({
    ...stored,
    protocol: 'smtp',
    host: (form.host ?? '').trim().toLowerCase(),
    username: (form.username ?? '').trim(),
    password: (form.password ?? '').trim() !== '' ? form.password : typeof stored.password === 'string' ? stored.password : '',
    port: Number(String(form.port ?? '').trim()),
    templates: Object.fromEntries(
        form.templates.map(template => [
            template.name,
            { name: template.name, subject: (template.subject ?? '').trim(), content: template.content ?? '', status: toSwitch(template.status) },
        ]),
    ),
});
