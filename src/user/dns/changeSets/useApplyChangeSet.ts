import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { applyChangeSet, refusedPart, type ApplyOutcome, type ApplyProgress } from '../../../data/changeSets/applyChangeSet';
import type { ChangeSet } from '../../../zone';
import { useSingleFlight } from '../../../ui/singleFlight';
import type { UserDataProvider } from '../../dataProvider';

export type ApplyState =
    { step: 'idle' } | { step: 'running'; progress: ApplyProgress; cancelling: boolean } | { step: 'done'; set: ChangeSet; outcome: ApplyOutcome };

export interface ApplyChangeSetOptions {
    /** Nothing of a chunk is applied when any of its operations is refused (a set of one). */
    atomic?: boolean;
    /** Runs once a change set has been applied (or stopped), after the caches are invalidated. */
    onDone?: (outcome: ApplyOutcome, set: ChangeSet) => void;
}

/** The record lists and the zone's history, read afresh after a change. */
export const useRefreshZone = () => {
    const queryClient = useQueryClient();
    return useCallback(
        () => Promise.all([queryClient.invalidateQueries({ queryKey: ['record'] }), queryClient.invalidateQueries({ queryKey: ['changeSet'] })]),
        [queryClient],
    );
};

/** Why a change set of one was not applied (the server's msg, or the call's failure), or undefined once it was. */
export const refusalOfOne = (outcome: ApplyOutcome): string | undefined =>
    outcome.applied.length ? undefined : (outcome.refused[0]?.msg ?? outcome.failure ?? 'changeSets.notAnswered');

/**
 * Applies change sets with the user data provider (applyChangeSet: chunks of 500, one call at a time): the progress,
 * a cancel that sends no further chunk, and the outcome. Single-flight: applying again while a change set is in
 * flight sends nothing and gets the running one's outcome. When done, the record lists and the history are read
 * afresh. `retryRefused` sends the operations the last outcome refused, joining the same history entry.
 */
export const useApplyChangeSet = ({ atomic, onDone }: ApplyChangeSetOptions = {}) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const refreshZone = useRefreshZone();
    const [state, setState] = useState<ApplyState>({ step: 'idle' });
    const controller = useRef<AbortController | null>(null);
    const done = useRef(onDone);
    useEffect(() => {
        done.current = onDone;
    });

    const run = useCallback(
        async (set: ChangeSet, changeSetId = 0): Promise<ApplyOutcome> => {
            const abort = new AbortController();
            controller.current = abort;
            setState({ step: 'running', progress: { done: 0, total: set.ops.length }, cancelling: false });
            const outcome = await applyChangeSet(dataProvider, set, {
                atomic,
                changeSetId,
                signal: abort.signal,
                onProgress: progress => setState(current => (current.step === 'running' ? { ...current, progress } : current)),
            });
            controller.current = null;
            if (outcome.applied.length) await refreshZone();
            setState({ step: 'done', set, outcome });
            done.current?.(outcome, set);
            return outcome;
        },
        [dataProvider, refreshZone, atomic],
    );
    const [apply, pending] = useSingleFlight(run);

    const cancel = useCallback(() => {
        controller.current?.abort();
        setState(current => (current.step === 'running' ? { ...current, cancelling: true } : current));
    }, []);

    const retryRefused = useCallback(() => {
        if (state.step !== 'done' || !state.outcome.refused.length) return undefined;
        return apply(refusedPart(state.set, state.outcome), state.outcome.changeSetId);
    }, [state, apply]);

    const reset = useCallback(() => setState({ step: 'idle' }), []);

    return { state, apply, pending, cancel, retryRefused, reset };
};
