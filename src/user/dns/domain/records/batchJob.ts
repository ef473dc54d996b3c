import { RECORD_PAGE_MAX, type DnsRecord } from '../../../../data/records/api';
import { gatherAll, type FetchPage } from '../../../../data/records/batch';
import { zoneRecordOf, type ChangeOp, type ChangeSet, type ZoneRecord } from '../../../../zone';
import type { Zone } from './RecordPageContext';

/** What a batch does to its records. */
export type BatchAction = { kind: 'pause' } | { kind: 'enable' } | { kind: 'delete' } | { kind: 'ttl'; ttl: number };

/** Which records: the rows selected (known in full), or every row matching the list's filter. */
export type BatchTarget = { kind: 'selection'; rows: DnsRecord[] } | { kind: 'matching'; total: number; fetchPage: FetchPage<DnsRecord> };

/**
 * The records a batch acts on: the selection as it is, or every record matching the filter, read in pages of the
 * largest size the list answers (5 200 records: 11 calls). Throws an AbortError when cancelled.
 */
export const targetRows = async (target: BatchTarget, signal: AbortSignal, onProgress?: (done: number, total: number) => void): Promise<DnsRecord[]> =>
    target.kind === 'selection' ? target.rows : gatherAll(target.fetchPage, { perPage: RECORD_PAGE_MAX, signal, onProgress });

/** The operation a batch makes of one record, or undefined when the record already is so. */
const opOf = (action: BatchAction, before: ZoneRecord): ChangeOp | undefined => {
    switch (action.kind) {
        case 'delete':
            return { op: 'delete', before };
        case 'pause':
        case 'enable': {
            const status = action.kind === 'pause' ? 3 : 1;
            return before.status === status ? undefined : { op: 'update', before, after: { ...before, status } };
        }
        case 'ttl':
            return before.ttl === action.ttl ? undefined : { op: 'update', before, after: { ...before, ttl: action.ttl } };
    }
};

export interface BatchChange {
    set: ChangeSet;
    /** The records as they were read: the zone the change set is checked against. */
    records: ZoneRecord[];
    /** Records the action leaves as they are (a pause of a paused record, a TTL already so). */
    unchanged: number;
}

/** A batch as one change set (source 'batch'): an operation per record it changes, each carrying the record as read. */
export const batchChangeSet = (action: BatchAction, rows: readonly DnsRecord[], zone: Zone): BatchChange => {
    const records = rows.map(zoneRecordOf);
    const ops = records.map(record => opOf(action, record)).filter((op): op is ChangeOp => op !== undefined);
    return { set: { ...zone, source: 'batch', ops }, records, unchanged: records.length - ops.length };
};
