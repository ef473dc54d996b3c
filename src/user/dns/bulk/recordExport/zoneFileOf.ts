import { writableRecord, writeBind, writeCsv } from '../../../../format/zoneFile';
import { zoneName } from '../../../../format/zoneFile/check';
import { toZoneRecord } from '../../../../format/zoneFile/records';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import type { DnsRecord } from '../../../../data/records/api';

export interface ZoneFile {
    name: string;
    text: string;
    type: string;
    /** Records the file could not carry (BIND: not valid for their type; written as "; left out" comments). */
    leftOut: number;
}

/**
 * A zone's records as one file: `<domain>.csv` (the console's columns, lines included) or `<domain>.zone` (BIND).
 * Throws when the zone cannot be written at all (BIND: its name is not a domain name).
 */
export const zoneFileOf = (domain: string, records: readonly DnsRecord[], format: ZoneFormat): ZoneFile => {
    const zoneRecords = records.map((record, index) => toZoneRecord(record, index + 1));
    if (format === 'csv') return { name: `${domain}.csv`, text: writeCsv(zoneRecords, domain), type: 'text/csv;charset=utf-8', leftOut: 0 };
    const text = writeBind(zoneRecords, domain, {});
    const leftOut = zoneRecords.filter(record => writableRecord(record, zoneName(domain)) === undefined).length;
    return { name: `${domain}.zone`, text, type: 'text/plain;charset=utf-8', leftOut };
};
