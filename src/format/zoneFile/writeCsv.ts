import { toCsv } from '../csv';
import { CSV_COLUMNS } from './csvColumns';
import type { ZoneRecord } from './types';

/**
 * The console's CSV export (columns: csvColumns.ts) through the console's CSV writer (format/csv.ts: a cell that
 * would start a spreadsheet formula gets a ' that the reader takes off): a UTF-8 byte order mark (so spreadsheets
 * read the Chinese line names), a header row, one record a row, CRLF line ends. Hosts are relative to the zone,
 * so the zone itself is not written (`_origin` is taken for symmetry with writeBind).
 */
export const writeCsv = (records: readonly ZoneRecord[], _origin?: string): string => {
    const rows = records.map(record => [
        record.host,
        record.type,
        record.line ?? '',
        record.value,
        record.type === 'MX' && record.mx !== undefined ? record.mx : '',
        record.weight ?? '',
        record.ttl,
        record.paused ? 'paused' : 'enabled',
        record.remark ?? '',
    ]);
    return `\uFEFF${toCsv([[...CSV_COLUMNS], ...rows])}\r\n`;
};
