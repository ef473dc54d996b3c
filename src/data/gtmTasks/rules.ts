import type { ValidationError } from '../../validation/messages';
import { isPort } from '../../validation/port';
import { canonicalAddress } from '../../validation/ptr';
import { checkHost, checkRecordValue, normaliseHostname } from '../../validation/records';
import { GTM_CHECKS, GTM_TYPES, type GtmType } from './api';

/** The ranges of a task's rule (our design, after DNSPod D-Monitor and Alibaba Cloud GTM). */
export const GTM_LIMITS = {
    /** Values per pool; a CNAME pool holds one host name. */
    poolSize: 10,
    failures: { min: 1, max: 10 },
    recoveries: { min: 1, max: 10 },
    path: 200,
} as const;

/** Seconds between checks. */
export const GTM_FREQUENCIES = [30, 60, 300, 600] as const;

/** Default ports per check type (ping has none). */
export const GTM_DEFAULT_PORTS: Record<string, number> = { HTTP: 80, HTTPS: 443, TCP: 80, PING: 0 };

const fail = (key: string, args: Record<string, string> = {}): ValidationError => ({ message: `gtm.validation.${key}`, args });

/** A pool value as compared: addresses canonical (2001:DB8:0::1 = 2001:db8::1), host names without case or final dot. */
const comparable = (type: GtmType, value: string): string => (type === 'CNAME' ? normaliseHostname(value) : canonicalAddress(value));

/** The pool's size limit for a record type. */
const poolLimit = (type: GtmType): number => (type === 'CNAME' ? 1 : GTM_LIMITS.poolSize);

type PoolParse = { values: string[] } | { error: ValidationError };

/**
 * A pool as typed: one value per line (commas and spaces separate too), blanks dropped. Each value is checked for
 * the record type with the record rules (the offending value named); none twice; at least one, at most poolLimit.
 */
export const parsePool = (text: string | null | undefined, type: GtmType): PoolParse => {
    const items = String(text ?? '')
        .split(/[\s,，]+/)
        .map(item => item.trim())
        .filter(Boolean);
    if (items.length === 0) return { error: fail('poolRequired') };
    if (items.length > poolLimit(type)) return { error: fail(type === 'CNAME' ? 'poolCname' : 'poolSize', { max: String(GTM_LIMITS.poolSize) }) };
    const seen = new Set<string>();
    for (const item of items) {
        if (checkRecordValue(type, item)) return { error: fail('poolValue', { value: item, type }) };
        const key = comparable(type, item);
        if (seen.has(key)) return { error: fail('poolDuplicate', { value: item }) };
        seen.add(key);
    }
    return { values: items };
};

/** A pool value list -> the text the pool field holds. */
export const poolText = (values: readonly string[] | undefined): string => (values ?? []).join('\n');

/** The rule form's values as the inputs hold them. */
interface GtmFormValues {
    domainId?: unknown;
    host?: unknown;
    type?: unknown;
    primaryText?: unknown;
    backupText?: unknown;
    checkType?: unknown;
    port?: unknown;
    path?: unknown;
    frequency?: unknown;
    failures?: unknown;
    switchBack?: unknown;
    recoveries?: unknown;
}

const isIntegerIn = (value: unknown, { min, max }: { min: number; max: number }) =>
    /^\d+$/.test(String(value ?? '').trim()) && Number(value) >= min && Number(value) <= max;

const isType = (value: unknown): value is GtmType => (GTM_TYPES as readonly unknown[]).includes(value);

/**
 * Every field's problem at once (react-admin's form-level validate shape): domain chosen, host, type, both pools
 * (checked for the type; no value in both), check type, port (not for ping), path (HTTP/HTTPS: starts with "/"),
 * frequency, failures, recoveries (when switching back).
 */
export const gtmTaskProblems = (values: GtmFormValues): Partial<Record<keyof GtmFormValues, ValidationError | string>> => {
    const problems: Partial<Record<keyof GtmFormValues, ValidationError | string>> = {};
    if (!Number(values.domainId)) problems.domainId = 'ra.validation.required';
    const host = checkHost(String(values.host ?? ''));
    if (host) problems.host = host;
    const type = values.type;
    if (!isType(type)) problems.type = 'ra.validation.required';
    else {
        const primary = parsePool(String(values.primaryText ?? ''), type);
        const backup = parsePool(String(values.backupText ?? ''), type);
        if ('error' in primary) problems.primaryText = primary.error;
        if ('error' in backup) problems.backupText = backup.error;
        if ('values' in primary && 'values' in backup) {
            const inPrimary = new Set(primary.values.map(value => comparable(type, value)));
            const shared = backup.values.find(value => inPrimary.has(comparable(type, value)));
            if (shared) problems.backupText = fail('poolOverlap', { value: shared });
        }
    }
    const check = values.checkType;
    if (!(GTM_CHECKS as readonly unknown[]).includes(check)) problems.checkType = 'ra.validation.required';
    if (check !== 'PING' && !isPort(values.port)) problems.port = 'validation.port';
    if (check === 'HTTP' || check === 'HTTPS') {
        const path = String(values.path ?? '').trim();
        if (!path.startsWith('/') || /\s/.test(path) || path.length > GTM_LIMITS.path) problems.path = fail('path', { max: String(GTM_LIMITS.path) });
    }
    if (!(GTM_FREQUENCIES as readonly number[]).includes(Number(values.frequency))) problems.frequency = 'ra.validation.required';
    if (!isIntegerIn(values.failures, GTM_LIMITS.failures)) problems.failures = fail('failures', { min: '1', max: String(GTM_LIMITS.failures.max) });
    if (values.switchBack && !isIntegerIn(values.recoveries, GTM_LIMITS.recoveries))
        problems.recoveries = fail('recoveries', { min: '1', max: String(GTM_LIMITS.recoveries.max) });
    return problems;
};
