/**
 * Batch work over many records, free of UI: gather every row matching a filter page by page, then send the
 * work in batches with a small concurrency. Cancelling stops what has not started: gathering stops at once,
 * batches already sent finish and count as done (or refused), the rest stay untouched.
 */

export interface Page<T> {
    data: T[];
    total: number;
}

export type FetchPage<T> = (page: number, perPage: number, signal: AbortSignal) => Promise<Page<T>>;

interface GatherOptions {
    perPage?: number;
    signal: AbortSignal;
    /** Called after each page with the rows gathered so far and the total the server announced. */
    onProgress?: (gathered: number, total: number) => void;
}

/** The page size of gathering: the largest the list offers. */
const GATHER_PAGE_SIZE = 200;
/** Ids per batch call (status, delete). */
export const BATCH_SIZE = 100;
/** Calls in flight at once when each record needs its own call (TTL change). */
export const EACH_CONCURRENCY = 4;

export const abortError = (): DOMException => new DOMException('The batch was cancelled', 'AbortError');

const throwIfAborted = (signal: AbortSignal) => {
    if (signal.aborted) throw abortError();
};

/**
 * Every row the filter matches, across pages, each once (by `id`). Stops at the announced total, at an empty
 * page, or at a short page; throws an AbortError when cancelled.
 */
export const gatherAll = async <T extends { id: unknown }>(
    fetchPage: FetchPage<T>,
    { perPage = GATHER_PAGE_SIZE, signal, onProgress }: GatherOptions,
): Promise<T[]> => {
    const seen = new Map<unknown, T>();
    let total = Infinity;
    for (let page = 1; seen.size < total; page++) {
        throwIfAborted(signal);
        const answer = await fetchPage(page, perPage, signal);
        throwIfAborted(signal);
        total = answer.total;
        for (const row of answer.data) if (!seen.has(row.id)) seen.set(row.id, row);
        onProgress?.(seen.size, total);
        if (answer.data.length < perPage) break;
    }
    return [...seen.values()];
};

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
    const chunks: T[][] = [];
    for (let start = 0; start < items.length; start += Math.max(1, size)) chunks.push(items.slice(start, start + Math.max(1, size)));
    return chunks;
};

export interface Refusal<T> {
    items: T[];
    reason: string;
}

export interface BatchOutcome<T> {
    done: T[];
    refused: Refusal<T>[];
    /** Items never sent because the work was cancelled. */
    skipped: T[];
    cancelled: boolean;
}

interface RunOptions {
    /** Items per call. */
    size: number;
    /** Calls in flight at once. */
    concurrency?: number;
    signal: AbortSignal;
    /** Called after each call with the items settled (done + refused) so far. */
    onProgress?: (settled: number, total: number) => void;
}

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error || 'http.failed'));

/**
 * Sends `items` in batches of `size`, `concurrency` at a time. A refused batch is recorded with the reason
 * (the server's msg) and the work goes on. Cancelling lets the calls in flight finish and sends no more.
 */
export const runBatches = async <T>(
    items: readonly T[],
    send: (batch: T[]) => Promise<void>,
    { size, concurrency = 1, signal, onProgress }: RunOptions,
): Promise<BatchOutcome<T>> => {
    const batches = chunk(items, size);
    const outcome: BatchOutcome<T> = { done: [], refused: [], skipped: [], cancelled: false };
    let next = 0;
    let settled = 0;
    const worker = async () => {
        while (next < batches.length && !signal.aborted) {
            const batch = batches[next++];
            try {
                await send(batch);
                outcome.done.push(...batch);
            } catch (error) {
                outcome.refused.push({ items: batch, reason: reasonOf(error) });
            }
            settled += batch.length;
            onProgress?.(settled, items.length);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batches.length)) }, worker));
    if (signal.aborted) {
        outcome.cancelled = true;
        outcome.skipped = batches.slice(next).flat();
    }
    return outcome;
};
