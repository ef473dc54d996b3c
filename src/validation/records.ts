import { assertNever } from '../types/assertNever';
import { isIpv4, isIpv6 } from './ip';
import { checkHost, checkHostname } from './recordHost';
import { checkMx, checkTtl, checkWeight, NULL_MX } from './recordNumbers';
import { problem, type RecordProblem } from './recordProblem';
import { checkSrv } from './recordSrv';
import { canonicalRdata, checkRdata, isRdataType } from './rdata';
import { checkTxt, normaliseTxt } from './recordTxt';
import { isRecordType, isUrlType, type HostnameType } from './recordTypes';
import { checkUrl, withScheme } from './recordUrl';

/**
 * The DNS record rules, the one place for them (types, ranges, host, value per type, TTL, MX, weight, conflicts),
 * used by the record editor, the batch dialogs and the demo backend alike. Every check answers undefined when
 * the value is fine, else { message: 'recordChecks.<key>', args } (a react-admin validator result).
 */
export * from './recordTypes';
export * from './recordLimits';
export { checkHost, normaliseHost, normaliseHostname } from './recordHost';
export { checkTtl, checkMx, checkWeight, NULL_MX } from './recordNumbers';
export { findConflict, isCnameConflict, comparableValue, DEFAULT_LINE_ID, DEFAULT_LINE_VALUE, type ConflictRecord } from './recordConflict';
export { parseTxt, utf8Bytes, storedTxtStrings, storedTxtCount } from './recordTxt';
export { checkRemark, normaliseRemark } from './recordRemark';
export { CAA_TAGS } from './rdata/caa';
export type { RecordProblem } from './recordProblem';

/**
 * The value as it is saved: trimmed; URL forwarding gets https:// when no scheme is typed; a TXT string over
 * 255 bytes split into several (recordTxt.ts normaliseTxt); a type read as fields (src/validation/rdata) its one
 * canonical presentation text when valid. Idempotent.
 */
export const normaliseRecordValue = (type: string, value: string | null | undefined): string => {
    const text = String(value ?? '').trim();
    if (type === 'TXT') return normaliseTxt(text);
    if (isRdataType(type)) return canonicalRdata(type, text);
    return isUrlType(type) ? withScheme(text) : text;
};

/** The message of a host-name value that is not one, per type. */
const HOSTNAME_KEYS: Record<HostnameType, string> = { CNAME: 'valueCname', NS: 'valueNs', MX: 'valueMx', PTR: 'valuePtr' };

/**
 * The value of a record of `type` (trimmed first): A an IPv4 address, AAAA an IPv6 address, CNAME/NS/MX/PTR a
 * host name (trailing dot allowed; MX priority is checkMx; MX "." is the null MX), TXT quoted strings
 * (recordTxt.ts), SRV "priority weight port target", CAA, HTTPS, SVCB, TLSA, SMIMEA, SSHFP, NAPTR, DS, URI, LOC and
 * CERT their RFC's presentation format (src/validation/rdata), XURL/URLFWD a web address (scheme optional). A type
 * the console does not know is refused (recordChecks.type).
 */
export const checkRecordValue = (type: string, value: string | null | undefined): RecordProblem => {
    if (!isRecordType(type)) return problem('type');
    const text = String(value ?? '').trim();
    if (text === '') return problem('valueRequired');
    // the types read as fields (src/validation/rdata) have one family each: no case of their own here
    if (isRdataType(type)) return checkRdata(type, text);
    switch (type) {
        case 'A':
            return isIpv4(text) ? undefined : problem('valueIpv4');
        case 'AAAA':
            return isIpv6(text) ? undefined : problem('valueIpv6');
        case 'MX':
            return text === NULL_MX ? undefined : checkHostname(text, HOSTNAME_KEYS[type]);
        case 'CNAME':
        case 'NS':
        case 'PTR':
            return checkHostname(text, HOSTNAME_KEYS[type]);
        case 'TXT':
            return checkTxt(text);
        case 'SRV':
            return checkSrv(text);
        case 'XURL':
        case 'URLFWD':
            return checkUrl(text);
        default:
            return assertNever(type);
    }
};

/** The fields of a record as a form holds them (numbers possibly strings). */
interface RecordFieldValues {
    top?: unknown;
    record_type?: unknown;
    value?: unknown;
    ttl?: unknown;
    mx?: unknown;
    weight?: unknown;
}

/**
 * Every field's problem at once, { field: error } (react-admin's form-level `validate` shape): host, value (for
 * its type, normalised first), TTL, MX priority (MX only) and weight. Fields absent from `values` are not judged.
 */
export const recordProblems = (values: RecordFieldValues): Partial<Record<keyof RecordFieldValues, NonNullable<RecordProblem>>> => {
    const type = String(values.record_type ?? '');
    const problems: Partial<Record<keyof RecordFieldValues, NonNullable<RecordProblem>>> = {};
    const add = (field: keyof RecordFieldValues, found: RecordProblem) => {
        if (found) problems[field] = found;
    };
    if ('top' in values) add('top', checkHost(String(values.top ?? '')));
    if ('record_type' in values && !isRecordType(type)) add('record_type', problem('type'));
    else if ('value' in values) add('value', checkRecordValue(type, normaliseRecordValue(type, String(values.value ?? ''))));
    if ('ttl' in values) add('ttl', checkTtl(values.ttl));
    if (type === 'MX' && 'mx' in values) add('mx', checkMx(values.mx, values.value));
    if ('weight' in values) add('weight', checkWeight(values.weight));
    return problems;
};
