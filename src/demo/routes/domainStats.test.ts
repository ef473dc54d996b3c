import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../time';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, listRecords, setRecord, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

const hoursAgo = (hours: number) => formatDateTime(new Date(Date.now() - hours * 3_600_000));
const chart = async (token: string, domain: string, startTime: string, endTime: string) =>
    call('app/dns/user/chart/data', { token, query: { domain, startTime, endTime } });

describe('demo backend: domain settings', () => {
    it('answers defaults, saves, and refuses a TTL out of range', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.org');
        expect((await call('app/dns/control/attr/info', { token, query: { id: zone.id } })).data).toEqual({
            confDefaultTtl: 600,
            confCnameAccelerate: 0,
            confRecursiveStatus: 0,
            confSeoStatus: 0,
        });
        const save = (body: Record<string, unknown>) => call('app/dns/control/attr/save', { token, json: { id: zone.id, ...body } });
        expect(await save({ confDefaultTtl: 0 })).toEqual({ code: 500, msg: 'TTL须为1到604800秒之间的整数' });
        expect(await save({ confDefaultTtl: 604801 })).toEqual({ code: 500, msg: 'TTL须为1到604800秒之间的整数' });
        expect((await save({ confDefaultTtl: 3600, confCnameAccelerate: 1, confRecursiveStatus: 0, confSeoStatus: 1 })).code).toBe(1);
        expect((await call('app/dns/control/attr/info', { token, query: { id: zone.id } })).data).toEqual({
            confDefaultTtl: 3600,
            confCnameAccelerate: 1,
            confRecursiveStatus: 0,
            confSeoStatus: 1,
        });
        // a record saved without a TTL takes the domain's default
        const form = {
            id: zone.id,
            domain: zone.domain,
            info: JSON.stringify({ operation_type: 'add', top: 'nottl', record_type: 'A', value: '1.2.3.4', record_line_id: 1 }),
        };
        expect((await call('app/dns/record/set', { token, form })).code).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'nottl' })).objData[0].ttl).toBe(3600);
        expect((await call('app/dns/control/attr/info', { token: await user2(), query: { id: zone.id } })).msg).toBe('域名不存在');
    });
});

describe('demo backend: statistics and logs', () => {
    it('charts hourly up to two days and daily beyond, the same on every call', async () => {
        const token = await user1();
        const day = await chart(token, 'example.com', hoursAgo(24), hoursAgo(0));
        const points = (day.data as { list: Array<{ time: string; count: number }> }).list;
        expect(points.length).toBeGreaterThanOrEqual(24);
        expect(points.length).toBeLessThanOrEqual(26);
        expect(points.slice(0, -1).every(point => point.count > 0)).toBe(true);
        expect(await chart(token, 'example.com', hoursAgo(24), hoursAgo(0))).toEqual(day);

        const month = (await chart(token, '', `${hoursAgo(24 * 30).slice(0, 10)} 00:00:00`, `${hoursAgo(0).slice(0, 10)} 23:59:59`)).data as {
            list: Array<{ time: string; count: number }>;
        };
        expect(month.list).toHaveLength(31);
        expect(month.list[0].time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const total = async (domain: string) =>
            ((await chart(token, domain, hoursAgo(24), hoursAgo(0))).data as { list: Array<{ count: number }> }).list.reduce(
                (sum, point) => sum + point.count,
                0,
            );
        const [account, big, small] = [await total(''), await total('bigzone-example.com'), await total('example.com')];
        expect(account).toBeGreaterThan(big);
        expect(big).toBeGreaterThan(small); // the big zone is busier

        const today = hoursAgo(0).slice(0, 10);
        const soFar = (await chart(token, 'example.com', `${today} 00:00:00`, `${today} 23:59:59`)).data as { list: Array<{ time: string }> };
        expect(soFar.list.length).toBe(new Date().getHours() + 1); // no points for hours still to come
        expect(await chart(token, 'lisi-studio.com', hoursAgo(24), hoursAgo(0))).toEqual({ code: 500, msg: '域名不存在' });
        expect(await chart(token, '', hoursAgo(0), hoursAgo(24))).toEqual({ code: 500, msg: '开始时间不能晚于结束时间' });
    });

    it('breaks queries down by ISP, region and type', async () => {
        const token = await user1();
        const data = (await call('app/dns/user/chart/origin', { token, query: { domain: 'example.com', startTime: hoursAgo(24), endTime: hoursAgo(0) } }))
            .data as Record<string, Array<{ name: string; count: number }>>;
        expect(Object.keys(data).sort()).toEqual(['isp', 'region', 'type']);
        expect(data.isp.map(row => row.name)).toContain('电信');
        expect(data.type[0].name).toBe('A');
    });

    it('pages request and error logs made from the zone, and filters them by keyword', async () => {
        const token = await user1();
        const body = { domain: 'example.com', keyword: '', startTime: hoursAgo(24), endTime: hoursAgo(0), page: 1, limit: 20 };
        const requests = (await call('app/dns/GetDnsRequestLog', { token, json: body })).data as ListData<{
            id: number;
            time: string;
            query: string;
            rcode: string;
            clientIp: string;
        }>;
        expect(requests.totalCount).toBeGreaterThan(200);
        expect(requests.list).toHaveLength(20);
        expect(requests.list.every(row => row.query.endsWith('example.com') && row.rcode === 'NOERROR')).toBe(true);
        expect(requests.list[0].time >= requests.list[19].time).toBe(true);
        const keyword = requests.list[0].clientIp;
        const filtered = (await call('app/dns/GetDnsRequestLog', { token, json: { ...body, keyword } })).data as ListData<{ clientIp: string }>;
        expect(filtered.totalCount).toBeGreaterThan(0);
        expect(filtered.list.every(row => row.clientIp.includes(keyword))).toBe(true);

        const errors = (await call('app/dns/GetDnsErrorLog', { token, json: body })).data as ListData<{ rcode: string; reason: string }>;
        expect(errors.totalCount).toBeGreaterThan(10);
        expect(errors.list[0].reason).toBeTruthy();
        expect((await call('app/dns/GetDnsErrorLog', { token: await user2(), json: body })).msg).toBe('域名不存在');
    });

    it('answers the operation log from the table, newest first, by domain and date range', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'logged', record_type: 'A', value: '1.2.3.4' });
        const log = (await call('app/dns/GetDnsOperationLog', { token, query: { domain: '', page: 1, limit: 10 } })).data as ListData<{
            domain: string;
            action: string;
            createTime: string;
            username: string;
            ip: string;
        }>;
        expect(log.totalCount).toBeGreaterThan(60);
        expect(log.list[0]).toMatchObject({ domain: 'example.com', action: '添加记录', username: 'demo' });
        const old = (
            await call('app/dns/GetDnsOperationLog', { token, query: { page: 1, limit: 100, startTime: '2000-01-01 00:00:00', endTime: hoursAgo(24 * 10) } })
        ).data as ListData<{ createTime: string }>;
        expect(old.list.every(row => row.createTime <= hoursAgo(24 * 10))).toBe(true);
        expect(old.totalCount).toBeLessThan(log.totalCount);
        expect(((await call('app/dns/GetDnsOperationLog', { token: await user2(), query: { page: 1, limit: 10 } })).data as ListData<unknown>).totalCount).toBe(
            0,
        );
    });
});

describe('demo backend: plans and the update log', () => {
    it('answers the paid and free plans by mode', async () => {
        const token = await user1();
        const all = (await call('app/product/GetUserConsumeList', { token, query: { mode: 0, pagenum: 1, pagesize: 10 } })).data as {
            paid: ListData<{ productName: string; mode: number; domain: string; productUnitPrice: number }>;
            free: ListData<{ productName: string }>;
        };
        expect(all.paid.totalCount).toBe(6);
        expect(all.free.list.map(row => row.productName)).toEqual(['免费版', '免费版']);
        expect(all.paid.list.find(row => row.productName === '企业版')).toMatchObject({ domain: 'bigzone-example.com', mode: 1, productUnitPrice: 298000 });
        const unused = (await call('app/product/GetUserConsumeList', { token, json: { mode: 2, pagenum: 1, pagesize: 10 } })).data as typeof all;
        expect(unused.paid.list).toEqual([expect.objectContaining({ productName: '旗舰版', mode: 2, domainId: 0, domain: '' })]);
        const expired = (await call('app/product/GetUserConsumeList', { token, query: { mode: 3 } })).data as typeof all;
        expect(expired.paid.list.map(row => row.mode)).toEqual([3]);
    });

    it('answers the update log newest first, paged, without a session', async () => {
        const data = (await call('app/common/web/update/log', { query: { page: 1, limit: 5 } })).data as ListData<{ version: string; content: string }>;
        expect(data.totalCount).toBe(12);
        expect(data.list).toHaveLength(5);
        expect(data.list[0].version).toBe('v3.7.0');
    });
});
