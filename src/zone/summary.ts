import { fieldChanges } from './content';
import type { ChangeOp } from './types';

export interface ChangeCounts {
    added: number;
    updated: number;
    deleted: number;
    paused: number;
    enabled: number;
}

/** What a change set does, counted: an update that only pauses or enables counts as that. */
export const countOps = (ops: readonly ChangeOp[]): ChangeCounts => {
    const counts: ChangeCounts = { added: 0, updated: 0, deleted: 0, paused: 0, enabled: 0 };
    for (const op of ops) {
        if (op.op === 'add') counts.added++;
        else if (op.op === 'delete') counts.deleted++;
        else {
            const changes = fieldChanges(op.before, op.after);
            if (changes.length === 1 && changes[0].field === 'status') counts[op.after.status === 3 ? 'paused' : 'enabled']++;
            else counts.updated++;
        }
    }
    return counts;
};
