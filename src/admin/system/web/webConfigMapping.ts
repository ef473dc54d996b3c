import { isOn, type Flag, type WebConfig } from '../../../data/webConfig/api';
import { actingMinutesOf, type ActingSessionSettings } from '../../../data/appUsers/actingSession';
import { retypeAboveCents, type ManualRechargeSettings } from '../../../data/appUsers/rechargeGuard';

/** The WEB_CONFIG_KEY parameter's value as stored (unknown members are kept as they are). */
export interface WebConfigValue {
    basic?: WebConfig['basic'] & Record<string, unknown>;
    power?: WebConfig['power'] & Record<string, unknown>;
    seo?: WebConfig['seo'] & Record<string, unknown>;
    contact?: WebConfig['contact'] & Record<string, unknown>;
    agreement?: string;
    manualRecharge?: ManualRechargeSettings & Record<string, unknown>;
    actingSession?: ActingSessionSettings & Record<string, unknown>;
    [member: string]: unknown;
}

type Lang = 'cn' | 'en';

/** What the web config form edits: switches as booleans, registration shown as "allow" (stored inverted). */
export interface WebConfigForm extends Record<string, unknown> {
    basic: { favicon: string; logoImgLight: string; logoImgDark: string; webName: string; icp: string; isp: string; lang: Lang };
    power: { realName: boolean; bindMobile: boolean; stopWork: boolean; allowRegister: boolean; registerCommon: boolean; adminTotp: boolean };
    seo: { title: string; keywords: string; description: string };
    contact: { mobile: string; email: string; qq: string; company: string; telegram: string; skype: string };
    /** The user agreement, HTML. */
    agreement: string;
    /** The manual recharge asks to type the amount again above this many yuan. */
    manualRecharge: { retypeAbove: string };
    /** "Sign in as this user" lasts this many minutes. */
    actingSession: { minutes: string };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const flag = (on: boolean): Flag => (on ? 1 : 0);

export const toWebConfigForm = (value: WebConfigValue): WebConfigForm => {
    const basic = value.basic ?? {};
    const power = value.power ?? {};
    const seo = value.seo ?? {};
    const contact = value.contact ?? {};
    return {
        basic: {
            favicon: str(basic.favicon),
            logoImgLight: str(basic.logoImgLight),
            logoImgDark: str(basic.logoImgDark),
            webName: str(basic.webName),
            icp: str(basic.icp),
            isp: str(basic.isp),
            lang: basic.lang === 'en' ? 'en' : 'cn',
        },
        power: {
            realName: isOn(power.realName),
            bindMobile: isOn(power.bindMobile),
            stopWork: isOn(power.stopWork),
            // stored 0 open, 1 closed
            allowRegister: !isOn(power.register),
            registerCommon: isOn(power.registerCommon),
            adminTotp: isOn(power.adminTotp),
        },
        seo: { title: str(seo.title), keywords: str(seo.keywords), description: str(seo.description) },
        contact: {
            mobile: str(contact.mobile),
            email: str(contact.email),
            qq: str(contact.qq),
            company: str(contact.company),
            telegram: str(contact.telegram),
            skype: str(contact.skype),
        },
        agreement: str(value.agreement),
        manualRecharge: { retypeAbove: String(retypeAboveCents(value.manualRecharge) / 100) },
        actingSession: { minutes: String(actingMinutesOf(value.actingSession)) },
    };
};

const trimAll = <T extends Record<string, string>>(values: T): T =>
    Object.fromEntries(Object.entries(values).map(([key, item]) => [key, (item ?? '').trim()])) as T;

/**
 * The form back into the stored value: every member the form does not edit (power.disabledCrud, anything
 * newer) is kept from `previous`.
 */
export const toWebConfigValue = (form: WebConfigForm, previous: WebConfigValue): WebConfigValue => ({
    ...previous,
    basic: { ...previous.basic, ...trimAll(form.basic) },
    power: {
        ...previous.power,
        realName: flag(form.power.realName),
        bindMobile: flag(form.power.bindMobile),
        stopWork: flag(form.power.stopWork),
        register: flag(!form.power.allowRegister),
        registerCommon: flag(form.power.registerCommon),
        adminTotp: flag(form.power.adminTotp),
    },
    seo: { ...previous.seo, ...trimAll(form.seo) },
    contact: { ...previous.contact, ...trimAll(form.contact) },
    agreement: form.agreement.trim(),
    manualRecharge: { ...previous.manualRecharge, retypeAbove: Number(form.manualRecharge.retypeAbove.trim()) },
    actingSession: { ...previous.actingSession, minutes: Number(form.actingSession.minutes.trim()) },
});
