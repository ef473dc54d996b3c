import { DEFAULT_HTTP_PORT, DEFAULT_HTTPS_PORT } from '../../config/constants';
import { validateEmail, validateMobile } from '../../validation/contact';
import { isPort } from '../../validation/port';
import { CHECK_TYPES, FREQUENCIES, THRESHOLD_RANGE, type CheckType, type Monitor } from './types';

/**
 * The rules of a monitor, checked by the settings form before sending and by the demo backend on save. Each
 * returns a translation key (monitors.errors.* or validation.*) or undefined.
 */

/** The port a check type starts with (TCP keeps what was typed; ping has none). */
export const defaultPort = (type: CheckType): number => (type === 'HTTPS' ? DEFAULT_HTTPS_PORT : DEFAULT_HTTP_PORT);

export const usesPort = (type: CheckType): boolean => type !== 'PING';
export const usesHttp = (type: CheckType): boolean => type === 'HTTP' || type === 'HTTPS';

/** Splits a receivers field: commas, semicolons, spaces or new lines; blanks dropped. */
export const splitReceivers = (text: string | null | undefined): string[] =>
    (text ?? '')
        .split(/[\s,;，；]+/)
        .map(item => item.trim())
        .filter(Boolean);

const MAX_RECEIVERS = 10;

const receivers =
    (check: (value: unknown) => string | undefined) =>
    (value: unknown): string | undefined => {
        const items = splitReceivers(typeof value === 'string' ? value : '');
        if (items.length === 0) return 'monitors.errors.receiversRequired';
        if (items.length > MAX_RECEIVERS) return 'monitors.errors.tooManyReceivers';
        return items.map(check).find(Boolean);
    };

/** Mail receivers: at least one, each an address (validation.email). */
export const validateMails = receivers(validateEmail);
/** SMS receivers: at least one, each a mobile number (validation.mobile). */
export const validateMobiles = receivers(validateMobile);

/** A request path: starts with /, no spaces. */
const validatePath = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    if (text === '') return undefined;
    return /^\/\S*$/.test(text) && text.length <= 255 ? undefined : 'monitors.errors.path';
};

const validateExpectStatus = (value: unknown): string | undefined => {
    const status = Number(value);
    return Number.isInteger(status) && status >= 100 && status <= 599 ? undefined : 'monitors.errors.expectStatus';
};

const validateThreshold = (value: unknown): string | undefined => {
    const threshold = Number(value);
    return Number.isInteger(threshold) && threshold >= THRESHOLD_RANGE.min && threshold <= THRESHOLD_RANGE.max ? undefined : 'monitors.errors.threshold';
};

/** What a save sends (POST app/monitor/task/save). */
export type MonitorInput = Omit<Monitor, 'createTime' | 'domain' | 'host' | 'recordType' | 'value' | 'id'> & { id?: number };

/** Every problem of a monitor to save, by field: the form shows them at the fields, the demo refuses the first. */
export const monitorProblems = (input: MonitorInput): Partial<Record<keyof MonitorInput, string>> => {
    const problems: Partial<Record<keyof MonitorInput, string>> = {};
    if (!input.domainId) problems.domainId = 'monitors.errors.domain';
    if (!input.recordId) problems.recordId = 'monitors.errors.record';
    if (!CHECK_TYPES.includes(input.checkType)) problems.checkType = 'monitors.errors.checkType';
    if (usesPort(input.checkType) && !isPort(input.port)) problems.port = 'validation.port';
    if (usesHttp(input.checkType)) {
        const path = validatePath(input.path);
        if (path) problems.path = path;
        const status = validateExpectStatus(input.expectStatus);
        if (status) problems.expectStatus = status;
    }
    if (!(FREQUENCIES as readonly number[]).includes(input.frequency)) problems.frequency = 'monitors.errors.frequency';
    const threshold = validateThreshold(input.threshold);
    if (threshold) problems.threshold = threshold;
    if (input.nodes.length === 0) problems.nodes = 'monitors.errors.nodes';
    if (input.notifyMail) {
        const mails = validateMails(input.mails);
        if (mails) problems.mails = mails;
    }
    if (input.notifySms) {
        const mobiles = validateMobiles(input.mobiles);
        if (mobiles) problems.mobiles = mobiles;
    }
    return problems;
};
