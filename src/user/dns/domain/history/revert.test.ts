import { describe, expect, it } from 'vitest';
import { ZoneState, type AppliedOp, type RecordContent, type ZoneRecord } from '../../../../zone';
import { canApplyAnyway, planRevert, resolveRevert } from './revert';
import { zoneRecord } from '../../../../../tests/support/zoneRecords';

const record = (record_id: number, top: string, value: string, extra: Partial<RecordContent> = {}): ZoneRecord =>
    zoneRecord(record_id, { top, value, ...extra });
const content = ({ record_id: _id, ...rest }: ZoneRecord): RecordContent => rest;
const zoneOf = (...records: ZoneRecord[]) => new ZoneState('example.com', records);

const www = record(1, 'www', '1.1.1.1');
const mail = record(2, 'mail', '2.2.2.2');
const api = record(3, 'api', '3.3.3.3');

describe('planRevert', () => {
    it('undoes an entry the last operation first, without conflicts when nothing changed since', () => {
        const applied: AppliedOp[] = [
            { op: 'delete', before: www },
            { op: 'update', before: mail, after: { ...content(mail), ttl: 60 } },
            { op: 'add', after: api },
        ];
        const plan = planRevert(applied, zoneOf({ ...mail, ttl: 60 }, api));
        expect(plan.conflicts).toEqual([]);
        expect(plan.ops).toEqual([
            { op: 'delete', before: api },
            { op: 'update', before: { ...mail, ttl: 60 }, after: content(mail) },
            { op: 'add', after: content(www) },
        ]);
    });

    it('lists a record changed since and one gone since as conflicts', () => {
        const applied: AppliedOp[] = [
            { op: 'update', before: mail, after: { ...content(mail), ttl: 60 } },
            { op: 'add', after: api },
        ];
        const changedMail = { ...mail, ttl: 120 };
        const plan = planRevert(applied, zoneOf(changedMail, www));
        // the add's undo (delete api) comes first: api is gone, so there is nothing to undo
        expect(plan.ops).toEqual([{ op: 'update', before: { ...mail, ttl: 60 }, after: content(mail) }]);
        expect(plan.conflicts).toEqual([{ index: 0, op: plan.ops[0], current: changedMail }]);
        expect(canApplyAnyway(plan.conflicts[0])).toBe(true);
    });

    it('leaves out what the zone already shows undone, and lists an update of a record gone as a conflict that cannot be applied', () => {
        const applied: AppliedOp[] = [
            { op: 'update', before: mail, after: { ...content(mail), ttl: 60 } },
            { op: 'update', before: www, after: { ...content(www), value: '9.9.9.9' } },
        ];
        // mail is already back at its old TTL; www is gone
        const plan = planRevert(applied, zoneOf(mail));
        expect(plan.ops).toHaveLength(1);
        expect(plan.conflicts).toEqual([{ index: 0, op: plan.ops[0], current: undefined }]);
        expect(canApplyAnyway(plan.conflicts[0])).toBe(false);
    });
});

describe('resolveRevert', () => {
    const applied: AppliedOp[] = [
        { op: 'delete', before: www },
        { op: 'update', before: mail, after: { ...content(mail), ttl: 60 } },
        { op: 'add', after: api },
    ];
    const changedMail = { ...mail, ttl: 120 };
    const changedApi = { ...api, value: '4.4.4.4' };
    const zone = zoneOf(changedMail, changedApi);
    const plan = planRevert(applied, zone);

    it('skips every conflict by default', () => {
        expect(plan.conflicts.map(({ index }) => index)).toEqual([0, 1]);
        expect(resolveRevert(plan, new Map(), zone)).toEqual([{ op: 'add', after: content(www) }]);
    });

    it('rebases a conflict applied anyway on the record as it is now', () => {
        const ops = resolveRevert(
            plan,
            new Map([
                [0, 'apply'],
                [1, 'skip'],
            ]),
            zone,
        );
        expect(ops).toEqual([
            { op: 'delete', before: changedApi },
            { op: 'add', after: content(www) },
        ]);
        expect(resolveRevert(plan, new Map([[1, 'apply']]), zone)).toEqual([
            { op: 'update', before: changedMail, after: content(mail) },
            { op: 'add', after: content(www) },
        ]);
    });
});
