import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { useSingleFlight } from '../../../../ui/singleFlight';
import { runBulkJob } from '../../../../data/bulkJobs/runBulkJob';
import { runChangeSetJob, type BulkChange, type ChangeSetJob } from '../../../../data/bulkJobs/runChangeSetJob';
import type { BulkJobOutcome, BulkJobRun, BulkJobRunOptions, BulkJobSpec } from '../../../../data/bulkJobs/types';
import { useRecordBlocks } from '../records/useRecordBlocks';

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'http.failed');

type JobRunner<T, S> = (dataProvider: UserDataProvider, spec: S, options: BulkJobRunOptions) => Promise<BulkJobOutcome<T>>;

/**
 * One bulk job at a time with progress and cancellation (the idea of records/useBatchRunner), over a runner:
 * `run` says what to show; `start` resolves with the outcome (undefined when the job could not start). `start` is
 * single-flight: while a job runs, starting another sends nothing and waits for the running one.
 */
const useJobRun = <T, S extends { changes: readonly unknown[] } | { items: readonly unknown[] }>(runner: JobRunner<T, S>) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const [run, setRun] = useState<BulkJobRun<T> | null>(null);
    const controller = useRef<AbortController | null>(null);
    const mounted = useRef(true);

    useEffect(() => {
        mounted.current = true;
        return () => {
            mounted.current = false;
            // leaving the page stops sending; the chunk in flight completes and the job is finished
            controller.current?.abort();
        };
    }, []);

    const update = useCallback((next: BulkJobRun<T> | null | ((current: BulkJobRun<T> | null) => BulkJobRun<T> | null)) => {
        if (mounted.current) setRun(next);
    }, []);

    const startJob = useCallback(
        async (spec: S): Promise<BulkJobOutcome<T> | undefined> => {
            const abort = new AbortController();
            controller.current = abort;
            const total = 'items' in spec ? spec.items.length : spec.changes.length;
            update({ step: 'running', progress: { done: 0, total }, cancelling: false });
            try {
                const outcome = await runner(dataProvider, spec, {
                    signal: abort.signal,
                    onProgress: progress => update(current => (current?.step === 'running' ? { ...current, progress } : current)),
                });
                update({ step: 'finished', outcome });
                return outcome;
            } catch (error) {
                update({ step: 'failed', reason: reasonOf(error) });
                return undefined;
            } finally {
                if (controller.current === abort) controller.current = null;
            }
        },
        [dataProvider, update, runner],
    );
    const [start] = useSingleFlight(startJob);

    const cancel = useCallback(() => {
        controller.current?.abort();
        update(current => (current?.step === 'running' ? { ...current, cancelling: true } : current));
    }, [update]);

    const reset = useCallback(() => update(null), [update]);

    return { run, start, cancel, reset };
};

const runSpec = <T>(dataProvider: UserDataProvider, spec: BulkJobSpec<T>, options: BulkJobRunOptions) => runBulkJob(dataProvider, spec, options);

/** A bulk job of items sent in chunks by the spec's own call (the bulk domain pages). */
export const useBulkJob = <T>() => useJobRun<T, BulkJobSpec<T>>(runSpec);

/**
 * A bulk job made of change sets, one per zone (the bulk record pages, the zone import): runChangeSetJob, which
 * refuses the zones whose records this session may not change (useRecordBlocks) with the reason, unsent.
 */
export const useChangeSetJob = () => {
    const closed = useRecordBlocks();
    const job = useJobRun<BulkChange, ChangeSetJob>(runChangeSetJob);
    const { start: startJob } = job;
    const start = useCallback((spec: ChangeSetJob) => startJob({ ...spec, closed }), [startJob, closed]);
    return { ...job, start };
};
