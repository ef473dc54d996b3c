import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { seriesOf } from './adminOverview';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

type Data = Record<string, unknown>;
const dataOf = async (path: string, token: string, query?: Record<string, string>) => (await call(path, { token, query })).data as Data;

describe('demo backend: admin dashboard', () => {
    it('answers the figures from the db, income in cents', async () => {
        const token = await loginAdmin();
        const data = await dataOf('sys_common/index', token);
        const db = getDemoDb();
        expect(data.userCount).toBe(db.users.length);
        expect(data.domainCount).toBe(db.domains.length);
        expect(data.recordCount).toBe(db.records.length);
        expect(Number.isInteger(data.incomeTotal)).toBe(true);
        expect(data.incomeTotal).toBe(db.consumes.filter(c => !c.free).reduce((sum, c) => sum + c.productUnitPrice, 0));
        expect(data.queryToday).toBeGreaterThan(0);
    });

    it('answers the system info', async () => {
        const token = await loginAdmin();
        const data = await dataOf('sys/common/index', token);
        expect(data).toMatchObject({ version: '3.2.1', nodesOnline: 11, nodesTotal: 12 });
        expect(data.uptime).toBeGreaterThan(86_400);
        expect((data.services as Data[]).find(s => s.name === 'scheduler')?.status).toBe('degraded');
    });

    it('answers chart series that follow the range and repeat within a day', async () => {
        const token = await loginAdmin();
        const today = (await dataOf('sys/dns/GetIndexChartData', token, { type: 'query', range: 'today' })).list as Data[];
        expect(today).toHaveLength(new Date().getHours() + 1);
        expect(today[0].time).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
        const week = (await dataOf('sys/dns/GetIndexChartData', token, { type: 'query', range: '7d' })).list as Data[];
        expect(week).toHaveLength(7);
        expect(week[6].value).toBe(today.reduce((sum, p) => sum + Number(p.value), 0));
        const traffic = (await dataOf('sys/dns/GetIndexChartData', token, { type: 'traffic', range: '7d' })).list as Data[];
        expect(Number(traffic[0].value)).toBeGreaterThan(Number(week[0].value));
        expect(await call('sys/dns/GetIndexChartData', { token, query: { type: 'x' } })).toEqual({ code: 500, msg: 'type 参数不正确' });
        expect(seriesOf('query', 100, '30d', new Date(2026, 0, 31, 12))).toEqual(seriesOf('query', 100, '30d', new Date(2026, 0, 31, 12)));
    });

    it('runs an update a step per status call to done, then refuses another', async () => {
        const token = await loginAdmin();
        expect(await dataOf('sys/dns/GetVersionData', token)).toMatchObject({ currentVersion: '3.2.1', latestVersion: '3.3.0' });
        expect((await call('sys/dns/version/update', { token })).code).toBe(1);
        expect(await call('sys/dns/version/update', { token })).toEqual({ code: 500, msg: '系统正在更新，请稍候' });
        const seen = [];
        for (let i = 0; i < 4; i++) seen.push(await dataOf('sys/dns/GetUpdateStatus', token));
        expect(seen.map(s => [s.state, s.progress, s.step])).toEqual([
            ['running', 25, 'verify'],
            ['running', 50, 'install'],
            ['running', 75, 'restart'],
            ['done', 100, ''],
        ]);
        expect((await dataOf('sys/dns/GetVersionData', token)).currentVersion).toBe('3.3.0');
        expect(await call('sys/dns/version/update', { token })).toEqual({ code: 500, msg: '当前已是最新版本' });
    });

    it('fails once at the step the test hook names, and a retry succeeds', async () => {
        const token = await loginAdmin();
        getDemoDb().system.failUpdateAt = 'verify';
        await call('sys/dns/version/update', { token });
        await dataOf('sys/dns/GetUpdateStatus', token);
        const failed = await dataOf('sys/dns/GetUpdateStatus', token);
        expect(failed).toMatchObject({ state: 'failed', progress: 25, step: 'verify', message: '更新包校验失败：签名不匹配' });
        expect((await call('sys/dns/version/update', { token })).code).toBe(1);
        for (let i = 0; i < 4; i++) await dataOf('sys/dns/GetUpdateStatus', token);
        expect((await dataOf('sys/dns/GetUpdateStatus', token)).state).toBe('done');
    });

    it('answers the licence with usage from the db', async () => {
        const token = await loginAdmin();
        const data = await dataOf('sys/license/info', token);
        expect(data).toMatchObject({ licensee: '北京示例网络科技有限公司', edition: 'enterprise', limits: { domains: 500, users: 200, nodes: 20 } });
        expect((data.usage as Data).domains).toBe(getDemoDb().domains.length);
        expect((data.features as Data[]).find(f => f.key === 'cdn')?.enabled).toBe(0);
    });

    it('refuses without an admin token', async () => {
        expect((await call('sys_common/index')).code).toBe(401);
    });
});
