import type { DnsRecord, RecordCalls } from './api';
import { BATCH_SIZE, EACH_CONCURRENCY, gatherAll, runBatches, type BatchOutcome, type FetchPage } from './batch';

/** What a batch does to its records. */
export type BatchAction = { kind: 'pause' } | { kind: 'enable' } | { kind: 'delete' } | { kind: 'ttl'; ttl: number };

/** Which records: the rows selected (known in full), or every row matching the list's filter. */
export type BatchTarget = { kind: 'selection'; rows: DnsRecord[] } | { kind: 'matching'; total: number; fetchPage: FetchPage<DnsRecord> };

export interface BatchProgress {
    phase: 'gather' | 'apply';
    done: number;
    total: number;
}

export interface BatchJob {
    action: BatchAction;
    target: BatchTarget;
    /** The zone, for the per-record saves. */
    zone: { domain_id: number; domain: string };
    calls: Pick<RecordCalls, 'setRecordStatus' | 'deleteRecords' | 'updateRecord'>;
    signal: AbortSignal;
    onProgress?: (progress: BatchProgress) => void;
}

/**
 * Runs a batch: gathers the rows when the target is "all matching", then sends batch calls of ids (pause,
 * enable, delete) or one save per record with a small concurrency (TTL, which has no batch call). The outcome
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
            const status = action.kind === 'pause' ? 3 : 1;
            return runBatches(rows, batch => calls.setRecordStatus(ids(batch), status), { size: BATCH_SIZE, signal, onProgress: progress });
        }
        case 'delete':
            return runBatches(rows, batch => calls.deleteRecords(ids(batch)), { size: BATCH_SIZE, signal, onProgress: progress });
        case 'ttl':
            return runBatches(rows, ([row]) => calls.updateRecord({ ...row, ...zone, ttl: action.ttl }), {
                size: 1,
                concurrency: EACH_CONCURRENCY,
                signal,
                onProgress: progress,
            });
    }
};
