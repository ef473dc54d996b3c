import { assertNever } from '../types/assertNever';
import { canonicalIpv6 } from './ip';
import { comparableRdata, isRdataType } from './rdata';
import { normaliseHost, normaliseHostname } from './recordHost';
import { problem, type RecordProblem } from './recordProblem';
import { isHostnameType, isRecordType } from './recordTypes';

/** What findConflict compares: a record as the list answers it, or one about to be saved. */
export interface ConflictRecord {
    id?: string | number;
    top: string;
    record_type: string;
    value: string;
    record_line_id?: string | number;
    mx?: string | number;
}

/** 默认, the line of a record that names none. */
export const DEFAULT_LINE_ID = 1;

/**
 * 默认 as a record carries it (record_line_id, record_line_name, record_line = its code, linetype 1 = official):
 * the line every record gets unless another is picked. The one declaration: the line picker and the record form
 * take it from here.
 */
export const DEFAULT_LINE_VALUE = {
    record_line_id: DEFAULT_LINE_ID,
    record_line_name: '默认',
    record_line: '100000000-999999999',
    linetype: 1,
};

/** Whether a findConflict answer is the CNAME conflict (about the host) rather than a duplicate (about the value). */
export const isCnameConflict = (found: RecordProblem): boolean => found?.message === problem('cnameConflict').message;

const lineOf = (record: ConflictRecord) => String(record.record_line_id ?? DEFAULT_LINE_ID);
const typeOf = (record: ConflictRecord) => String(record.record_type).trim().toUpperCase();

/**
 * Values compare trimmed, as DNS compares them: IPv6 addresses by their 128 bits (2001:db8::1 = 2001:0DB8:0:0::1);
 * host names (and SRV's target) without case and without the trailing dot; the types read as fields by their
 * canonical text, names and CAA tags without case, hex without case, base64 without spaces (rdata/); TXT and the
 * rest byte for byte. A type the console does not know compares as its trimmed text.
 */
export const comparableValue = (type: string, value: string): string => {
    const text = String(value ?? '').trim();
    if (!isRecordType(type)) return text;
    if (isHostnameType(type)) return normaliseHostname(text);
    // the types read as fields (src/validation/rdata) have one family each: no case of their own here
    if (isRdataType(type)) return comparableRdata(type, text);
    switch (type) {
        case 'AAAA':
            return canonicalIpv6(text);
        case 'SRV':
            return text
                .split(/\s+/)
                .map((part, index) => (index === 3 ? normaliseHostname(part) : part))
                .join(' ');
        case 'A':
        case 'TXT':
        case 'XURL':
        case 'URLFWD':
            return text;
        default:
            return assertNever(type);
    }
};

/**
 * Whether the candidate clashes with an existing record (docs/dns-api.md "Records"), one pass over `existing`:
 * - recordChecks.duplicate: same host ('' = '@', no case), type, line and value, and not the same record (id);
 * - recordChecks.cnameConflict: a CNAME beside a record of another type on the same host and line, or any other
 *   type beside a CNAME there. Several CNAMEs on one host and line are allowed (weighted answers).
 * A duplicate is reported before a CNAME conflict.
 */
export const findConflict = (candidate: ConflictRecord, existing: readonly ConflictRecord[]): RecordProblem => {
    const host = normaliseHost(candidate.top);
    const type = typeOf(candidate);
    const line = lineOf(candidate);
    const value = comparableValue(type, candidate.value);
    const self = candidate.id === undefined || candidate.id === null ? undefined : String(candidate.id);
    let cname: RecordProblem;
    for (const other of existing) {
        if (self !== undefined && String(other.id) === self) continue;
        if (lineOf(other) !== line || normaliseHost(other.top) !== host) continue;
        const otherType = typeOf(other);
        if (otherType === type) {
            if (comparableValue(type, other.value) === value) return problem('duplicate', { host, type, value: candidate.value });
        } else if (!cname && (type === 'CNAME' || otherType === 'CNAME')) {
            cname = problem('cnameConflict', { host, type: otherType });
        }
    }
    return cname;
};
