import { useRef, useState } from 'react';
import { checkChangeSet, type Verdict } from '../../../../zone';
import { batchChangeSet, targetRows, type BatchAction, type BatchChange, type BatchTarget } from './batchJob';
import type { Zone } from './RecordPageContext';
import { useSingleFlight } from '../../../../ui/singleFlight';

export type BatchRun =
    | { step: 'gathering'; action: BatchAction; done: number; total: number; cancelling: boolean }
    | ({ step: 'review'; action: BatchAction; warnings: Verdict[]; refusals: Verdict[] } & BatchChange)
    | { step: 'failed'; action: BatchAction; reason: string };

/**
 * Prepares a batch: reads its records (all matching: page by page, with progress and cancel), makes the change set
 * and checks it against the records read; the page then shows it for review and applies it (ApplyChangeSetDialog).
 * `start` is single-flight: a second press while the records are read starts nothing.
 */
export const useBatchRunner = (zone: Zone) => {
    const [run, setRun] = useState<BatchRun | null>(null);
    const controller = useRef<AbortController | null>(null);

    const prepare = async (action: BatchAction, target: BatchTarget) => {
        const abort = new AbortController();
        controller.current = abort;
        const total = target.kind === 'matching' ? target.total : target.rows.length;
        setRun({ step: 'gathering', action, done: 0, total, cancelling: false });
        try {
            const rows = await targetRows(target, abort.signal, (done, all) =>
                setRun(current => (current?.step === 'gathering' ? { ...current, done, total: all } : current)),
            );
            const change = batchChangeSet(action, rows, zone);
            const { warnings, refused } = checkChangeSet({ name: zone.domain, records: change.records }, change.set.ops);
            setRun({ step: 'review', action, ...change, warnings, refusals: refused });
        } catch (error) {
            // cancelled while reading: nothing was sent
            setRun(abort.signal.aborted ? null : { step: 'failed', action, reason: error instanceof Error ? error.message : String(error) });
        } finally {
            controller.current = null;
        }
    };

    const [start] = useSingleFlight(prepare);

    const cancel = () => {
        controller.current?.abort();
        setRun(current => (current?.step === 'gathering' ? { ...current, cancelling: true } : current));
    };

    return { run, start, cancel, close: () => setRun(null) };
};
