import { assertNever } from '../../types/assertNever';
import { canonicalRdata, isRdataType } from '../../validation/rdata';
import { isHostnameType, isRecordType, normaliseHost } from '../../validation/records';
import { canonicalTxt } from './txt';
import type { ZoneRecord } from './types';

/** The record statuses of the wire (src/data/records/api.ts RECORD_STATUS): 1 on, 3 paused. */
const STATUS_ON = 1;
const STATUS_PAUSED = 3;

/** A record as the record list answers it (DnsRecord), or any object with those fields. */
export interface DnsRecordLike {
    top: string;
    record_type: string;
    value: string;
    ttl: string | number;
    mx?: string | number;
    weight?: string | number;
    record_line_name?: string;
    status?: number;
    remark?: string;
}

/** The fields of a record save (the record editor's names), from a zone record. */
export interface RecordFields {
    top: string;
    record_type: string;
    value: string;
    ttl: number;
    mx?: number;
    weight?: number;
    /** The line's name; the caller maps it to record_line_id (absent: 默认). */
    record_line_name?: string;
    status: 1 | 3;
    remark?: string;
}

const numberOf = (value: string | number | undefined): number | undefined => {
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
};

/** A console record as a zone file writes it (`sourceLine` is its position when given, else 0). */
export const toZoneRecord = (record: DnsRecordLike, sourceLine = 0): ZoneRecord => {
    const type = record.record_type.toUpperCase();
    const zoneRecord: ZoneRecord = { host: normaliseHost(record.top), type, value: record.value, ttl: Number(record.ttl), sourceLine };
    const mx = numberOf(record.mx);
    if (type === 'MX' && mx !== undefined) zoneRecord.mx = mx;
    const weight = numberOf(record.weight);
    if (weight !== undefined) zoneRecord.weight = weight;
    if (record.record_line_name) zoneRecord.line = record.record_line_name;
    if (record.status === STATUS_PAUSED) zoneRecord.paused = true;
    if (record.remark) zoneRecord.remark = record.remark;
    return zoneRecord;
};

/** A zone record as the record editor saves it. */
export const fromZoneRecord = (record: ZoneRecord): RecordFields => {
    const fields: RecordFields = {
        top: record.host,
        record_type: record.type,
        value: record.value,
        ttl: record.ttl,
        status: record.paused ? STATUS_PAUSED : STATUS_ON,
    };
    if (record.mx !== undefined) fields.mx = record.mx;
    if (record.weight !== undefined) fields.weight = record.weight;
    if (record.line !== undefined) fields.record_line_name = record.line;
    if (record.remark !== undefined) fields.remark = record.remark;
    return fields;
};

const stripDot = (name: string): string => (name.length > 1 ? name.replace(/\.$/, '') : name);

/**
 * A record's value written one way: what a BIND round trip gives back. Host names lose the trailing dot (every
 * console host-name value is absolute), SRV's target too; TXT is written as txtValueOf would (`"a"` -> `a`).
 * A type the console does not know: its value as is.
 */
export const canonicalValue = (type: string, value: string): string => {
    if (!isRecordType(type)) return value;
    if (isHostnameType(type)) return stripDot(value);
    // the types read as fields (src/validation/rdata) have one family each: no case of their own here
    if (isRdataType(type)) return canonicalRdata(type, value);
    switch (type) {
        case 'SRV':
            return value
                .trim()
                .split(/\s+/)
                .map((part, index) => (index === 3 ? stripDot(part) : part))
                .join(' ');
        case 'TXT':
            return canonicalTxt(value);
        case 'A':
        case 'AAAA':
        case 'XURL':
        case 'URLFWD':
            return value;
        default:
            return assertNever(type);
    }
};
