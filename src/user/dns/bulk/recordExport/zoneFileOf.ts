import { writeBind, writeCsv } from '../../../../format/zoneFile';
import { toZoneRecord } from '../../../../format/zoneFile/records';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import type { DnsRecord } from '../../../../data/records/api';

export interface ZoneFile {
    name: string;
    text: string;
    type: string;
}

/** A zone's records as one file: `<domain>.csv` (the console's columns, lines included) or `<domain>.zone` (BIND). */
export const zoneFileOf = (domain: string, records: readonly DnsRecord[], format: ZoneFormat): ZoneFile => {
    const zoneRecords = records.map((record, index) => toZoneRecord(record, index + 1));
    return format === 'csv'
        ? { name: `${domain}.csv`, text: writeCsv(zoneRecords, domain), type: 'text/csv;charset=utf-8' }
        : { name: `${domain}.zone`, text: writeBind(zoneRecords, domain, {}), type: 'text/plain;charset=utf-8' };
};
