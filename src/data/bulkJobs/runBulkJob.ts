import { runBatches } from '../records/batch';
import type { BulkItemResult, BulkJobCalls, BulkJobOutcome, BulkJobRunOptions, BulkJobSpec } from './types';

/** Items per chunk call when the spec does not say. */
const DEFAULT_CHUNK_SIZE = 50;

/** The reason given to an item its chunk answered no result for. */
export const NO_ANSWER = 'bulkJobs.report.noAnswer';

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'http.failed');

/**
 * Runs a bulk job (docs/dns-api.md "Bulk work"): starts it on the server, sends the items chunk by chunk in
 * order, then finishes it, cancelled or not (a failed finish is not the user's loss: the outcome still stands).
 * A chunk that throws refuses each of its items with the error's message and the job goes on. Cancelling
 * (`signal`) stops sending: the chunk in flight completes (its `signal` argument is never aborted by a cancel,
 * so the server's answer is counted), the rest is skipped. Only a refused start throws.
 */
export const runBulkJob = async <T>(calls: BulkJobCalls, spec: BulkJobSpec<T>, { signal, onProgress }: BulkJobRunOptions): Promise<BulkJobOutcome<T>> => {
    const total = spec.items.length;
    const jobId = await calls.startBulkJob({ type: spec.type, title: spec.title, total });
    const results: BulkItemResult[] = [];
    const refused: BulkJobOutcome<T>['refused'] = [];
    const inFlight = new AbortController().signal;
    let skipped: number;
    let cancelled = false;
    try {
        onProgress?.({ done: 0, total });
        const outcome = await runBatches(
            spec.items,
            async chunk => {
                let answered: BulkItemResult[];
                try {
                    answered = await spec.send(chunk, jobId, inFlight);
                } catch (error) {
                    const msg = reasonOf(error);
                    answered = chunk.map(item => ({ item: spec.describe(item), ok: false, msg }));
                }
                chunk.forEach((item, index) => {
                    const result = answered[index] ?? { item: spec.describe(item), ok: false, msg: NO_ANSWER };
                    results.push(result);
                    if (!result.ok) refused.push({ item, result });
                });
            },
            { size: spec.chunkSize ?? DEFAULT_CHUNK_SIZE, signal, onProgress: done => onProgress?.({ done, total }) },
        );
        skipped = outcome.skipped.length;
        cancelled = outcome.cancelled;
    } finally {
        await calls.finishBulkJob(jobId, cancelled).catch(() => undefined);
    }
    const succeeded = results.filter(result => result.ok).length;
    return { jobId, results, succeeded, refused, skipped, cancelled };
};
