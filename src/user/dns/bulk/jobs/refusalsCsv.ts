import { toCsv } from '../../../../format/csv';

/** One refused item as the report and the CSV name it. `line` 0 or absent = not known. */
interface RefusalRow {
    item: string;
    line?: number;
    reason: string;
}

/** The refusals as CSV (item,line,reason), one row each. */
export const refusalsCsv = (rows: readonly RefusalRow[]): string =>
    `${toCsv([['item', 'line', 'reason'], ...rows.map(row => [row.item, row.line || '', row.reason])])}\r\n`;
