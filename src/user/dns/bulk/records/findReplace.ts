import { checkRecordValue, checkTtl, normaliseRecordValue, type RecordProblem } from '../../../../validation/records';
import type { ChangedZoneRecord, ZoneRecord } from '../../../../data/bulkRecords/api';
import { contentOf, zoneRecordOf, type ChangeSet } from '../../../../zone';

/**
 * Find and replace across zones, free of UI: which records a match selects, and what each becomes. The preview
 * is built from this before anything is sent; the rows it marks refused (a value the record's type rejects) are
 * never sent.
 */

/** What to find: any combination, blank parts match anything. Host and value ignore letter case. */
export interface RecordMatch {
    record_type?: string;
    top?: string;
    value?: string;
    ttl?: number;
}

/** What matched records become: a new value, a new TTL, or both. */
export interface RecordReplacement {
    value?: string;
    ttl?: number;
}

export interface PreviewRow {
    record: ZoneRecord;
    /** The record as it will be sent. */
    next: ChangedZoneRecord;
    /** The record rules' objection to the new value or TTL: the row is shown and not sent. */
    problem?: NonNullable<RecordProblem>;
}

export interface Preview {
    rows: PreviewRow[];
    /** Rows that will be sent. */
    changes: number;
    refused: number;
    /** Domains with at least one change. */
    domains: number;
    /** Matching records the replacement would leave as they are. */
    unchanged: number;
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const hostOf = (top: string) => (top.trim() === '' ? '@' : top.trim());

/** Whether a match names anything at all (an empty match would select every record: refused by the form). */
export const isEmptyMatch = (match: RecordMatch): boolean => blank(match.record_type) && blank(match.top) && blank(match.value) && match.ttl === undefined;

/** Whether a replacement changes anything. */
export const isEmptyReplacement = (replacement: RecordReplacement): boolean => blank(replacement.value) && replacement.ttl === undefined;

export const matchesRecord = (record: Pick<ZoneRecord, 'record_type' | 'top' | 'value' | 'ttl'>, match: RecordMatch): boolean =>
    (blank(match.record_type) || record.record_type === match.record_type) &&
    (blank(match.top) || same(hostOf(record.top), hostOf(match.top!))) &&
    (blank(match.value) || same(record.value, match.value!)) &&
    (match.ttl === undefined || Number(record.ttl) === match.ttl);

/** The replacement's first problem for a record of `type`, by the record rules. */
export const replacementProblem = (type: string, replacement: RecordReplacement): RecordProblem =>
    (blank(replacement.value) ? undefined : checkRecordValue(type, normaliseRecordValue(type, replacement.value))) ??
    (replacement.ttl === undefined ? undefined : checkTtl(replacement.ttl));

const changedRecord = (record: ZoneRecord, replacement: RecordReplacement): ChangedZoneRecord => ({
    domain_id: record.domain_id,
    domain: record.domain,
    record_id: record.record_id,
    top: record.top,
    record_type: record.record_type,
    value: blank(replacement.value) ? record.value : normaliseRecordValue(record.record_type, replacement.value),
    ttl: replacement.ttl ?? record.ttl,
    mx: record.mx,
    weight: record.weight,
    record_line_id: record.record_line_id,
    record_line_name: record.record_line_name,
    record_line: record.record_line,
    linetype: record.linetype,
    status: record.status,
});

const differs = (record: ZoneRecord, next: ChangedZoneRecord) => record.value !== next.value || Number(record.ttl) !== Number(next.ttl);

/** Every matching record that the replacement changes, in domain then host order, with the counts. */
export const buildPreview = (records: readonly ZoneRecord[], match: RecordMatch, replacement: RecordReplacement): Preview => {
    const rows: PreviewRow[] = [];
    let unchanged = 0;
    for (const record of records) {
        if (!matchesRecord(record, match)) continue;
        const next = changedRecord(record, replacement);
        if (!differs(record, next)) {
            unchanged++;
            continue;
        }
        const problem = replacementProblem(record.record_type, replacement);
        rows.push(problem ? { record, next, problem } : { record, next });
    }
    rows.sort((a, b) => a.record.domain.localeCompare(b.record.domain) || a.record.top.localeCompare(b.record.top) || a.record.record_id - b.record.record_id);
    const sendable = rows.filter(row => !row.problem);
    return {
        rows,
        changes: sendable.length,
        refused: rows.length - sendable.length,
        domains: new Set(sendable.map(row => row.record.domain_id)).size,
        unchanged,
    };
};

/**
 * The rows to send as change sets: one per domain (source 'bulk'), each row an update from the record as found to the
 * record as it will be; rows with a problem are left out.
 */
export const replaceChangeSets = (rows: readonly PreviewRow[]): ChangeSet[] => {
    const sets = new Map<number, ChangeSet>();
    for (const { record, next, problem } of rows) {
        if (problem) continue;
        let set = sets.get(record.domain_id);
        if (!set) {
            set = { domain_id: record.domain_id, domain: record.domain, source: 'bulk', ops: [] };
            sets.set(record.domain_id, set);
        }
        set.ops.push({ op: 'update', before: zoneRecordOf(record), after: contentOf(next) });
    }
    return [...sets.values()];
};
