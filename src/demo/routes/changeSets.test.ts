import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, listDomains, listRecords, user1, type WireDomain } from '../../../tests/support/demoDns';
import { contentOf, inverseOps, type AppliedOp, type RecordContent } from '../../zone';

setupDemoServer();

const BIG = 'bigzone-example.com';

const content = (fields: Partial<RecordContent>): RecordContent => ({ ...contentOf({ record_line_id: '1', record_line_name: '默认', ttl: 600 }), ...fields });

const apply = (token: string, zone: WireDomain, operations: unknown[], extra: Record<string, unknown> = {}) =>
    call('app/dns/record/changes/apply', { token, json: { domain_id: zone.id, domain: zone.domain, source: 'batch', operations, ...extra } });

/** A domain of user 1 that is not the big zone. */
const smallZone = async (token: string): Promise<WireDomain> => {
    return (await listDomains(token, { limit: 50 })).list.find(domain => domain.domain !== BIG && !domain.locked && domain.recordCount < 40)!;
};

describe('demo backend: change sets', () => {
    it('applies a chunk with one answer per operation and refuses by the zone checks', async () => {
        const token = await user1();
        const zone = await smallZone(token);
        const answer = await apply(token, zone, [
            { op: 'add', record: content({ top: 'cs-a', record_type: 'A', value: '192.0.2.10' }) },
            { op: 'add', record: content({ top: 'loop1', record_type: 'CNAME', value: `loop1.${zone.domain}` }) },
            { op: 'add', record: content({ top: '@', record_type: 'NS', value: 'ns1.other.net' }) },
            { op: 'add', record: content({ top: 'cs-a', record_type: 'A', value: '192.0.2.10' }) },
        ]);
        expect(answer.code).toBe(1);
        const { changeSetId, list } = answer.data as { changeSetId: number; list: { index: number; code: number; msg: string; record_id: number }[] };
        expect(changeSetId).toBeGreaterThan(0);
        expect(list.map(row => row.code)).toEqual([1, 500, 500, 500]);
        expect(list[1].msg).toContain('CNAME 记录不能指向自身');
        expect(list[2].msg).toBe('域名自身的 NS 记录由 DNS 服务管理');
        expect(list[0].record_id).toBeGreaterThan(0);

        const history = await call('app/dns/record/changes/list', { token, json: { domain_id: zone.id, page: 1, limit: 10 } });
        const entry = (history.data as { list: Record<string, unknown>[] }).list[0];
        expect(entry).toMatchObject({ id: changeSetId, source: 'batch', added: 1, refused: 3 });
        const logs = await call('app/dns/GetDnsOperationLog', { token, query: { domain: zone.domain, page: 1, limit: 5 } });
        const rows = JSON.stringify(logs);
        expect(rows).toContain(`"changeSetId":${changeSetId}`);
    });

    it('an atomic chunk applies nothing when one operation is refused', async () => {
        const token = await user1();
        const zone = await smallZone(token);
        const before = await listRecords(token, { domain_id: zone.id, limit: 500 });
        const answer = await apply(
            token,
            zone,
            [
                { op: 'add', record: content({ top: 'atomic-ok', record_type: 'A', value: '192.0.2.11' }) },
                { op: 'add', record: content({ top: 'atomic-bad', record_type: 'A', value: 'not-an-ip' }) },
            ],
            { atomic: 1 },
        );
        const { list } = answer.data as { list: { code: number }[] };
        expect(list.map(row => row.code)).toEqual([0, 500]);
        const after = await listRecords(token, { domain_id: zone.id, limit: 500 });
        expect(after.total).toBe(before.total);
    });

    it('refuses an update of a record changed since it was read, and reverts an entry from its info', async () => {
        const token = await user1();
        const zone = await smallZone(token);
        const added = await apply(token, zone, [{ op: 'add', record: content({ top: 'rev', record_type: 'TXT', value: '"hello"' }) }]);
        const { changeSetId, list } = added.data as { changeSetId: number; list: { record_id: number }[] };
        const stored = { ...content({ top: 'rev', record_type: 'TXT', value: '"hello"' }), record_id: list[0].record_id };
        const stale = await apply(token, zone, [
            { op: 'update', record_id: stored.record_id, before: { ...stored, ttl: 1234 }, record: { ...stored, ttl: 300 } },
        ]);
        expect((stale.data as { list: { code: number; msg: string }[] }).list[0].msg).toContain('记录已被修改');

        const info = await call('app/dns/record/changes/info', { token, query: { id: changeSetId } });
        const operations = (info.data as { operations: AppliedOp[] }).operations;
        expect(operations).toHaveLength(1);
        const inverse = inverseOps([
            { op: 'add', after: { ...contentOf(operations[0].op === 'add' ? operations[0].after : {}), record_id: list[0].record_id } },
        ]);
        const undone = await apply(
            token,
            zone,
            inverse.map(op => (op.op === 'delete' ? { op: 'delete', record_id: op.before.record_id, before: op.before } : op)),
            { source: 'revert', revertOf: changeSetId },
        );
        expect((undone.data as { list: { code: number }[] }).list[0].code).toBe(1);
        const left = await listRecords(token, { domain_id: zone.id, top: 'rev', limit: 50 });
        expect(left.total).toBe(0);
    });

    it('stores a remark with the record: an update of the remark alone is applied and in the history, the list filters by it, a too long one is refused', async () => {
        const token = await user1();
        const zone = await smallZone(token);
        const added = await apply(token, zone, [
            { op: 'add', record: content({ top: 'note', record_type: 'A', value: '192.0.2.30', remark: '机房 A 的入口' }) },
        ]);
        const { list } = added.data as { list: { record_id: number }[] };
        const found = await listRecords(token, { domain_id: zone.id, remark: '机房 a', limit: 50 });
        expect(found.objData.map(record => [record.top, record.remark])).toEqual([['note', '机房 A 的入口']]);

        const stored = { ...content({ top: 'note', record_type: 'A', value: '192.0.2.30', remark: '机房 A 的入口' }), record_id: list[0].record_id };
        const edited = await apply(token, zone, [{ op: 'update', record_id: stored.record_id, before: stored, record: { ...stored, remark: '' } }]);
        const { changeSetId } = edited.data as { changeSetId: number };
        expect((edited.data as { list: { code: number }[] }).list[0].code).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'note', limit: 50 })).objData[0].remark).toBe('');
        const info = await call('app/dns/record/changes/info', { token, query: { id: changeSetId } });
        const [op] = (info.data as { operations: AppliedOp[] }).operations;
        expect(op.op === 'update' && [op.before.remark, op.after.remark]).toEqual(['机房 A 的入口', undefined]);

        const long = await apply(token, zone, [
            { op: 'add', record: content({ top: 'note2', record_type: 'A', value: '192.0.2.31', remark: 'x'.repeat(201) }) },
        ]);
        expect((long.data as { list: { code: number; msg: string }[] }).list[0]).toMatchObject({ code: 500, msg: '备注最多 200 个字符（当前 201 个）' });
    });

    it("answers the domain's plan limits: the big zone is over its plan's record limit", async () => {
        const token = await user1();
        const zone = await domainNamed(token, BIG);
        const limits = await call('app/dns/domain/limits', { token, query: { domain_id: zone.id } });
        const data = limits.data as { recordLimit: number; recordCount: number; minTtl: number };
        expect(data.recordCount).toBeGreaterThan(data.recordLimit);
        const refused = await apply(token, zone, [{ op: 'add', record: content({ top: 'one-more', record_type: 'A', value: '192.0.2.99' }) }]);
        expect((refused.data as { list: { msg: string }[] }).list[0].msg).toContain('最多');
    });

    it('counts each operation in the bulk job a chunk names, and refuses a chunk of an ended job', async () => {
        const token = await user1();
        const zone = await smallZone(token);
        const started = await call('app/dns/batch/job/start', { token, json: { type: 'recordImport', title: 't', total: 2 } });
        const jobId = (started.data as { jobId: number }).jobId;
        const operations = [
            { op: 'add', record: content({ top: 'job-a', record_type: 'A', value: '192.0.2.12' }) },
            { op: 'add', record: content({ top: 'job-b', record_type: 'A', value: 'bad' }) },
        ];
        const answer = await apply(token, zone, operations, { source: 'import', jobId });
        expect((answer.data as { list: { code: number }[] }).list.map(row => row.code)).toEqual([1, 500]);
        const job = getDemoDb().bulk.jobs.find(row => row.id === jobId)!;
        expect(job).toMatchObject({ succeeded: 1, refused: 1 });
        expect(job.refusals[0]).toMatchObject({ item: `job-b.${zone.domain} A bad` });
        await call('app/dns/batch/job/finish', { token, json: { jobId, cancelled: 0 } });
        const late = await apply(token, zone, [{ op: 'add', record: content({ top: 'job-c', record_type: 'A', value: '192.0.2.13' }) }], { jobId });
        expect(late.code).not.toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, limit: 500 })).objData.some(record => record.top === 'job-c')).toBe(false);
    });
});
