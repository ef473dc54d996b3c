import { comparableValue } from '../validation/recordConflict';
import { normaliseHost, normaliseHostname } from '../validation/recordHost';
import type { RecordContent } from './types';

/** 默认: the line of a record that names none. */
export const DEFAULT_LINE = '1';

/** A record's host as the zone compares it: lower case, '@' for the apex. */
export const hostOf = (record: Pick<RecordContent, 'top'>): string => normaliseHost(record.top);

/** The full name of a host of `zone` (no trailing dot, lower case). */
export const absoluteName = (host: string, zone: string): string => {
    const apex = normaliseHostname(zone);
    const relative = normaliseHost(host);
    return relative === '@' ? apex : `${relative}.${apex}`;
};

/** The host of `zone` a full name stands for ('@' for the apex), or undefined for a name outside the zone. */
export const hostInZone = (name: string, zone: string): string | undefined => {
    const full = normaliseHostname(name);
    const apex = normaliseHostname(zone);
    if (full === apex) return '@';
    return full.endsWith(`.${apex}`) ? full.slice(0, -apex.length - 1) : undefined;
};

/** Whether `host` lies strictly below `cut` (both relative to the zone; '@' is the apex). */
export const isBelow = (host: string, cut: string): boolean => (cut === '@' ? host !== '@' : host.endsWith(`.${cut}`));

/** Host and line: the records that answer one question on one line (CNAME stands alone there). */
export const slotKey = (record: Pick<RecordContent, 'top' | 'record_line_id'>): string => `${hostOf(record)}|${String(record.record_line_id || DEFAULT_LINE)}`;

/**
 * A record's identity as DNS sees it: host, type and line, and the data compared as DNS compares it (an AAAA
 * written two ways is one record, a TXT compares byte for byte). Two records with one identity are a duplicate,
 * as findConflict says (an MX naming the same server at another priority too: it adds nothing).
 */
export const identityOf = (record: Pick<RecordContent, 'top' | 'record_type' | 'record_line_id' | 'value'>): string => {
    const type = record.record_type.toUpperCase();
    return `${slotKey(record)}|${type}|${type === 'AAAA' ? canonicalAaaa(record.value) : comparableValue(type, record.value)}`;
};

/** IPv6 addresses as DNS compares them, kept once worked out: a zone is indexed again for every chunk the server checks. */
const aaaaSeen = new Map<string, string>();
const AAAA_KEPT = 50_000;

const canonicalAaaa = (value: string): string => {
    let found = aaaaSeen.get(value);
    if (found === undefined) {
        if (aaaaSeen.size >= AAAA_KEPT) aaaaSeen.clear();
        found = comparableValue('AAAA', value);
        aaaaSeen.set(value, found);
    }
    return found;
};
