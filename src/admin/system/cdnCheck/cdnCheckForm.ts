import { CDN_CHECK_LIMITS, isDispatchMode, type CdnCheckValue, type DispatchMode } from '../../../validation/cdnCheck';
import { isSwitchOn, numberOr, textOf, toSwitch } from '../paramValue';

/** The CDN node check (system parameter id 37) as the form edits it: switches as booleans. */
export interface CdnCheckForm extends Record<string, unknown> {
    DnsDispatchMode: DispatchMode;
    ModeTimingFrequency: number;
    checkNodePortList: string;
    checkNodeFrequency: number;
    failPercent: number;
    mailNoticeStatus: boolean;
    mailNotice: string;
    smsNoticeStatus: boolean;
    smsNotice: string;
}

/** paramValue -> form: numbers as numbers, 0/1 as booleans, the spec's defaults for missing keys. */
export const toCdnCheckForm = (value: Partial<Record<keyof CdnCheckValue, unknown>>): CdnCheckForm => ({
    DnsDispatchMode: isDispatchMode(value.DnsDispatchMode) ? value.DnsDispatchMode : 'online',
    ModeTimingFrequency: numberOr(value.ModeTimingFrequency, CDN_CHECK_LIMITS.ModeTimingFrequency.default),
    checkNodePortList: textOf(value.checkNodePortList),
    checkNodeFrequency: numberOr(value.checkNodeFrequency, CDN_CHECK_LIMITS.checkNodeFrequency.default),
    failPercent: numberOr(value.failPercent, CDN_CHECK_LIMITS.failPercent.default),
    mailNoticeStatus: isSwitchOn(value.mailNoticeStatus),
    mailNotice: textOf(value.mailNotice),
    smsNoticeStatus: isSwitchOn(value.smsNoticeStatus),
    smsNotice: textOf(value.smsNotice),
});

/** "80 | 443|" -> "80|443": the list as the server stores it. */
export const normalisePortList = (text: string): string =>
    text
        .split('|')
        .map(item => item.trim())
        .filter(Boolean)
        .join('|');

const numberOrMin = (value: unknown, field: keyof typeof CDN_CHECK_LIMITS) => numberOr(value, CDN_CHECK_LIMITS[field].min);

/** form -> paramValue: 0/1 switches, trimmed texts; keys this form does not edit are kept from what was stored. */
export const toCdnCheckValue = (form: CdnCheckForm, stored: Record<string, unknown> = {}): CdnCheckValue & Record<string, unknown> => ({
    ...stored,
    DnsDispatchMode: form.DnsDispatchMode,
    ModeTimingFrequency: numberOrMin(form.ModeTimingFrequency, 'ModeTimingFrequency'),
    checkNodePortList: normalisePortList(form.checkNodePortList ?? ''),
    checkNodeFrequency: numberOrMin(form.checkNodeFrequency, 'checkNodeFrequency'),
    failPercent: numberOrMin(form.failPercent, 'failPercent'),
    mailNotice: (form.mailNotice ?? '').trim(),
    mailNoticeStatus: toSwitch(form.mailNoticeStatus),
    smsNotice: (form.smsNotice ?? '').trim(),
    smsNoticeStatus: toSwitch(form.smsNoticeStatus),
});
