import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, listDomains, listRecords, setRecord, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

const BIG = 'bigzone-example.com';

describe('demo backend: records', () => {
    it('lists a zone with top-level objData and total, paged, with the wire fields', async () => {
        const token = await user1();
        const zone = await domainNamed(token, BIG);
        const first = await listRecords(token, { domain_id: zone.id, domain: BIG, limit: 50 });
        expect(first.code).toBe(1);
        expect(first.total).toBe(zone.recordCount);
        expect(first.total).toBeGreaterThanOrEqual(5000);
        expect(first.objData).toHaveLength(50);
        expect(Object.keys(first.objData[0]).sort()).toEqual(
            [
                'record_id',
                'top',
                'record_type',
                'value',
                'weight',
                'mx',
                'ttl',
                'record_line',
                'record_line_id',
                'record_line_name',
                'linetype',
                'status',
                'updateTime',
                'remark',
            ].sort(),
        );
        expect(first.objData[0]).toMatchObject({ record_line_id: 1, record_line: '100000000-999999999', record_line_name: '默认', linetype: 1 });
        const last = await listRecords(token, { domain_id: zone.id, page: Math.ceil(first.total / 50), limit: 50 });
        expect(last.objData.length).toBe(first.total % 50 || 50);
    });

    it('sorts the big zone by host, then pages', async () => {
        const token = await user1();
        const zone = await domainNamed(token, BIG);
        await listRecords(token, { domain_id: zone.id, sidx: 'top', order: 'asc' });
        const sorted = await listRecords(token, { domain_id: zone.id, sidx: 'top', order: 'asc', limit: 100 });
        expect(sorted.objData).toHaveLength(100);
        const tops = sorted.objData.map(record => record.top);
        expect(tops).toEqual([...tops].sort(new Intl.Collator('zh-CN', { numeric: true }).compare));
    });

    it('filters by host and value substrings, type, line and status', async () => {
        const token = await user1();
        const zone = await domainNamed(token, BIG);
        const all = (filters: Record<string, unknown>) => listRecords(token, { domain_id: zone.id, limit: 10000, ...filters });
        const srv = await all({ record_type: 'SRV' });
        expect(srv.total).toBeGreaterThan(50);
        expect(srv.objData.every(record => record.record_type === 'SRV' && record.top.startsWith('_'))).toBe(true);
        const web = await all({ top: 'WEB' });
        expect(web.objData.every(record => record.top.includes('web'))).toBe(true);
        const cdn = await all({ value: 'cdn.dnsv1' });
        expect(cdn.total).toBeGreaterThan(0);
        expect(cdn.objData.every(record => record.value.includes('cdn.dnsv1'))).toBe(true);
        const telecom = await all({ record_line_id: web.objData.find(record => record.record_line_id !== 1)?.record_line_id ?? 2 });
        expect(telecom.objData.every(record => record.record_line_id === telecom.objData[0].record_line_id)).toBe(true);
        const paused = await all({ status: 3 });
        expect(paused.total).toBeGreaterThan(0);
        expect(paused.objData.every(record => record.status === 3)).toBe(true);
        const custom = (await all({})).objData.find(record => record.linetype === 2);
        expect(custom?.record_line_name).toBeTruthy();
    });

    it('adds, updates and deletes a record, keeping recordCount and the operation log', async () => {
        const token = await user1();
        const zone = (await listDomains(token, { sidx: 'id', order: 'asc' })).list.find(domain => !domain.locked && domain.id > 5)!;
        // the zone's plan is the free one: a TTL below its 600 seconds is refused
        expect(
            await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'New', record_type: 'A', value: '203.0.113.7', ttl: '300' }),
        ).toEqual({
            code: 500,
            msg: '当前套餐（免费版）的 TTL 最小为 600 秒',
        });
        const added = await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'New', record_type: 'A', value: '203.0.113.7', ttl: '3600' });
        expect(added.code).toBe(1);
        const id = (added.data as { record_id: number }).record_id;
        const found = (await listRecords(token, { domain_id: zone.id, top: 'new' })).objData;
        expect(found).toEqual([expect.objectContaining({ record_id: id, top: 'new', value: '203.0.113.7', ttl: 3600, status: 1 })]);
        expect((await domainNamed(token, zone.domain)).recordCount).toBe(zone.recordCount + 1);

        expect(
            (await setRecord(token, zone, { operation_type: 'update', record_id: id, top: 'new', record_type: 'A', value: '203.0.113.8', ttl: '3600' })).code,
        ).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'new' })).objData[0].value).toBe('203.0.113.8');
        expect((await setRecord(token, zone, { operation_type: 'delete', record_id: id })).code).toBe(1);
        expect((await domainNamed(token, zone.domain)).recordCount).toBe(zone.recordCount);

        const log = (await call('app/dns/GetDnsOperationLog', { token, query: { domain: zone.domain, page: 1, limit: 10 } })).data as ListData<{
            action: string;
            content: string;
        }>;
        expect(log.list.slice(0, 3).map(row => row.action)).toEqual(['删除记录', '修改记录', '添加记录']);
        expect(log.list[1].content).toBe('修改 new A 默认 203.0.113.7（value 203.0.113.7 -> 203.0.113.8）');
    });

    it('refuses bad values with the record check messages', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        const add = (info: Record<string, unknown>) => setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'x', ...info });
        expect(await add({ record_type: 'A', value: '300.1.1.1' })).toEqual({ code: 500, msg: '请输入IPv4地址，例如 1.2.3.4' });
        expect(await add({ record_type: 'A', value: '1.2.3.4', ttl: '0' })).toEqual({ code: 500, msg: 'TTL须为1到604800秒之间的整数' });
        expect(await add({ record_type: 'MX', value: 'mx.example.com', mx: '65536' })).toEqual({
            code: 500,
            msg: 'MX优先级须为0到65535之间的整数（数值越小越优先）',
        });
        expect((await add({ record_type: 'HTTPS', value: '0 . alpn=h2' })).msg).toBe('优先级 0 为别名模式（AliasMode）：只填目标，不能带参数');
        expect((await add({ record_type: 'TLSA', value: '3 1 1 abcd' })).msg).toBe('该匹配类型的摘要为32字节（当前2字节）');
        expect((await add({ top: 'a..b', record_type: 'A', value: '1.2.3.4' })).msg).toBe('主机记录中有空的一段：请删除多余的点');
        expect((await add({ top: 'bad-', record_type: 'A', value: '1.2.3.4' })).msg).toBe('主机记录的每一段不能以连字符开头或结尾：“bad-”');
        expect((await add({ record_type: 'TYPO', value: '1.2.3.4' })).msg).toBe('请选择记录类型');
        expect((await add({ record_type: 'A', value: '1.2.3.4', record_line_id: 99999 })).msg).toBe('线路不存在');
    });

    it('stores the types read as fields in their canonical text', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        const saved = await setRecord(token, zone, {
            operation_type: 'add',
            record_id: null,
            top: 'svc',
            record_type: 'HTTPS',
            value: '1 . port=443 alpn=h3,h2',
        });
        expect(saved.code).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'svc' })).objData[0].value).toBe('1 . alpn="h3,h2" port="443"');
        const again = await setRecord(token, zone, {
            operation_type: 'add',
            record_id: null,
            top: 'svc',
            record_type: 'HTTPS',
            value: '1 . alpn="h3,h2" port="443"',
        });
        expect(again).toEqual({ code: 500, msg: '记录已存在' });
    });

    it('forwards get https:// when no scheme is given', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        expect(
            (await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'fwd', record_type: 'URLFWD', value: 'www.example.net/landing' }))
                .code,
        ).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'fwd' })).objData[0].value).toBe('https://www.example.net/landing');
    });

    it('refuses duplicates and CNAME clashes on the same host and line, and allows them on another line', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        const apex = (await listRecords(token, { domain_id: zone.id, top: '@', record_type: 'A', record_line_id: 1 })).objData[0];
        const add = (info: Record<string, unknown>) => setRecord(token, zone, { operation_type: 'add', record_id: null, ...info });
        expect(await add({ top: '@', record_type: 'A', value: apex.value })).toEqual({ code: 500, msg: '记录已存在' });
        expect(await add({ top: '@', record_type: 'CNAME', value: 'other.example.net' })).toEqual({ code: 500, msg: 'CNAME记录与该主机记录的其他记录冲突' });
        expect((await add({ top: 'alias', record_type: 'CNAME', value: 'target.example.net' })).code).toBe(1);
        expect(await add({ top: 'alias', record_type: 'A', value: '1.2.3.4' })).toEqual({ code: 500, msg: 'CNAME记录与该主机记录的其他记录冲突' });
        expect((await add({ top: 'alias', record_type: 'A', value: '1.2.3.4', record_line_id: 2 })).code).toBe(1);
        // an update may keep its own value
        expect(
            (await setRecord(token, zone, { operation_type: 'update', record_id: apex.record_id, top: '@', record_type: 'A', value: apex.value, ttl: '120' }))
                .code,
        ).toBe(1);
    });

    it('a locked domain refuses record changes, single and batch', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        const record = (await listRecords(token, { domain_id: zone.id })).objData[0];
        expect((await call('app/dns/domain/update/attr', { token, json: { id: zone.id, locked: 1 } })).code).toBe(1);
        const refused = { code: 500, msg: '域名已锁定，无法修改解析记录' };
        expect(await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'x', record_type: 'A', value: '1.2.3.4' })).toEqual(refused);
        expect(await setRecord(token, zone, { operation_type: 'delete', record_id: record.record_id })).toEqual(refused);
        expect(await call('app/dns/batch/update/domain/record/status', { token, json: { ids: `${record.record_id}`, status: 3 } })).toEqual(refused);
        expect(await call('app/dns/batch/delete/domain/record', { token, json: { ids: `${record.record_id}` } })).toEqual(refused);
        expect((await listRecords(token, { domain_id: zone.id })).total).toBe(zone.recordCount);
    });

    it('pauses, enables and deletes records in batches', async () => {
        const token = await user1();
        const zone = await domainNamed(token, BIG);
        const page = (await listRecords(token, { domain_id: zone.id, status: 1, limit: 5 })).objData;
        const ids = page.map(record => record.record_id).join(',');
        expect((await call('app/dns/batch/update/domain/record/status', { token, json: { ids, status: 3 } })).code).toBe(1);
        const paused = (await listRecords(token, { domain_id: zone.id, status: 3, limit: 10000 })).objData.map(record => record.record_id);
        expect(paused).toEqual(expect.arrayContaining(page.map(record => record.record_id)));
        expect((await call('app/dns/batch/update/domain/record/status', { token, json: { ids, status: 1 } })).code).toBe(1);

        expect((await call('app/dns/batch/delete/domain/record', { token, json: { ids } })).code).toBe(1);
        expect((await domainNamed(token, BIG)).recordCount).toBe(zone.recordCount - 5);
        expect(await call('app/dns/batch/delete/domain/record', { token, json: { ids } })).toEqual({ code: 500, msg: '记录不存在' });
    });

    it('keeps each account to its own zones', async () => {
        const token = await user2();
        const zone = await domainNamed(await user1(), 'example.com');
        expect(await listRecords(token, { domain_id: zone.id })).toEqual({ code: 500, msg: '域名不存在' });
        expect(await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'x', record_type: 'A', value: '1.2.3.4' })).toEqual({
            code: 500,
            msg: '域名不存在',
        });
        const theirs = (await listRecords(await user1(), { domain_id: zone.id })).objData[0];
        expect(await call('app/dns/batch/delete/domain/record', { token, json: { ids: `${theirs.record_id}` } })).toEqual({ code: 500, msg: '记录不存在' });
    });
});
