import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../http/client';
import { getDemoDb } from '../db';
import { DOMAIN_LOCKED } from '../dns/saveRecord';
import { PLANS_RUN_OUT } from './bulkRecords';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { seedA, twoZones } from '../../../tests/support/zones';

setupDemoServer();

const startJob = async (token: string, type: string) =>
    Number(((await call('app/dns/batch/job/start', { token, json: { type, title: 't', total: 2 } })).data as { jobId: number }).jobId);

type Row = { item: string; code: number; msg: string };
const listOf = (answer: Envelope) => (answer.data as { list: Row[] }).list;

describe('demo backend: bulk records', () => {
    it('searches across domains by exact value, paged, with each record its domain', async () => {
        const token = await loginUser();
        const [one, two] = twoZones();
        seedA(one, 's1', '198.51.100.5');
        seedA(two, 's2', '198.51.100.5');
        const answer = await call('app/dns/batch/record/search', { token, json: { domains: '', value: '198.51.100.5', page: 1, limit: 1 } });
        const data = answer.data as { list: Array<{ domain: string; domain_id: number; value: string }>; totalCount: number };
        expect(data.totalCount).toBe(2);
        expect(data.list).toHaveLength(1);
        expect(data.list[0]).toMatchObject({ value: '198.51.100.5', domain: one.domain, domain_id: one.id });
        const unknown = await call('app/dns/batch/record/search', { token, json: { domains: 'nobody-has-this.com', value: '1.1.1.1' } });
        expect(unknown.msg).toBe('域名不存在：nobody-has-this.com');
    });

    it('adds records one by one by the zone rules, refusing a locked domain with the single save msg, and records the job', async () => {
        const token = await loginUser();
        const [one, two] = twoZones();
        two.locked = 1;
        const jobId = await startJob(token, 'recordCreate');
        const records = [
            { domain: one.domain, top: 'bulk', record_type: 'A', value: '192.0.2.8', ttl: '600' },
            { domain: two.domain, top: 'bulk', record_type: 'A', value: '192.0.2.8', ttl: '600' },
            { domain: one.domain, top: 'bulk2', record_type: 'A', value: 'bad', ttl: '600' },
        ];
        const list = listOf(await call('app/dns/batch/add/record', { token, json: { jobId, records: JSON.stringify(records) } }));
        expect(list.map(row => row.code)).toEqual([1, 500, 500]);
        expect(list[1].msg).toBe(DOMAIN_LOCKED);
        expect(list[2].msg).toBe('请输入IPv4地址，例如 1.2.3.4');
        const db = getDemoDb();
        expect(db.records.some(record => record.d === one.id && record.h === 'bulk' && record.v === '192.0.2.8')).toBe(true);
        expect(db.operationLogs.some(log => log.domainId === one.id && log.action === '批量添加记录')).toBe(true);
        const job = db.bulk.jobs.find(row => row.id === jobId);
        expect(job).toMatchObject({ succeeded: 1, refused: 2 });
    });

    it('refuses a CNAME clash with the same msg as a single save', async () => {
        const token = await loginUser();
        const [one] = twoZones();
        seedA(one, 'clash', '192.0.2.9');
        const jobId = await startJob(token, 'recordCreate');
        const cname = [{ domain: one.domain, top: 'clash', record_type: 'CNAME', value: 'x.example.com', ttl: '600' }];
        const [bulk] = listOf(await call('app/dns/batch/add/record', { token, json: { jobId, records: JSON.stringify(cname) } }));
        const single = await call('app/dns/record/set', {
            token,
            form: {
                id: one.id,
                domain: one.domain,
                info: JSON.stringify({ operation_type: 'add', top: 'clash', record_type: 'CNAME', value: 'x.example.com', ttl: '600' }),
            },
        });
        expect(bulk.code).toBe(500);
        expect(bulk.msg).toBe(single.msg);
    });

    it('updates records by id and refuses a chunk of a job that is not running', async () => {
        const token = await loginUser();
        const [one] = twoZones();
        const record = seedA(one, 'upd', '192.0.2.10');
        const jobId = await startJob(token, 'recordUpdate');
        const change = [
            { domain_id: one.id, domain: one.domain, record_id: record.i, top: 'upd', record_type: 'A', value: '192.0.2.11', ttl: '300', record_line_id: 1 },
        ];
        expect(listOf(await call('app/dns/batch/update/record', { token, json: { jobId, records: JSON.stringify(change) } }))[0].code).toBe(1);
        expect(getDemoDb().records.find(row => row.i === record.i)).toMatchObject({ v: '192.0.2.11', ttl: 300 });
        await call('app/dns/batch/job/finish', { token, json: { jobId, cancelled: '0' } });
        const late = await call('app/dns/batch/update/record', { token, json: { jobId, records: JSON.stringify(change) } });
        expect(late.code).not.toBe(1);
    });

    it('binds each domain to one unused plan of the product; the rest refused', async () => {
        const token = await loginUser();
        const db = getDemoDb();
        const [one, two] = twoZones();
        for (const consume of db.consumes) if (consume.domainId === one.id || consume.domainId === two.id) Object.assign(consume, { domainId: 0, mode: 4 });
        const unused = db.consumes.find(consume => consume.userId === 1 && consume.mode === 2);
        const productId = unused ? unused.productId : 1;
        // exactly one unused plan of the product
        for (const consume of db.consumes) if (consume.userId === 1 && consume.mode === 2 && consume !== unused) consume.mode = 4;
        if (!unused)
            db.consumes.push({
                id: 9999,
                userId: 1,
                productName: 'P',
                productId,
                productUnitPrice: 100,
                productUnit: '1y',
                effectStartTime: '',
                effectEndTime: '',
                domainId: 0,
                free: false,
                mode: 2,
            });
        const jobId = await startJob(token, 'planUpdate');
        const list = listOf(await call('app/dns/batch/bind/plan', { token, json: { jobId, productId, domains: `${one.domain}\n${two.domain}` } }));
        expect(list.map(row => [row.item, row.code])).toEqual([
            [one.domain, 1],
            [two.domain, 500],
        ]);
        expect(list[1].msg).toBe(PLANS_RUN_OUT);
        expect(db.consumes.find(consume => consume.domainId === one.id && consume.mode === 1)).toBeTruthy();
        const again = await startJob(token, 'planUpdate');
        const [inUse] = listOf(await call('app/dns/batch/bind/plan', { token, json: { jobId: again, productId, domains: one.domain } }));
        expect(inUse.msg).toMatch(/^该域名已有使用中的套餐：/);
    });
});
