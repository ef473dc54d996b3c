import { DEFAULT_TTL } from '../../../../validation/recordLimits';
import { DEFAULT_LINE_VALUE } from '../../../../validation/recordConflict';
import { normaliseRemark } from '../../../../validation/recordRemark';
import type { LineValue } from '../../../../data/lines/lineValue';
import type { DnsRecord } from '../../../../data/records/api';
import type { Zone } from './RecordPageContext';

/** The line of a record, as the line picker gives it (a record read from the list may lack parts). */
type RecordLine = Partial<LineValue>;

/** What the editor's form holds: numbers may be '' while the user types. */
export interface RecordFormValues {
    top: string;
    record_type: string;
    value: string;
    mx: number | '';
    ttl: number | '';
    weight: number | '';
    line: RecordLine | null;
    /** The remark (备注); '' for none. */
    remark?: string;
}

const numberOr = (value: unknown, fallback: number | ''): number | '' =>
    value === undefined || value === null || value === '' || Number.isNaN(Number(value)) ? fallback : Number(value);

export const emptyRecordForm = (ttl: number = DEFAULT_TTL): RecordFormValues => ({
    top: '',
    record_type: 'A',
    value: '',
    mx: 10,
    ttl,
    weight: 1,
    line: DEFAULT_LINE_VALUE,
    remark: '',
});

export const recordToForm = (record: DnsRecord): RecordFormValues => ({
    top: record.top,
    record_type: record.record_type,
    value: record.value,
    mx: numberOr(record.mx, 10),
    ttl: numberOr(record.ttl, DEFAULT_TTL),
    weight: numberOr(record.weight, 1),
    line: {
        record_line_id: record.record_line_id,
        record_line_name: record.record_line_name,
        record_line: record.record_line,
        linetype: record.linetype,
    },
    remark: record.remark ?? '',
});

/**
 * The record to save from the form: host and value trimmed, the value normalised for its type (the caller
 * passes the normaliser), the zone attached, the record's id kept when editing.
 */
export const formToRecord = (
    values: RecordFormValues,
    zone: Zone,
    normalise: (type: string, value: string) => string,
    previous?: DnsRecord,
): Partial<DnsRecord> => {
    const line = { ...DEFAULT_LINE_VALUE, ...values.line };
    return {
        ...(previous ? { id: previous.id, record_id: previous.record_id, status: previous.status } : {}),
        ...zone,
        top: values.top.trim() || '@',
        record_type: values.record_type,
        value: normalise(values.record_type, values.value.trim()),
        mx: values.record_type === 'MX' ? numberOr(values.mx, 10) : numberOr(previous?.mx, 1),
        ttl: numberOr(values.ttl, DEFAULT_TTL),
        weight: numberOr(values.weight, 1),
        record_line_id: line.record_line_id,
        record_line_name: line.record_line_name,
        record_line: line.record_line,
        linetype: line.linetype,
        remark: normaliseRemark(values.remark),
    };
};
