import { chunksOf, CHUNK_SIZE, type ChangeSet } from '../../zone';
import type { ChangeSetCalls } from './api';

export interface ApplyProgress {
    done: number;
    total: number;
}

export interface ApplyOutcome {
    /** The history entry, 0 when no chunk was answered. */
    changeSetId: number;
    /** Indexes (in the change set) of the operations applied. */
    applied: number[];
    /** Operations refused, with the server's reason. */
    refused: { index: number; msg: string }[];
    /** Indexes never sent: the work was cancelled, or a chunk failed as a whole (then `failure` says why). */
    skipped: number[];
    cancelled: boolean;
    failure?: string;
    /** The id of each record written, by operation index (an add learns its id here). */
    recordIds: Map<number, number>;
}

interface ApplyOptions {
    /** Continue an entry (retrying the refused): the operations join it. */
    changeSetId?: number;
    /** Nothing of a chunk is applied when any of its operations is refused (a set of one from the dialog). */
    atomic?: boolean;
    /** The bulk job the work belongs to: the server counts each operation's answer in it (the bulk log). */
    jobId?: number;
    chunkSize?: number;
    signal?: AbortSignal;
    onProgress?: (progress: ApplyProgress) => void;
}

/**
 * Applies a change set in order, a chunk of at most 500 operations per call, one call at a time (a later chunk may
 * rely on an earlier one: a delete making room for an add). Cancelling lets the chunk in flight finish and sends no
 * more; a chunk that fails as a whole (the network, a refusal of the call itself) stops the work, and the operations
 * not applied are skipped, with the reason.
 */
export const applyChangeSet = async (
    calls: Pick<ChangeSetCalls, 'applyChangeChunk'>,
    set: ChangeSet,
    { changeSetId = 0, atomic, jobId, chunkSize = CHUNK_SIZE, signal, onProgress }: ApplyOptions = {},
): Promise<ApplyOutcome> => {
    const outcome: ApplyOutcome = { changeSetId, applied: [], refused: [], skipped: [], cancelled: false, recordIds: new Map() };
    const { ops, ...head } = set;
    const indexed = ops.map((op, index) => ({ op, index }));
    const chunks = chunksOf(indexed, chunkSize);
    let settled = 0;
    onProgress?.({ done: 0, total: ops.length });
    for (const [position, chunk] of chunks.entries()) {
        if (signal?.aborted) {
            outcome.cancelled = true;
            outcome.skipped = chunks.slice(position).flatMap(rest => rest.map(({ index }) => index));
            break;
        }
        try {
            const answer = await calls.applyChangeChunk({
                set: head,
                ops: chunk.map(({ op }) => op),
                changeSetId: outcome.changeSetId,
                total: ops.length,
                atomic,
                jobId,
            });
            outcome.changeSetId = answer.changeSetId || outcome.changeSetId;
            const results = new Map(answer.list.map(result => [result.index, result]));
            chunk.forEach(({ index }, offset) => {
                const result = results.get(offset);
                if (result?.code === 1) {
                    outcome.applied.push(index);
                    if (result.record_id) outcome.recordIds.set(index, result.record_id);
                } else {
                    outcome.refused.push({ index, msg: result?.msg || 'changeSets.notAnswered' });
                }
            });
        } catch (error) {
            outcome.failure = error instanceof Error ? error.message : String(error);
            outcome.skipped = chunks.slice(position).flatMap(rest => rest.map(({ index }) => index));
            break;
        }
        settled += chunk.length;
        onProgress?.({ done: settled, total: ops.length });
    }
    return outcome;
};

/** The change set of the operations an outcome refused: what "retry the refused" sends, joining the same entry. */
export const refusedPart = (set: ChangeSet, outcome: Pick<ApplyOutcome, 'refused'>): ChangeSet => ({
    ...set,
    ops: outcome.refused.map(({ index }) => set.ops[index]),
});
