import { describe, expect, it } from 'vitest';
import { splitCount } from './analysis';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import fc from 'fast-check';

setupDemoServer();

type Point = { time: string; count: number };
type Series = { name: string; points: Point[] };
const sum = (points: Point[]) => points.reduce((total, point) => total + point.count, 0);

const day = (offset: number) => {
    const date = new Date(Date.now() - offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('demo backend: analysis', () => {
    it('splits counts exactly', () => {
        fc.assert(
            fc.property(fc.nat(1_000_000), fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 12 }), (total, weights) => {
                const parts = splitCount(total, weights);
                expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
                expect(parts.every(part => Number.isInteger(part) && part >= 0)).toBe(true);
            }),
        );
    });

    it('answers hourly points up to two days, daily beyond, and totals that agree with the known chart call', async () => {
        const token = await loginUser();
        const range = { startTime: `${day(1)} 00:00:00`, endTime: `${day(0)} 23:59:59` };
        const chart = (await call('app/dns/user/chart/data', { token, query: range })).data as { list: Point[] };
        const byType = ((await call('app/dns/analysis/query', { token, query: { ...range, groupBy: 'type' } })).data as { series: Series[] }).series;
        const byDomain = ((await call('app/dns/analysis/query', { token, query: { ...range, groupBy: 'domain' } })).data as { series: Series[] }).series;
        expect(byType[0].points[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
        const total = sum(chart.list);
        expect(total).toBeGreaterThan(0);
        expect(byType.reduce((acc, item) => acc + sum(item.points), 0)).toBe(total);
        expect(byDomain.reduce((acc, item) => acc + sum(item.points), 0)).toBe(total);
        const top = (await call('app/dns/analysis/top', { token, query: { ...range, kind: 'isp', limit: 100 } })).data as { list: Point[]; total: number };
        expect(top.total).toBe(total);
        expect(top.list.reduce((acc, row) => acc + row.count, 0)).toBe(total);
        const domains = (await call('app/dns/analysis/top', { token, query: { ...range, kind: 'domain', limit: 3 } })).data as {
            list: Array<{ name: string; count: number }>;
        };
        expect(domains.list).toHaveLength(3);
        expect(domains.list[0].count).toBeGreaterThanOrEqual(domains.list[1].count);

        const long = (
            (await call('app/dns/analysis/query', { token, query: { startTime: `${day(10)} 00:00:00`, endTime: `${day(0)} 23:59:59`, groupBy: 'type' } }))
                .data as { series: Series[] }
        ).series;
        expect(long[0].points).toHaveLength(11);
        expect(long[0].points[0].time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("is deterministic, and refuses a bad kind, group or somebody else's domain", async () => {
        const token = await loginUser();
        const query = { startTime: `${day(3)} 00:00:00`, endTime: `${day(0)} 23:59:59`, kind: 'subdomain', limit: 5 };
        const first = await call('app/dns/analysis/top', { token, query });
        expect(await call('app/dns/analysis/top', { token, query })).toEqual(first);
        expect(await call('app/dns/analysis/top', { token, query: { ...query, kind: 'x' } })).toEqual({ code: 500, msg: '排行类型不正确' });
        expect(await call('app/dns/analysis/query', { token, query: { ...query, groupBy: 'x' } })).toEqual({ code: 500, msg: '分组方式不正确' });
        expect(await call('app/dns/analysis/query', { token, query: { ...query, groupBy: 'type', domain: 'not-mine.example' } })).toEqual({
            code: 500,
            msg: '域名不存在',
        });
    });
});
