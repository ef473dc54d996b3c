import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { globMatcher } from './cdnTools';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

type Data = Record<string, unknown>;
type Page = { list: Data[]; totalCount: number };

const VARIABLES = {
    cnameSuffix: 'cdn.example.com',
    defaultCacheTtl: 600,
    originTimeout: 20,
    maxBodySizeMb: 50,
    nodeSecret: 'abcdefgh12',
    acmeEmail: 'ops@example.com',
};

describe('demo backend: CDN tools', () => {
    it('answers the CDN chart per range', async () => {
        const token = await loginAdmin();
        const week = ((await call('sys/cdnsys/auth/GetIndexChartData', { token, query: { range: '7d' } })).data as { list: Data[] }).list;
        expect(week).toHaveLength(7);
        expect(Number(week[0].bandwidth)).toBeGreaterThan(0);
        expect(Number(week[0].requests)).toBeGreaterThan(0);
        expect((await call('sys/cdnsys/auth/GetIndexChartData', { token, query: { range: '1y' } })).msg).toBe('range 参数不正确');
    });

    it('reads the static variables from the enums and saves them, refusing bad input', async () => {
        const token = await loginAdmin();
        const enums = (await call('sys/common/enums', { token })).data as Data;
        expect(enums.staticVariables).toMatchObject({ cnameSuffix: 'cdn.dnsconsole.cn', defaultCacheTtl: 3600, nodeSecret: '' });
        expect((enums.isps as string[]).length).toBeGreaterThan(2);
        expect((await call('sys/cdnsys/auth/update/static/variable', { token, json: VARIABLES })).code).toBe(1);
        // the secret never comes back; an empty one keeps it
        expect(((await call('sys/common/enums', { token })).data as Data).staticVariables).toEqual({ ...VARIABLES, nodeSecret: '' });
        expect((await call('sys/cdnsys/auth/update/static/variable', { token, json: { ...VARIABLES, nodeSecret: '', originTimeout: 40 } })).code).toBe(1);
        expect(getDemoDb().system.cdnVariables).toEqual({ ...VARIABLES, originTimeout: 40 });
        const bad = async (patch: Data) => (await call('sys/cdnsys/auth/update/static/variable', { token, json: { ...VARIABLES, ...patch } })).msg;
        expect(await bad({ cnameSuffix: '' })).toBe('CNAME 后缀不能为空');
        expect(await bad({ cnameSuffix: 'bad_name' })).toBe('域名格式不正确：bad_name');
        expect(await bad({ originTimeout: 0 })).toBe('回源超时须为 1-300 的整数');
        expect(await bad({ nodeSecret: 'short' })).toBe('节点通信密钥长度须为 8-64 位');
        expect(await bad({ acmeEmail: 'x@' })).toBe('证书申请邮箱格式错误');
    });

    it('searches the cache by glob, paged', async () => {
        const token = await loginAdmin();
        const all = (await call('sys/cdnsys/admin/tool/redis/data', { token, json: { pattern: '*', page: 1, limit: 10 } })).page as Page;
        expect(all.list).toHaveLength(10);
        expect(all.totalCount).toBeGreaterThan(10);
        const zones = (await call('sys/cdnsys/admin/tool/redis/data', { token, json: { pattern: 'dns:zone:*', page: 1, limit: 100 } })).page as Page;
        expect(zones.list.length).toBeGreaterThan(0);
        expect(zones.list.every(row => String(row.key).startsWith('dns:zone:'))).toBe(true);
        const conf = (await call('sys/cdnsys/admin/tool/redis/data', { token, json: { pattern: 'cdn:conf:static' } })).page as Page;
        // secrets never leave the server in clear
        expect(conf.list[0].value).toContain('******');
        expect(globMatcher('a?c*').test('abcdef')).toBe(true);
        expect(globMatcher('a.c').test('abc')).toBe(false);
    });

    it('lists the probe IPs paged and filtered', async () => {
        const token = await loginAdmin();
        const page = (await call('sys/monitor/poll/ip/list', { token, json: { page: 2, limit: 20 } })).page as Page;
        expect(page.totalCount).toBe(46);
        expect(page.list).toHaveLength(20);
        const offline = (await call('sys/monitor/poll/ip/list', { token, json: { status: 0, page: 1, limit: 100 } })).page as Page;
        expect(offline.list.every(row => row.status === 0 && row.latency === 0)).toBe(true);
        const telecom = (await call('sys/monitor/poll/ip/list', { token, json: { isp: '电信', page: 1, limit: 100 } })).page as Page;
        expect(telecom.list.every(row => row.isp === '电信')).toBe(true);
    });
});
