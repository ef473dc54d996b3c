import type { EntryOperations } from '../../../../data/changeSets/readHistory';
import { diffZones, pickContent, zoneBefore, type AppliedOp, type ChangeOp, type ZoneRecord } from '../../../../zone';

/**
 * The change set that brings the zone back to how it stood right after the entry `pointId`: every entry newer than
 * it undone in memory, newest first, then the difference between the zone now and that zone. `entries` may hold
 * the whole history read so far, newest first (as the history lists it); only those newer than the point count.
 */
export const restoreOps = (zoneName: string, current: readonly ZoneRecord[], entries: readonly EntryOperations[], pointId: number): ChangeOp[] => {
    const newer = entries.filter(entry => entry.id > pointId).sort((a, b) => a.id - b.id);
    const target = zoneBefore(
        zoneName,
        current,
        newer.map(entry => entry.operations),
    );
    return diffZones(current, target);
};

/** The change set of one that brings a deleted record back, as a new record with the content it had. */
export const bringBackOps = (deleted: Extract<AppliedOp, { op: 'delete' }>): ChangeOp[] => [{ op: 'add', after: pickContent(deleted.before) }];
