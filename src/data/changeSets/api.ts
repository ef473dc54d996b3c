import * as v from 'valibot';
import { list, nested, num, numberId, oneOf, readAnswer, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import { CHANGE_SOURCES, contentOf, pickContent, zoneRecordOf, type AppliedOp, type ChangeOp, type ChangeSet, type RecordContent } from '../../zone';
import type { ChangeSetDetail, ChangeSetEntry, DomainLimits, OpResult } from './types';

/**
 * Change sets (docs/dns-api.md "Change sets", all designed): a change set of one zone is applied in chunks of at most
 * 500 operations, each answering per operation; the first chunk opens the history entry the others join. The
 * history is read as a react-admin resource (`changeSet`, filtered by domain_id); an entry's operations and the
 * domain's plan limits are custom calls.
 */
export const CHANGE_SET_PATHS = {
    apply: 'app/dns/record/changes/apply',
    list: 'app/dns/record/changes/list',
    info: 'app/dns/record/changes/info',
    limits: 'app/dns/domain/limits',
} as const;

const entryFields = {
    id: numberId,
    domain_id: num,
    source: oneOf(CHANGE_SOURCES, 'dialog'),
    comment: text,
    operator: text,
    createTime: text,
    added: num,
    updated: num,
    deleted: num,
    paused: num,
    enabled: num,
    refused: num,
    revertOf: num,
};

const changeSetEntry: RecordSchema<ChangeSetEntry> = row(entryFields);

const contentFields = {
    record_id: num,
    top: text,
    record_type: text,
    value: text,
    ttl: num,
    mx: num,
    weight: num,
    record_line_id: text,
    record_line_name: text,
    status: num,
};

const appliedOp: RecordSchema<AppliedOp> = v.pipe(
    row({ op: oneOf(['add', 'update', 'delete'] as const, 'update'), record_id: num, before: nested(contentFields), after: nested(contentFields) }),
    v.transform(({ op, record_id, before, after }): AppliedOp => {
        if (op === 'add') return { op, after: { ...zoneRecordOf(after), record_id } };
        if (op === 'delete') return { op, before: { ...zoneRecordOf(before), record_id } };
        return { op, before: { ...zoneRecordOf(before), record_id }, after: contentOf(after) };
    }),
);

const changeSetDetail: RecordSchema<ChangeSetDetail> = row({ ...entryFields, operations: list(appliedOp) });

const nullableList = v.optional(v.fallback(v.nullable(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))), null), null);

const domainLimits: RecordSchema<DomainLimits> = row({
    plan: text,
    recordLimit: num,
    recordCount: num,
    minTtl: num,
    lineIds: nullableList,
    recordTypes: nullableList,
});

const opResult: RecordSchema<OpResult> = row({ index: num, code: num, msg: text, record_id: num });

/** The body of a history page: {domain_id, page, limit}, newest first. */
const listBody = ({ page, perPage, filter }: ListRequest): Params => ({ domain_id: filter.domain_id, page, limit: perPage });

/** A domain's history: app/dns/record/changes/list, data.list + data.totalCount. */
export const changeSetsApi = defineApi<ChangeSetEntry>({
    record: changeSetEntry,
    list: {
        path: CHANGE_SET_PATHS.list,
        params: listBody,
        result: json => {
            const { list: data, total } = readList(changeSetEntry, json, CHANGE_SET_PATHS.list);
            return { data, total };
        },
    },
});

/**
 * A record's content on the wire: the list's field names, numbers as numbers (nothing else of the record travels);
 * the remark always, '' for none, so an update that clears it says so.
 */
const wireContent = (record: RecordContent) => ({ ...pickContent(record), remark: record.remark ?? '' });

/** One operation as the apply call takes it. */
export const wireOp = (op: ChangeOp) => {
    switch (op.op) {
        case 'add':
            return { op: op.op, record: wireContent(op.after) };
        case 'update':
            return { op: op.op, record_id: op.before.record_id, before: wireContent(op.before), record: wireContent(op.after) };
        case 'delete':
            return { op: op.op, record_id: op.before.record_id, before: wireContent(op.before) };
    }
};

export interface ApplyChunk {
    set: Omit<ChangeSet, 'ops'>;
    ops: readonly ChangeOp[];
    /** 0 opens a new history entry; the first chunk's answer names it for the rest. */
    changeSetId: number;
    /** Operations in the whole change set (the entry's announced size). */
    total: number;
    /** Nothing of the chunk is applied when any operation is refused. */
    atomic?: boolean;
    /** The bulk job the chunk belongs to (a bulk page, the zone import): each operation's answer is counted in it. */
    jobId?: number;
    signal?: AbortSignal;
}

export const changeSetCalls = (http: HttpClient) => ({
    /** designed: POST app/dns/record/changes/apply -> data {changeSetId, list [{index, code, msg, record_id}]}. */
    applyChangeChunk: async ({ set, ops, changeSetId, total, atomic, jobId, signal }: ApplyChunk): Promise<{ changeSetId: number; list: OpResult[] }> => {
        const body = {
            domain_id: set.domain_id,
            domain: set.domain,
            source: set.source,
            comment: set.comment ?? '',
            revertOf: set.revertOf ?? 0,
            changeSetId,
            total,
            atomic: atomic ? 1 : 0,
            ...(jobId ? { jobId } : {}),
            operations: ops.map(wireOp),
        };
        const json = await http.post(CHANGE_SET_PATHS.apply, body, { signal });
        return readAnswer(v.object({ changeSetId: num, list: list(opResult) }), json.data, CHANGE_SET_PATHS.apply);
    },
    /** designed: GET app/dns/record/changes/info ?id= -> data: the entry with its operations. */
    getChangeSet: async (id: number): Promise<ChangeSetDetail> =>
        readAnswer(changeSetDetail, (await http.get(CHANGE_SET_PATHS.info, { id })).data, CHANGE_SET_PATHS.info),
    /** designed: GET app/dns/domain/limits ?domain_id= -> data: the plan's limits and the zone's record count. */
    getDomainLimits: async (domainId: number): Promise<DomainLimits> =>
        readAnswer(domainLimits, (await http.get(CHANGE_SET_PATHS.limits, { domain_id: domainId })).data, CHANGE_SET_PATHS.limits),
});

export type ChangeSetCalls = ReturnType<typeof changeSetCalls>;
