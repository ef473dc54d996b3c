/**
 * The contract of a bulk job, shared by every bulk tab and the zone import: `runBulkJob` (data/bulkJobs),
 * `useBulkJob` and `<BulkJobPanel>` (user/dns/bulk/jobs) work over these types.
 *
 * A job is recorded by the server (the bulk log): the console starts it (app/dns/batch/job/start -> jobId),
 * sends its items in chunks, each chunk call carrying the jobId and answering one result per item, then
 * finishes it (app/dns/batch/job/finish, also when cancelled). See src/data/bulkJobs/api.ts.
 */

/** The kinds of bulk job, one per bulk tab that writes (the bulk log names them). */
export type BulkJobType = 'domainsCreate' | 'domainsRetrieve' | 'planUpdate' | 'recordCreate' | 'recordUpdate' | 'recordImport';

/** What the server answers for one item of a chunk (designed): ok, or refused with its reason. */
export interface BulkItemResult {
    /** What the item is, as a person reads it: a domain, or "www.example.com A 1.2.3.4". */
    item: string;
    ok: boolean;
    /** The server's reason when refused (its `msg`). */
    msg?: string;
    /** The line of the pasted list or imported file the item came from, when there is one. */
    line?: number;
    /** Anything else the call answers for the item (an id, a TXT record to add...). */
    extra?: Record<string, unknown>;
}

export interface BulkJobSpec<T> {
    type: BulkJobType;
    /** A short human summary kept in the log ("12 domains, group Web"). */
    title: string;
    items: readonly T[];
    /** Items per chunk call (default 50). */
    chunkSize?: number;
    /** Sends one chunk; answers one result per item, in order. A thrown error refuses the whole chunk with its message. */
    send: (chunk: T[], jobId: number, signal: AbortSignal) => Promise<BulkItemResult[]>;
    /** How an item is named in a refusal when its chunk fails as a whole. */
    describe: (item: T) => string;
}

interface BulkJobProgress {
    done: number;
    total: number;
}

export interface BulkJobOutcome<T> {
    jobId: number;
    /** Every result, in item order (items never sent are absent). */
    results: BulkItemResult[];
    succeeded: number;
    /** The refused items with their results, so "retry the refused" can send them again. */
    refused: Array<{ item: T; result: BulkItemResult }>;
    /** Items not sent because the job was cancelled. */
    skipped: number;
    cancelled: boolean;
}

/** Where a job stands, as the screens show it (useBulkJob). */
export type BulkJobRun<T> =
    { step: 'running'; progress: BulkJobProgress; cancelling: boolean } | { step: 'finished'; outcome: BulkJobOutcome<T> } | { step: 'failed'; reason: string };

/** The job calls runBulkJob needs (a subset of the user provider: src/data/bulkJobs/api.ts). */
export interface BulkJobCalls {
    startBulkJob(job: { type: BulkJobType; title: string; total: number }): Promise<number>;
    finishBulkJob(jobId: number, cancelled: boolean): Promise<void>;
}

export interface BulkJobRunOptions {
    signal: AbortSignal;
    onProgress?: (progress: BulkJobProgress) => void;
}
