import { describe, expect, it } from 'vitest';
import { ZoneState, type AppliedOp, type RecordContent, type ZoneRecord } from '../../../../zone';
import { bringBackOps, restoreOps } from './restore';
import { zoneRecord } from '../../../../../tests/support/zoneRecords';

const record = (record_id: number, top: string, value: string, extra: Partial<RecordContent> = {}): ZoneRecord =>
    zoneRecord(record_id, { top, value, ...extra });
const content = ({ record_id: _id, ...rest }: ZoneRecord): RecordContent => rest;

/** The zone after applying ops the way the server does (adds take the ids given). */
const applyOps = (zone: readonly ZoneRecord[], ops: ReturnType<typeof restoreOps>, firstId = 100) => {
    const state = new ZoneState('example.com', zone);
    let next = firstId;
    for (const op of ops) state.apply(op, op.op === 'add' ? next++ : undefined);
    return state
        .records()
        .map(content)
        .sort((a, b) => a.top.localeCompare(b.top) || a.value.localeCompare(b.value));
};
const sorted = (zone: readonly ZoneRecord[]) => zone.map(content).sort((a, b) => a.top.localeCompare(b.top) || a.value.localeCompare(b.value));

describe('restoreOps', () => {
    const www = record(1, 'www', '1.1.1.1');
    const mail = record(2, 'mail', '2.2.2.2');

    it('undoes every entry newer than the point, and nothing older', () => {
        // entry 1 (the point) added mail; entry 2 changed www; entry 3 added api
        const api = record(3, 'api', '3.3.3.3');
        const changedWww = { ...www, value: '9.9.9.9' };
        const entries = [
            { id: 3, operations: [{ op: 'add', after: api }] as AppliedOp[] },
            { id: 2, operations: [{ op: 'update', before: www, after: content(changedWww) }] as AppliedOp[] },
            { id: 1, operations: [{ op: 'add', after: mail }] as AppliedOp[] },
        ];
        const now = [changedWww, mail, api];
        const ops = restoreOps('example.com', now, entries, 1);
        expect(ops).toEqual([
            { op: 'delete', before: api },
            { op: 'update', before: changedWww, after: content(www) },
        ]);
        expect(applyOps(now, ops)).toEqual(sorted([www, mail]));
    });

    it('brings back one record when a newer entry changed it and a later one deleted it', () => {
        const changed = { ...www, value: '9.9.9.9' };
        const entries = [
            { id: 3, operations: [{ op: 'delete', before: changed }] as AppliedOp[] },
            { id: 2, operations: [{ op: 'update', before: www, after: content(changed) }] as AppliedOp[] },
        ];
        const ops = restoreOps('example.com', [mail], entries, 1);
        expect(ops).toEqual([{ op: 'add', after: content(www) }]);
        expect(applyOps([mail], ops)).toEqual(sorted([www, mail]));
    });

    it('follows a record through a revert that brought it back under a new id', () => {
        // entry 2 deleted www; entry 3 (a revert) added it back as record 5; entry 4 changed record 5
        const back = { ...www, record_id: 5 };
        const changed = { ...back, ttl: 60 };
        const entries = [
            { id: 4, operations: [{ op: 'update', before: back, after: content(changed) }] as AppliedOp[] },
            { id: 3, operations: [{ op: 'add', after: back }] as AppliedOp[] },
            { id: 2, operations: [{ op: 'delete', before: www }] as AppliedOp[] },
        ];
        const now = [changed, mail];
        expect(applyOps(now, restoreOps('example.com', now, entries, 2))).toEqual(sorted([mail]));
        expect(applyOps(now, restoreOps('example.com', now, entries, 3))).toEqual(sorted([back, mail]));
        expect(restoreOps('example.com', now, entries, 4)).toEqual([]);
    });
});

describe('bringBackOps', () => {
    it('adds the deleted record again, without its old id', () => {
        expect(bringBackOps({ op: 'delete', before: record(4, 'old', '4.4.4.4', { status: 3, ttl: 60 }) })).toEqual([
            { op: 'add', after: content(record(4, 'old', '4.4.4.4', { status: 3, ttl: 60 })) },
        ]);
    });
});
