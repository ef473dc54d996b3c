import { inverseOps, rebaseOp, sameContent, type AppliedOp, type ChangeOp, type ZoneRecord, type ZoneState } from '../../../../zone';

/** An operation of a revert that meets a record changed since the entry (or gone): the user decides. */
export interface RevertConflict {
    /** The operation's place in the revert's operations. */
    index: number;
    op: Exclude<ChangeOp, { op: 'add' }>;
    /** The record as it stands now; undefined when it is gone. */
    current?: ZoneRecord;
}

export interface RevertPlan {
    /** The inverse of the entry, the last operation undone first, without what the zone already says. */
    ops: ChangeOp[];
    conflicts: RevertConflict[];
}

/** What the user chose for a conflict: leave the record as it is now (the default), or undo onto it anyway. */
export type Resolution = 'skip' | 'apply';

/** Whether an inverse operation is already what the zone says: the record is as the undo would leave it. */
const alreadyUndone = (op: ChangeOp, current: ZoneRecord | undefined): boolean =>
    op.op === 'update' ? current !== undefined && sameContent(current, op.after) : op.op === 'delete' && current === undefined;

/**
 * The revert of an applied entry against the zone as it is now: each operation undone, the last first. An update or
 * delete whose record has changed since the entry, or is gone, is a conflict; an undo the zone already shows (the
 * record already back as it was, or already gone) is left out.
 */
export const planRevert = (applied: readonly AppliedOp[], zone: ZoneState): RevertPlan => {
    const ops: ChangeOp[] = [];
    const conflicts: RevertConflict[] = [];
    for (const op of inverseOps(applied)) {
        if (op.op === 'add') {
            ops.push(op);
            continue;
        }
        const current = zone.byId.get(op.before.record_id);
        if (alreadyUndone(op, current)) continue;
        if (!current || !sameContent(current, op.before)) conflicts.push({ index: ops.length, op, current });
        ops.push(op);
    }
    return { ops, conflicts };
};

/** A conflict can be applied anyway only onto a record that is still there. */
export const canApplyAnyway = (conflict: RevertConflict): boolean => conflict.current !== undefined;

/**
 * The revert's operations once the user has resolved its conflicts: a conflict skipped (the default) is left out,
 * one applied anyway is rebased on the record as it stands (its `before` the record now).
 */
export const resolveRevert = (plan: RevertPlan, choices: ReadonlyMap<number, Resolution>, zone: ZoneState): ChangeOp[] => {
    const conflicted = new Set(plan.conflicts.map(({ index }) => index));
    return plan.ops.flatMap((op, index) => {
        if (!conflicted.has(index)) return [op];
        if (choices.get(index) !== 'apply') return [];
        const rebased = rebaseOp(op, zone);
        return rebased ? [rebased] : [];
    });
};
