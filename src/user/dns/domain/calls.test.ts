import { describe, expect, it } from 'vitest';
import { planInfo, planUnit } from '../../../data/domains/planInfo';
import { formatShare } from '../../../format/count';
import { summariseQueries, topWithOther, withShares } from '../../../data/queryStats/summary';
import { customLineListParams, customLinesApi } from '../../../data/customLines/api';
import { dnsLogParams, operationLogParams } from '../../../data/domainLogs/api';
import { settingsQueryKey, toDomainSettings, toSettingsBody } from '../../../data/domainSettings/api';
import { checkTtl } from '../../../validation/records';

describe('log list requests (docs/dns-api.md)', () => {
    const filter = { domain: 'example.com', q: '  1.2.3.4 ', startTime: '2025-05-01 00:00:00', endTime: '2025-05-14 23:59:59' };
    it('request and error logs send domain, trimmed keyword, the window and paging', () => {
        expect(dnsLogParams({ page: 2, perPage: 50, filter })).toEqual({
            domain: 'example.com',
            keyword: '1.2.3.4',
            startTime: '2025-05-01 00:00:00',
            endTime: '2025-05-14 23:59:59',
            page: 2,
            limit: 50,
        });
    });
    it('the operation log sends no keyword', () => {
        expect(operationLogParams({ page: 1, perPage: 20, filter })).toEqual({
            domain: 'example.com',
            page: 1,
            limit: 20,
            startTime: '2025-05-01 00:00:00',
            endTime: '2025-05-14 23:59:59',
        });
    });
});

describe('custom lines', () => {
    it('searches the trimmed name and saves {id, name, content}', () => {
        expect(customLineListParams({ page: 1, perPage: 20, filter: { q: ' 办公 ' } })).toEqual({ name: '办公', page: 1, limit: 20 });
        expect(customLinesApi.save?.params?.({ name: ' a ', content: '1.1.1.1-1.1.1.2' })).toEqual({ id: 0, name: 'a', content: '1.1.1.1-1.1.1.2' });
    });
});

describe('domain settings', () => {
    it('reads numbers sent as strings and falls back to a 600 s TTL', () => {
        expect(toDomainSettings({ confDefaultTtl: '3600', confCnameAccelerate: '1', confRecursiveStatus: 0 })).toEqual({
            confDefaultTtl: 3600,
            confCnameAccelerate: true,
            confRecursiveStatus: false,
            confSeoStatus: false,
        });
        expect(toDomainSettings(undefined).confDefaultTtl).toBe(600);
    });
    it('converts the switches once: booleans in, 0/1 on the wire', () => {
        expect(toSettingsBody(7, { confDefaultTtl: 300, confCnameAccelerate: true, confRecursiveStatus: false, confSeoStatus: true })).toEqual({
            id: 7,
            confDefaultTtl: 300,
            confCnameAccelerate: 1,
            confRecursiveStatus: 0,
            confSeoStatus: 1,
        });
        expect(toSettingsBody(7, toDomainSettings({ confDefaultTtl: '60', confCnameAccelerate: '1', confRecursiveStatus: 1, confSeoStatus: '0' }))).toEqual({
            id: 7,
            confDefaultTtl: 60,
            confCnameAccelerate: 1,
            confRecursiveStatus: 1,
            confSeoStatus: 0,
        });
        expect(settingsQueryKey(7)).toEqual(['domainSettings', 7]);
    });
    it.each([
        [1, true],
        [604800, true],
        [0, false],
        [604801, false],
        [1.5, false],
        ['abc', false],
    ])('TTL %j valid: %s', (value, valid) => {
        expect(checkTtl(value) === undefined).toBe(valid);
    });
    it("speaks the record rules' TTL message with its range", () => {
        expect(checkTtl(0)).toMatchObject({ message: 'recordChecks.ttl', args: { min: '1', max: '604800' } });
    });
});

describe('plan', () => {
    const now = new Date(2025, 4, 14, 12);
    const domain = (end?: string) => ({
        consume: { product: { productName: '企业版', productUnitPrice: 299900, productUnit: '1y' }, consume: { id: 1, effectEndTime: end } },
    });
    it('reads the plan, days left and state', () => {
        expect(planInfo(domain('2025-12-31 23:59:59'), now)).toMatchObject({ name: '企业版', priceCents: 299900, unit: 'y', state: 'active', daysLeft: 231 });
        expect(planInfo(domain('2025-05-20 00:00:00'), now)).toMatchObject({ state: 'soon', daysLeft: 6 });
        expect(planInfo(domain('2025-05-01 00:00:00'), now)).toMatchObject({ state: 'expired' });
        expect(planInfo({}, now)).toBeUndefined();
        expect(planUnit('1m')).toBe('m');
        expect(planUnit(undefined)).toBe('y');
    });
});

describe('query figures', () => {
    it('totals, peak and average', () => {
        expect(
            summariseQueries([
                { time: 'a', count: 2 },
                { time: 'b', count: 9 },
                { time: 'c', count: 9 },
                { time: 'd', count: 0 },
            ]),
        ).toEqual({
            total: 20,
            peak: { time: 'b', count: 9 },
            average: 5,
        });
        expect(summariseQueries([])).toEqual({ total: 0, peak: undefined, average: 0 });
    });
    it('shares and the rest as one slice', () => {
        expect(
            withShares([
                { name: 'a', count: 1 },
                { name: 'b', count: 3 },
            ]).map(item => [item.name, formatShare(item.share)]),
        ).toEqual([
            ['a', '25.0%'],
            ['b', '75.0%'],
        ]);
        // the origin tables: every item, the largest first, the answer's own catch-all merged and last
        expect(
            topWithOther(
                [
                    { name: '其他', count: 4 },
                    { name: 'a', count: 1 },
                    { name: 'b', count: 5 },
                ],
                Infinity,
                '其他',
            ),
        ).toEqual([
            { name: 'b', count: 5 },
            { name: 'a', count: 1 },
            { name: '其他', count: 4 },
        ]);
        expect(
            topWithOther(
                [
                    { name: 'a', count: 1 },
                    { name: 'b', count: 5 },
                    { name: 'c', count: 2 },
                ],
                2,
                '其他',
            ),
        ).toEqual([
            { name: 'b', count: 5 },
            { name: '其他', count: 3 },
        ]);
    });
    it('topWithOther folds a catch-all bucket of the answer into its own "other", last', () => {
        const items = [
            { name: '其他', count: 9 },
            { name: 'a', count: 10 },
            { name: 'b', count: 5 },
            { name: 'c', count: 2 },
        ];
        expect(topWithOther(items, 3, 'Other')).toEqual([
            { name: 'a', count: 10 },
            { name: 'b', count: 5 },
            { name: 'Other', count: 11 },
        ]);
        expect(topWithOther(items, 4, '其他')).toEqual([
            { name: 'a', count: 10 },
            { name: 'b', count: 5 },
            { name: 'c', count: 2 },
            { name: '其他', count: 9 },
        ]);
    });
});
