import { pickContent, sameContent } from './content';
import type { ChangeOp, RecordContent, ZoneRecord } from './types';
import { ZoneState } from './zoneState';

/** An operation as the server applied it: an add knows the id its record got. */
export type AppliedOp = { op: 'add'; after: ZoneRecord } | { op: 'update'; before: ZoneRecord; after: RecordContent } | { op: 'delete'; before: ZoneRecord };

/** The operation that undoes one applied operation. */
export const inverseOp = (applied: AppliedOp): ChangeOp => {
    switch (applied.op) {
        case 'add':
            return { op: 'delete', before: applied.after };
        case 'update':
            return { op: 'update', before: { ...pickContent(applied.after), record_id: applied.before.record_id }, after: pickContent(applied.before) };
        case 'delete':
            return { op: 'add', after: pickContent(applied.before) };
    }
};

/** The change set that undoes applied operations: each undone, the last first. */
export const inverseOps = (applied: readonly AppliedOp[]): ChangeOp[] => applied.map(inverseOp).reverse();

/**
 * An operation rebased on the zone as it is now: its `before` becomes the record as it stands (the user's "apply
 * anyway" for a record changed since). A record gone since cannot be updated or deleted: undefined.
 */
export const rebaseOp = (op: ChangeOp, zone: ZoneState): ChangeOp | undefined => {
    if (op.op === 'add') return op;
    const current = zone.byId.get(op.before.record_id);
    if (!current) return undefined;
    return op.op === 'update' ? { ...op, before: current } : { ...op, before: current };
};

/** Records of a target zone: those it keeps carry their id, new ones none. */
export type TargetRecord = RecordContent & { record_id?: number };

/**
 * The change set that turns `current` into `target`, matched by id: records only in `current` are deleted, records
 * whose content differs are updated, records without an id (or an id `current` lacks) are added. Deletes first,
 * then updates, then adds (a CNAME may replace what it could not stand beside).
 */
export const diffZones = (current: readonly ZoneRecord[], target: readonly TargetRecord[]): ChangeOp[] => {
    const kept = new Map<number, TargetRecord>();
    const adds: ChangeOp[] = [];
    for (const record of target) {
        if (record.record_id !== undefined && record.record_id > 0) kept.set(record.record_id, record);
        else adds.push({ op: 'add', after: pickContent(record) });
    }
    const deletes: ChangeOp[] = [];
    const updates: ChangeOp[] = [];
    const known = new Set<number>();
    for (const record of current) {
        known.add(record.record_id);
        const wanted = kept.get(record.record_id);
        if (!wanted) deletes.push({ op: 'delete', before: record });
        else if (!sameContent(record, wanted)) updates.push({ op: 'update', before: record, after: pickContent(wanted) });
    }
    for (const [id, record] of kept) if (!known.has(id)) adds.push({ op: 'add', after: pickContent(record) });
    return [...deletes, ...updates, ...adds];
};

/**
 * The zone as it was before `entries` were applied (their applied operations, oldest entry first): each entry undone,
 * the newest first, in memory. Records brought back carry no id (they come back as new records).
 */
export const zoneBefore = (zoneName: string, current: readonly ZoneRecord[], entries: readonly (readonly AppliedOp[])[]): TargetRecord[] => {
    const state = new ZoneState(zoneName, current);
    // a record brought back gets an id of its own: older entries name it by the id it had, and are undone on it
    const broughtBack = new Map<number, number>();
    for (const applied of [...entries].reverse().flatMap(entry => [...entry].reverse())) {
        const op = inverseOp(applied);
        if (op.op === 'add') {
            const record = state.apply(op)!;
            if (applied.op === 'delete') broughtBack.set(applied.before.record_id, record.record_id);
        } else {
            state.apply({ ...op, before: { ...op.before, record_id: broughtBack.get(op.before.record_id) ?? op.before.record_id } });
        }
    }
    return state.records().map(record => (record.record_id > 0 ? record : pickContent(record)));
};
