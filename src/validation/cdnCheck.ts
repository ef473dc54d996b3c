import { isEmail, isMobile } from './contact';
import { toValidationError, type ValidationError } from './messages';
import { parsePortList } from './port';

/** SPEC section 3: how the CDN node check dispatches (system parameter id 37, DnsDispatchMode). */
export const DISPATCH_MODES = ['online', 'timing', 'random'] as const;
export type DispatchMode = (typeof DISPATCH_MODES)[number];

interface StepRange {
    min: number;
    max: number;
    step: number;
}

/** SPEC sections 5 and 9: the number fields' ranges, steps and defaults. */
export const CDN_CHECK_LIMITS = {
    ModeTimingFrequency: { min: 60, max: 3600, step: 60, default: 60 },
    checkNodeFrequency: { min: 10, max: 300, step: 10, default: 10 },
    failPercent: { min: 1, max: 100, step: 1, default: 80 },
} as const;

/** The CDN node check as the form and the server see it: numbers as numbers, switches as 0/1. */
export interface CdnCheckValue {
    DnsDispatchMode: DispatchMode;
    ModeTimingFrequency: number;
    checkNodePortList: string;
    checkNodeFrequency: number;
    failPercent: number;
    mailNotice: string;
    mailNoticeStatus: 0 | 1;
    smsNotice: string;
    smsNoticeStatus: 0 | 1;
}

const K = 'systemSettings.cdn.validation';

export const CDN_CHECK_MESSAGES = {
    mode: `${K}.mode`,
    ports: `${K}.ports`,
    ModeTimingFrequency: `${K}.timing`,
    checkNodeFrequency: `${K}.frequency`,
    failPercent: `${K}.failPercent`,
    mailNotice: `${K}.mailNotice`,
    smsNotice: `${K}.smsNotice`,
    email: 'validation.email',
    mobile: 'validation.mobile',
} as const;

export const isDispatchMode = (value: unknown): value is DispatchMode => DISPATCH_MODES.includes(value as DispatchMode);

/** A whole number within [min, max] on the step's grid (counted from min). */
export const inStepRange = (value: unknown, { min, max, step }: StepRange): boolean => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isInteger(number) && number >= min && number <= max && (number - min) % step === 0;
};

type RangeField = keyof typeof CDN_CHECK_LIMITS;

/** "60~3600 s, step 60": the message of one number field, with its range as arguments. */
export const rangeError = (field: RangeField): ValidationError => {
    const { min, max, step } = CDN_CHECK_LIMITS[field];
    return { message: CDN_CHECK_MESSAGES[field], args: { min: String(min), max: String(max), step: String(step) } };
};

/** react-admin validator of one number field: empty passes (pair it with required()), else on the range's grid. */
export const validateCdnNumber =
    (field: RangeField) =>
    (value: unknown): ValidationError | undefined =>
        value === undefined || value === null || value === '' || inStepRange(value, CDN_CHECK_LIMITS[field]) ? undefined : rangeError(field);

const plain = (message: string): ValidationError => ({ message, args: {} });

/**
 * The whole value judged as the server does (the demo backend refuses with the first problem): a translation key
 * with its arguments (the offending port, a range). Undefined when the value is acceptable.
 */
export const cdnCheckProblem = (value: Partial<Record<keyof CdnCheckValue, unknown>>): ValidationError | undefined => {
    if (!isDispatchMode(value.DnsDispatchMode)) return plain(CDN_CHECK_MESSAGES.mode);
    if (value.DnsDispatchMode === 'timing' && !inStepRange(value.ModeTimingFrequency, CDN_CHECK_LIMITS.ModeTimingFrequency))
        return rangeError('ModeTimingFrequency');
    const ports = typeof value.checkNodePortList === 'string' ? value.checkNodePortList : '';
    const parsed = parsePortList(ports);
    if (parsed.error) return toValidationError(parsed.error);
    if (parsed.ports.length === 0) return plain(CDN_CHECK_MESSAGES.ports);
    if (!inStepRange(value.checkNodeFrequency, CDN_CHECK_LIMITS.checkNodeFrequency)) return rangeError('checkNodeFrequency');
    if (!inStepRange(value.failPercent, CDN_CHECK_LIMITS.failPercent)) return rangeError('failPercent');
    const mail = String(value.mailNotice ?? '').trim();
    if (Number(value.mailNoticeStatus) === 1) {
        if (!mail) return plain(CDN_CHECK_MESSAGES.mailNotice);
        if (!isEmail(mail)) return plain(CDN_CHECK_MESSAGES.email);
    }
    const mobile = String(value.smsNotice ?? '').trim();
    if (Number(value.smsNoticeStatus) === 1) {
        if (!mobile) return plain(CDN_CHECK_MESSAGES.smsNotice);
        if (!isMobile(mobile)) return plain(CDN_CHECK_MESSAGES.mobile);
    }
    return undefined;
};
