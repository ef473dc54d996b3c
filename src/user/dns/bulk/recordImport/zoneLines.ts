import type { Line } from '../../../../data/lines/api';
import type { DnsRecord } from '../../../../data/records/api';
import { DEFAULT_LINE_VALUE } from '../../../../validation/recordConflict';

/** A line as a record carries it. */
export type LineFields = Required<Pick<DnsRecord, 'record_line_id' | 'record_line_name' | 'record_line' | 'linetype'>>;

/**
 * The lines an imported record may name (by name, as the CSV's line column gives it): 默认, the lines the zone's
 * records already use, and the top level of the line tree. A file naming another line is refused in the preview.
 */
export const zoneLines = (existing: readonly DnsRecord[], topLevel: readonly Line[]): Map<string, LineFields> => {
    const lines = new Map<string, LineFields>([[DEFAULT_LINE_VALUE.record_line_name, DEFAULT_LINE_VALUE]]);
    for (const line of topLevel) {
        if (!lines.has(line.name))
            lines.set(line.name, { record_line_id: line.id, record_line_name: line.name, record_line: line.startEnd, linetype: line.linetype });
    }
    for (const record of existing) {
        const name = record.record_line_name;
        if (!name || lines.has(name) || record.record_line_id === undefined) continue;
        lines.set(name, {
            record_line_id: record.record_line_id,
            record_line_name: name,
            record_line: record.record_line ?? '',
            linetype: record.linetype ?? 1,
        });
    }
    return lines;
};
