import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';

/** Digits only (no sign, no decimals, no spaces) naming a whole number within `range`, both ends included. */
export const isIntegerIn = (text: string, { min, max }: { min: number; max: number }): boolean =>
    /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/**
 * A whole number in a range. Numbers and numeric strings are both taken (the wire sends "600"); empty, decimals,
 * signs and anything else are refused with the field's message naming the range.
 */
const checkInteger = (value: unknown, range: { min: number; max: number }, key: string): RecordProblem => {
    const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
    return isIntegerIn(text, range) ? undefined : problem(key, { ...range, value: String(value ?? '') });
};

/** TTL in seconds, 1..604800. */
export const checkTtl = (value: unknown): RecordProblem => checkInteger(value, RECORD_LIMITS.ttl, 'ttl');

/** The value of the null MX (RFC 7505): "this domain accepts no mail", with preference 0. */
export const NULL_MX = '.';

/**
 * MX preference, 0..65535 (lower is preferred). With the record's value given, the null MX ("." as the value)
 * must have preference 0.
 */
export const checkMx = (value: unknown, recordValue?: unknown): RecordProblem => {
    const found = checkInteger(value, RECORD_LIMITS.mx, 'mx');
    if (found) return found;
    return String(recordValue ?? '').trim() === NULL_MX && Number(String(value).trim()) !== 0 ? problem('nullMxPreference') : undefined;
};

/** Weight of a record among the same host, type and line, 0..100. */
export const checkWeight = (value: unknown): RecordProblem => checkInteger(value, RECORD_LIMITS.weight, 'weight');
