import type { DataProvider } from 'react-admin';
import { RECORD_STATUS, type DnsRecord, type RecordCalls } from '../../../../data/records/api';
import { BATCH_SIZE, EACH_CONCURRENCY, gatherAll, runBatches, type BatchOutcome, type FetchPage } from '../../../../data/records/batch';

/** What a batch does to its records. */
export type BatchAction = { kind: 'pause' } | { kind: 'enable' } | { kind: 'delete' } | { kind: 'ttl'; ttl: number };

/** Which records: the rows selected (known in full), or every row matching the list's filter. */
export type BatchTarget = { kind: 'selection'; rows: DnsRecord[] } | { kind: 'matching'; total: number; fetchPage: FetchPage<DnsRecord> };

/** What a batch sends through: react-admin's verbs where they exist, the one custom call where they do not. */
export type BatchCalls = Pick<DataProvider, 'deleteMany' | 'update'> & Pick<RecordCalls, 'setRecordStatus'>;

const RESOURCE = 'record';

export interface BatchProgress {
    phase: 'gather' | 'apply';
    done: number;
    total: number;
}

interface BatchJob {
    action: BatchAction;
    target: BatchTarget;
    /** The zone, for the per-record saves. */
    zone: { domain_id: number; domain: string };
    /** The record provider: react-admin's deleteMany and update, and the batch status call. */
    calls: BatchCalls;
    signal: AbortSignal;
    onProgress?: (progress: BatchProgress) => void;
}

/**
 * Runs a batch: gathers the rows when the target is "all matching", then sends batch calls of ids (pause and
 * enable through setRecordStatus, delete through deleteMany) or one update per record with a small concurrency
 * (TTL, which has no batch call). The outcome
 * counts records. A call once sent is never aborted (the server may have done it): cancelling sends no more.
 * Cancelled while gathering: nothing was sent, every record is skipped.
 */
export const runRecordBatch = async ({ action, target, zone, calls, signal, onProgress }: BatchJob): Promise<BatchOutcome<DnsRecord>> => {
    let rows: DnsRecord[];
    if (target.kind === 'matching') {
        onProgress?.({ phase: 'gather', done: 0, total: target.total });
        try {
            rows = await gatherAll(target.fetchPage, { signal, onProgress: (done, total) => onProgress?.({ phase: 'gather', done, total }) });
        } catch (error) {
            if (signal.aborted) return { done: [], refused: [], skipped: [], cancelled: true };
            throw error;
        }
    } else {
        rows = target.rows;
    }
    const progress = (done: number, total: number) => onProgress?.({ phase: 'apply', done, total });
    progress(0, rows.length);
    const ids = (batch: DnsRecord[]) => batch.map(row => row.id);
    switch (action.kind) {
        case 'pause':
        case 'enable': {
            const status = action.kind === 'pause' ? RECORD_STATUS.paused : RECORD_STATUS.on;
            return runBatches(rows, batch => calls.setRecordStatus(ids(batch), status), { size: BATCH_SIZE, signal, onProgress: progress });
        }
        case 'delete':
            return runBatches(
                rows,
                async batch => {
                    await calls.deleteMany(RESOURCE, { ids: ids(batch) });
                },
                { size: BATCH_SIZE, signal, onProgress: progress },
            );
        case 'ttl':
            return runBatches(
                rows,
                async ([row]) => {
                    await calls.update<DnsRecord>(RESOURCE, { id: row.id, data: { ...row, ...zone, ttl: action.ttl }, previousData: row });
                },
                { size: 1, concurrency: EACH_CONCURRENCY, signal, onProgress: progress },
            );
    }
};
