import Papa from 'papaparse';
import { CSV_COLUMNS, protectCell } from './csvColumns';
import type { ZoneRecord } from './types';

/**
 * The console's CSV export (columns: csvColumns.ts): a UTF-8 byte order mark (so spreadsheets read the Chinese
 * line names), a header row, one record a row, CRLF line ends. Hosts are relative to the zone, so the zone itself
 * is not written (`_origin` is taken for symmetry with writeBind).
 */
export const writeCsv = (records: readonly ZoneRecord[], _origin?: string): string => {
    const data = records.map(record => [
        record.host,
        record.type,
        record.line ?? '',
        protectCell(record.value),
        record.type === 'MX' && record.mx !== undefined ? String(record.mx) : '',
        record.weight === undefined ? '' : String(record.weight),
        String(record.ttl),
        record.paused ? 'paused' : 'enabled',
    ]);
    return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
};
