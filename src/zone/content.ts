import { normaliseRecordValue, normaliseRemark } from '../validation/records';
import { DEFAULT_LINE, hostOf } from './names';
import { CONTENT_FIELDS, type ContentField, type RecordContent, type RecordStatus, type ZoneRecord } from './types';

/** A record as any list or file gives it (numbers possibly strings, fields possibly missing). */
export interface LooseRecord {
    record_id?: unknown;
    id?: unknown;
    top?: unknown;
    record_type?: unknown;
    value?: unknown;
    ttl?: unknown;
    mx?: unknown;
    weight?: unknown;
    record_line_id?: unknown;
    record_line_name?: unknown;
    status?: unknown;
    remark?: unknown;
}

const number = (value: unknown, fallback: number): number => {
    const parsed = Number(value);
    return value === undefined || value === null || value === '' || !Number.isFinite(parsed) ? fallback : parsed;
};

/** A remark as content holds it: present only when there is one (a record without one reads as before remarks). */
const remarkField = (remark: unknown): Pick<RecordContent, 'remark'> => {
    const text = normaliseRemark(remark);
    return text ? { remark: text } : {};
};

/** Paused (3) stays paused; anything else is answered (1). */
export const statusOf = (value: unknown): RecordStatus => (Number(value) === 3 ? 3 : 1);

/**
 * A record's content written one way: host lower case ('@' the apex), type upper case, value as it is saved, numbers
 * as numbers (MX priority 0 for other types, weight 1 when absent), the line's id as text. `ttl` fills a missing TTL.
 */
export const contentOf = (record: LooseRecord, ttl = 600): RecordContent => {
    const type = String(record.record_type ?? '')
        .trim()
        .toUpperCase();
    return {
        top: hostOf({ top: String(record.top ?? '') }),
        record_type: type,
        value: normaliseRecordValue(type, String(record.value ?? '')),
        ttl: number(record.ttl, ttl),
        mx: type === 'MX' ? number(record.mx, 0) : 0,
        weight: number(record.weight, 1),
        record_line_id: String(record.record_line_id ?? '') || DEFAULT_LINE,
        record_line_name: String(record.record_line_name ?? ''),
        status: statusOf(record.status),
        ...remarkField(record.remark),
    };
};

/** A record of a list answer as the zone model holds it. */
export const zoneRecordOf = (record: LooseRecord): ZoneRecord => ({ ...contentOf(record), record_id: Number(record.record_id ?? record.id) });

/** The content fields of a record (its id and anything else left behind). */
export const pickContent = (record: RecordContent): RecordContent => ({
    top: record.top,
    record_type: record.record_type,
    value: record.value,
    ttl: record.ttl,
    mx: record.mx,
    weight: record.weight,
    record_line_id: record.record_line_id,
    record_line_name: record.record_line_name,
    status: record.status,
    ...remarkField(record.remark),
});

const same = (a: RecordContent, b: RecordContent, field: ContentField): boolean =>
    field === 'remark'
        ? (a.remark ?? '') === (b.remark ?? '')
        : field === 'top'
          ? hostOf(a) === hostOf(b)
          : field === 'record_type'
            ? a.record_type.toUpperCase() === b.record_type.toUpperCase()
            : String(a[field]) === String(b[field]);

/**
 * Whether two records say the same (the line by id; its name is for the eye). The remark counts: a change set that
 * only edits a remark still has something to write, to show and to revert (DNS-wise two records are the same by
 * identityOf, which leaves it out).
 */
export const sameContent = (a: RecordContent, b: RecordContent): boolean => CONTENT_FIELDS.every(field => same(a, b, field));

export interface FieldChange {
    field: ContentField;
    from: string | number;
    to: string | number;
}

/** What an update changes, field by field, in the preview's order (the line shown by name). */
export const fieldChanges = (before: RecordContent, after: RecordContent): FieldChange[] =>
    CONTENT_FIELDS.filter(field => !same(before, after, field)).map(field =>
        field === 'record_line_id'
            ? { field, from: before.record_line_name || before.record_line_id, to: after.record_line_name || after.record_line_id }
            : { field, from: before[field] ?? '', to: after[field] ?? '' },
    );
