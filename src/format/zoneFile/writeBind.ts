import dayjs from 'dayjs';
import { assertNever } from '../../types/assertNever';
import { isDomainName } from '../../validation/domain';
import { canonicalRdata, isRdataType } from '../../validation/rdata';
import {
    checkHost,
    checkMx,
    checkRecordValue,
    checkTtl,
    isRecordType,
    isUrlType,
    normaliseHost,
    recordTypesFor,
    type RecordType,
} from '../../validation/records';
import { TIME_FORMAT } from '../dateRange';
import { MARKER_PREFIX } from './bindTokens';
import { zoneName } from './check';
import { bindQuote, splitBytes, txtStringsOf } from './txt';
import type { WriteBindOptions, ZoneRecord } from './types';

const absolute = (name: string): string => (name === '.' || name.endsWith('.') ? name : `${name}.`);

/** Several TXT strings longer than this are written over several lines in parentheses. */
const TXT_WRAP = 120;

/**
 * The RDATA of a record in master-file syntax; `wrap` lets a long TXT span lines. A type the console does not
 * know is written as its value.
 */
const rdata = (record: ZoneRecord, wrap: boolean): string => {
    const { type } = record;
    if (!isRecordType(type)) return record.value;
    // the types read as fields (src/validation/rdata) have one family each: no case of their own here
    if (isRdataType(type)) return canonicalRdata(type, record.value);
    switch (type) {
        case 'CNAME':
        case 'NS':
        case 'PTR':
            return absolute(record.value);
        case 'MX':
            return `${record.mx ?? 10} ${absolute(record.value)}`;
        case 'SRV': {
            const parts = record.value.trim().split(/\s+/);
            return parts.map((part, index) => (index === 3 ? absolute(part) : part)).join(' ');
        }
        case 'TXT': {
            const strings = txtStringsOf(record.value)
                .flatMap(text => splitBytes(text))
                .map(bindQuote);
            const length = strings.reduce((sum, text) => sum + text.length, 0);
            return wrap && strings.length > 1 && length > TXT_WRAP ? `(\n\t\t${strings.join('\n\t\t')} )` : strings.join(' ');
        }
        case 'XURL':
        case 'URLFWD':
            return bindQuote(record.value);
        case 'A':
        case 'AAAA':
            return record.value;
        default:
            return assertNever(type);
    }
};

/** Types whose value the writer quotes and escapes whole (txt.ts bindQuote): any text is safe in them. */
const QUOTED_TYPES: readonly string[] = ['TXT', 'XURL', 'URLFWD'];

/**
 * The record as the BIND writer puts it (host as the console saves it, other values trimmed), or undefined when
 * it is not a valid record for its type: host, type (offered in the zone), TTL, MX priority and, for a value
 * written as it is (every type but TXT and URL forwarding, which are quoted and escaped), the value: the console's
 * record checks, as the import applies them. So no host or value can carry a line break, a directive ($INCLUDE,
 * $ORIGIN) or an extra record into the file. Weight and line are not written in BIND, so they are not judged.
 */
export const writableRecord = (record: ZoneRecord, zone: string): ZoneRecord | undefined => {
    const host = normaliseHost(record.host);
    const quoted = QUOTED_TYPES.includes(record.type);
    const value = quoted ? record.value : String(record.value).trim();
    const problem =
        checkHost(host, zone) ??
        (recordTypesFor(zone).includes(record.type as RecordType) ? undefined : 'type') ??
        (quoted ? undefined : checkRecordValue(record.type, value)) ??
        checkTtl(record.ttl) ??
        (record.type === 'MX' ? checkMx(record.mx, value) : undefined);
    return problem ? undefined : { ...record, host, value };
};

/** A record left out, as a comment: each field quoted with its control characters as \DDD, so it stays one line. */
const leftOutLine = (record: ZoneRecord): string =>
    `; left out, not a valid record: ${bindQuote(String(record.host))}\t${Number(record.ttl)}\tIN\t${bindQuote(String(record.type))}\t${bindQuote(String(record.value))}`;

const mostCommonTtl = (records: readonly ZoneRecord[]): number => {
    const counts = new Map<number, number>();
    let best = 600;
    let bestCount = 0;
    for (const { ttl } of records) {
        const count = (counts.get(ttl) ?? 0) + 1;
        counts.set(ttl, count);
        if (count > bestCount) [best, bestCount] = [ttl, count];
    }
    return best;
};

/**
 * A BIND master file of the records: a comment header, $ORIGIN, $TTL, one record a line with its relative owner
 * ('@' for the apex), TTL and class; host names absolute with the trailing dot; TXT quoted, split at 255 bytes.
 * What the DNS cannot carry is written as a comment other servers ignore and parseZone reads back:
 * "; paused: <record>" for a paused record, "; console-only: <record>" for URL forwarding (XURL, URLFWD).
 * Lines (线路) have no place in this format: every record is written, without its line. No SOA or NS of the zone:
 * the service manages them. A record that is not valid for its type (writableRecord) is not written: a
 * "; left out" comment shows it, escaped, in its place. A zone whose name is not a domain name is not written at
 * all (an Error whose message is the key zoneFile.badZoneName).
 */
export const writeBind = (records: readonly ZoneRecord[], origin: string, options: WriteBindOptions = {}): string => {
    const zone = zoneName(origin);
    if (!isDomainName(zone)) throw new Error('zoneFile.badZoneName');
    const written = records.map(record => writableRecord(record, zone));
    const leftOut = written.filter(record => record === undefined).length;
    const defaultTtl = options.defaultTtl ?? mostCommonTtl(written.filter(record => record !== undefined));
    const out: string[] = [
        `; Zone ${zone}, ${records.length - leftOut} records, exported ${dayjs(options.at ?? new Date()).format(TIME_FORMAT)}`,
        "; SOA and the zone's NS records are managed by the DNS service and not included.",
        '; Lines (线路) cannot be written in this format: every record is listed without its line.',
        '; Paused records ("; paused:") and URL forwarding ("; console-only:") are comments; the console reads them back.',
        ...(leftOut ? [`; ${leftOut} records are not valid for their type and are left out ("; left out"): correct them in the console.`] : []),
        `$ORIGIN ${zone}.`,
        `$TTL ${defaultTtl}`,
    ];
    for (const [index, record] of written.entries()) {
        if (record === undefined) {
            out.push(leftOutLine(records[index]));
            continue;
        }
        const marker = record.paused ? MARKER_PREFIX.paused : isUrlType(record.type) ? MARKER_PREFIX['console-only'] : '';
        out.push(`${marker}${record.host}\t${record.ttl}\tIN\t${record.type}\t${rdata(record, marker === '')}`);
    }
    return `${out.join('\n')}\n`;
};
