import { describeZoneRecord } from '../bulkRecords/api';
import type { ChangeSetCalls } from '../changeSets/api';
import { applyChangeSet } from '../changeSets/applyChangeSet';
import type { ChangeOp, ChangeSet } from '../../zone';
import type { BulkItemResult, BulkJobCalls, BulkJobOutcome, BulkJobRunOptions, BulkJobType } from './types';

/** One operation of a bulk run, with its zone's change set (the operations aside) and where it came from. */
export interface BulkChange {
    set: Omit<ChangeSet, 'ops'>;
    op: ChangeOp;
    /** The line of the imported file the operation comes from. */
    line?: number;
    /** The history entry the operation joins (a retry of the refused joins the entry of the first try). */
    changeSetId?: number;
}

/** A bulk run made of change sets (the bulk record pages, the zone import): one bulk job in the bulk log. */
export interface ChangeSetJob {
    type: BulkJobType;
    title: string;
    changes: readonly BulkChange[];
    /**
     * Why this session may not change a zone's records (the record rule, data/domains/recordAccess.ts), by the
     * zone's name in lower case, or null: a closed zone's operations are refused with that reason, never sent.
     */
    closed?: (domain: string) => string | null;
}

/** The operations of a change set as a bulk run's changes; `lineOf` gives an operation's file line. */
export const bulkChangesOf = ({ ops, ...set }: ChangeSet, lineOf?: (index: number) => number | undefined): BulkChange[] =>
    ops.map((op, index) => {
        const line = lineOf?.(index);
        return line === undefined ? { set, op } : { set, op, line };
    });

/** How an operation is named in the report: "www.example.com A 1.2.3.4". */
export const describeChange = ({ set, op }: BulkChange): string => {
    const record = op.op === 'add' ? op.after : op.before;
    return describeZoneRecord({ domain: set.domain, top: record.top, record_type: record.record_type, value: record.value });
};

interface Group {
    set: ChangeSet;
    changeSetId: number;
    /** The position of each operation of the set in the job's changes. */
    positions: number[];
}

/** The changes as one change set per zone (and history entry), each keeping its operations' order. */
const groupsOf = (changes: readonly BulkChange[]): Group[] => {
    const groups = new Map<string, Group>();
    changes.forEach((change, position) => {
        const key = `${change.set.domain_id}\u0000${change.set.domain}\u0000${change.changeSetId ?? 0}`;
        let group = groups.get(key);
        if (!group) {
            group = { set: { ...change.set, ops: [] }, changeSetId: change.changeSetId ?? 0, positions: [] };
            groups.set(key, group);
        }
        group.set.ops.push(change.op);
        group.positions.push(position);
    });
    return [...groups.values()];
};

/**
 * Runs a bulk job made of change sets (docs/dns-api.md "Change sets", "Bulk work"): starts the job, applies each
 * zone's change set in turn through applyChangeSet (chunks of 500 naming the job, so the server counts each answer
 * in the bulk log), then finishes the job, cancelled or not. A zone's change set that fails as a whole (the network,
 * a domain that is not the user's) refuses its operations not applied with the reason, and the job goes on with the
 * next zone; a zone the job says is closed to this session is refused with its reason without being sent (and
 * with every zone closed, no job is started: jobId 0).
 * Cancelling lets the chunk in flight finish and skips the rest. Only a refused start throws.
 */
export const runChangeSetJob = async (
    calls: BulkJobCalls & Pick<ChangeSetCalls, 'applyChangeChunk'>,
    job: ChangeSetJob,
    { signal, onProgress }: BulkJobRunOptions,
): Promise<BulkJobOutcome<BulkChange>> => {
    const { changes } = job;
    const total = changes.length;
    const groups = groupsOf(changes);
    const closedOf = (group: Group) => job.closed?.(group.set.domain.toLowerCase()) ?? null;
    // every zone closed: nothing is sent, so no job is written in the bulk log
    const allClosed = groups.length > 0 && groups.every(closedOf);
    const jobId = allClosed ? 0 : await calls.startBulkJob({ type: job.type, title: job.title, total });
    const answers: (BulkItemResult | undefined)[] = new Array<BulkItemResult | undefined>(total);
    const refusedAt = new Map<number, BulkChange>();
    let skipped = 0;
    let cancelled = false;
    const resultOf = (change: BulkChange, result: Omit<BulkItemResult, 'item'>): BulkItemResult => ({
        item: describeChange(change),
        ...(change.line === undefined ? {} : { line: change.line }),
        ...result,
    });
    const refuse = (position: number, change: BulkChange, msg: string | undefined) => {
        answers[position] = resultOf(change, { ok: false, msg });
        refusedAt.set(position, change);
    };
    try {
        let settled = 0;
        onProgress?.({ done: 0, total });
        for (const group of groups) {
            const { set, changeSetId, positions } = group;
            if (signal.aborted) {
                cancelled = true;
                skipped += positions.length;
                continue;
            }
            const closed = closedOf(group);
            if (closed) {
                positions.forEach(position => refuse(position, changes[position], closed));
                settled += positions.length;
                onProgress?.({ done: settled, total });
                continue;
            }
            const outcome = await applyChangeSet(calls, set, {
                jobId,
                changeSetId,
                signal,
                onProgress: ({ done }) => onProgress?.({ done: settled + done, total }),
            });
            const answer = (index: number, result: Omit<BulkItemResult, 'item'>, entry = outcome.changeSetId) => {
                const change = { ...changes[positions[index]], ...(entry ? { changeSetId: entry } : {}) };
                if (result.ok) answers[positions[index]] = resultOf(change, result);
                else refuse(positions[index], change, result.msg);
            };
            for (const index of outcome.applied) answer(index, { ok: true });
            for (const { index, msg } of outcome.refused) answer(index, { ok: false, msg });
            if (outcome.failure) for (const index of outcome.skipped) answer(index, { ok: false, msg: outcome.failure });
            else if (outcome.skipped.length) {
                cancelled = true;
                skipped += outcome.skipped.length;
            }
            settled += positions.length;
        }
    } finally {
        if (jobId) await calls.finishBulkJob(jobId, cancelled).catch(() => undefined);
    }
    const results = answers.filter((result): result is BulkItemResult => result !== undefined);
    const refused = [...refusedAt.entries()].sort(([a], [b]) => a - b).map(([position, item]) => ({ item, result: answers[position]! }));
    return { jobId, results, succeeded: results.filter(result => result.ok).length, refused, skipped, cancelled };
};
