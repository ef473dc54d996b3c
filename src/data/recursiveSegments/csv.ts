import { toCsv } from '../../format/csv';
import { readCsvTable, type CsvRefusal } from '../../format/csvTable';
import { formatAddress, type IpSegment } from '../../validation/ipSegment';
import { checkSegment, isRefusal, nameSegment, type NamedSegment } from '../../validation/segmentLines';

/** The segment CSV's columns and the header names each is read under (the export writes the first). */
export const SEGMENT_CSV_COLUMNS = {
    segment: ['segment', 'ipsegment', 'ip段', '网段', 'cidr'],
    remark: ['remark', '备注'],
    createTime: ['createtime', '创建时间'],
} as const;

/** A row of the file that can be added: the segment, its remark, the file line it came from. */
export interface SegmentImportRow extends IpSegment {
    line: number;
    text: string;
    remark: string;
}

/**
 * Reads a segment CSV (header: segment, remark; a segment is an address, "start-end" or CIDR, IPv4 or IPv6).
 * Each row is checked as the dialog checks a line, against the listed segments and the rows before it; a row
 * without a remark, a bad segment or an overlap is refused with its line (an overlap naming the rows).
 */
export const readSegmentCsv = (text: string, existing: readonly NamedSegment[]): { rows: SegmentImportRow[]; refusals: CsvRefusal[] } => {
    const table = readCsvTable(text, SEGMENT_CSV_COLUMNS, ['segment', 'remark']);
    const rows: SegmentImportRow[] = [];
    const refusals = [...table.refusals];
    const taken: NamedSegment[] = [...existing];
    for (const row of table.rows) {
        const remark = row.cell('remark');
        const checked = checkSegment(row.cell('segment'), taken);
        if (isRefusal(checked)) {
            refusals.push({ line: row.line, text: row.text, reason: checked.key, args: checked.args });
        } else if (!remark) {
            refusals.push({ line: row.line, text: row.text, reason: 'csvImport.remarkRequired' });
        } else {
            rows.push({ ...checked, line: row.line, text: row.text, remark });
            taken.push(nameSegment(checked, `#${row.line}`));
        }
    }
    refusals.sort((a, b) => a.line - b.line);
    return { rows, refusals };
};

/** Segments as the CSV the import reads back: segment as start-end, remark, creation time. */
export const writeSegmentCsv = (segments: readonly (IpSegment & { remark: string; createTime: string })[]): string =>
    toCsv([
        ['segment', 'remark', 'createTime'],
        ...segments.map(segment => [
            `${formatAddress(segment.family, segment.start)}-${formatAddress(segment.family, segment.end)}`,
            segment.remark,
            segment.createTime,
        ]),
    ]);
