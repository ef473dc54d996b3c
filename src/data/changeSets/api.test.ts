import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { fakeHttp } from '../../../tests/support/fakeHttp';
import { changeSetCalls } from './api';

afterEach(clearUnreadable);

const A = { top: 'www', record_type: 'A', value: '192.0.2.1', ttl: 600, mx: 0, weight: 0, record_line_id: '1', record_line_name: '默认', status: 1 as const };

describe('the change-set calls', () => {
    it("read an entry's operations: numbers written as text are numbers, each kind of operation keeps its records", async () => {
        const data = {
            id: '12',
            domain_id: 4,
            source: 'batch',
            operator: 'zhangsan',
            operations: [
                { op: 'add', record_id: '31', after: { ...A, ttl: '600' } },
                { op: 'delete', record_id: 30, before: A },
                { op: 'update', record_id: 29, before: A, after: { ...A, ttl: 300 } },
            ],
        };
        const detail = await changeSetCalls(fakeHttp({ code: 1, data }).http).getChangeSet(12);
        expect(detail).toMatchObject({ id: 12, domain_id: 4, source: 'batch', comment: '', revertOf: 0 });
        expect(detail.operations.map(op => op.op)).toEqual(['add', 'delete', 'update']);
        expect(detail.operations[0]).toMatchObject({ after: { record_id: 31, ttl: 600, value: '192.0.2.1' } });
        expect(detail.operations[2]).toMatchObject({ before: { record_id: 29, ttl: 600 }, after: { ttl: 300 } });
        expect(unreadableSources()).toEqual([]);
    });

    it('an unknown source reads as the dialog, a list of operations that is a string as none; reported', async () => {
        const detail = await changeSetCalls(fakeHttp({ code: 1, data: { id: 5, source: 'robot', operations: 'all' } }).http).getChangeSet(5);
        expect(detail).toMatchObject({ source: 'dialog', operations: [] });
        expect(unreadableSources()).toEqual(['app/dns/record/changes/info']);
    });

    it('an entry that is not a record is an unreadable answer', async () => {
        await expect(changeSetCalls(fakeHttp({ code: 1, data: 'gone' }).http).getChangeSet(5)).rejects.toThrow('http.badResponse');
    });

    it("read the plan's limits: absent lists mean no limit, listed ids are text", async () => {
        const calls = changeSetCalls(fakeHttp({ code: 1, data: { plan: '免费版', recordLimit: '100', minTtl: 600, lineIds: [1, '2'] } }).http);
        expect(await calls.getDomainLimits(4)).toEqual({
            plan: '免费版',
            recordLimit: 100,
            recordCount: 0,
            minTtl: 600,
            lineIds: ['1', '2'],
            recordTypes: null,
        });
    });

    it("read a chunk's answer per operation; a row that is not a record is dropped and reported", async () => {
        const fake = fakeHttp({ code: 1, data: { changeSetId: '8', list: [{ index: 0, code: 1, msg: '', record_id: '40' }, 'x'] } });
        const set = { domain_id: 4, domain: 'example.com', source: 'dialog' as const };
        const answer = await changeSetCalls(fake.http).applyChangeChunk({ set, ops: [{ op: 'add', after: A }], changeSetId: 0, total: 1 });
        expect(answer).toEqual({ changeSetId: 8, list: [{ index: 0, code: 1, msg: '', record_id: 40 }] });
        expect(unreadableSources()).toEqual(['app/dns/record/changes/apply']);
        expect(fake.calls[0].options.body).toMatchObject({
            domain_id: 4,
            changeSetId: 0,
            total: 1,
            atomic: 0,
            operations: [{ op: 'add', record: { ...A, remark: '' } }],
        });
    });
});
