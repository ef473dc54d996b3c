import { useRef, useState } from 'react';
import type { DnsRecord } from '../../../../data/records/api';
import type { BatchOutcome } from '../../../../data/records/batch';
import { runRecordBatch, type BatchAction, type BatchCalls, type BatchProgress, type BatchTarget } from './batchJob';
import type { Zone } from './RecordPageContext';
import { useSingleFlight } from '../../../../ui/singleFlight';

export type BatchRun =
    | { step: 'running'; action: BatchAction; progress: BatchProgress; cancelling: boolean }
    | { step: 'finished'; action: BatchAction; outcome: BatchOutcome<DnsRecord> }
    | { step: 'failed'; action: BatchAction; reason: string };

/**
 * Runs one batch at a time with progress and cancellation; the UI shows what `run` says. `start` is single-flight:
 * a second press of the confirm button while a batch runs starts no second one.
 */
export const useBatchRunner = (calls: BatchCalls, zone: Zone, onSettled: () => void) => {
    const [run, setRun] = useState<BatchRun | null>(null);
    const controller = useRef<AbortController | null>(null);

    const startRun = async (action: BatchAction, target: BatchTarget) => {
        const abort = new AbortController();
        controller.current = abort;
        const total = target.kind === 'matching' ? target.total : target.rows.length;
        setRun({ step: 'running', action, progress: { phase: target.kind === 'matching' ? 'gather' : 'apply', done: 0, total }, cancelling: false });
        try {
            const outcome = await runRecordBatch({
                action,
                target,
                zone,
                calls,
                signal: abort.signal,
                onProgress: progress => setRun(current => (current?.step === 'running' ? { ...current, progress } : current)),
            });
            setRun({ step: 'finished', action, outcome });
        } catch (error) {
            setRun({ step: 'failed', action, reason: error instanceof Error ? error.message : String(error) });
        } finally {
            controller.current = null;
            onSettled();
        }
    };

    const [start] = useSingleFlight(startRun);

    const cancel = () => {
        controller.current?.abort();
        setRun(current => (current?.step === 'running' ? { ...current, cancelling: true } : current));
    };

    return { run, start, cancel, close: () => setRun(null) };
};
