import { describe, expect, it } from 'vitest';
import { planCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('plan calls', () => {
    it('getPlans: GET app/product/GetUserConsumeList with mode, pagenum, pagesize; paid and free lists, totals as numbers', async () => {
        const plan = { id: 7, productName: '企业版', effectEndTime: '2030-01-01 00:00:00' };
        const fake = fakeHttp({ code: 1, data: { paid: { list: [plan], totalCount: 4 }, free: { list: [], totalCount: '2' } } });
        const plans = await planCalls(fake.http).getPlans({ mode: 1, page: 1, perPage: 100, domain: '  ' });
        expect(plans.paid.total).toBe(4);
        expect(plans.paid.list.map(row => [row.id, row.productName, row.effectEndTime])).toEqual([[7, '企业版', '2030-01-01 00:00:00']]);
        expect(plans.free).toEqual({ list: [], total: 2 });
        expect(fake.last()).toMatchObject({
            path: 'app/product/GetUserConsumeList',
            options: { method: 'GET', query: { mode: 1, pagenum: 1, pagesize: 100, domain: undefined } },
        });
    });

    it('getPlans: a missing free list is empty', async () => {
        const fake = fakeHttp({ code: 1, data: { paid: { list: [], totalCount: 0 } } });
        expect((await planCalls(fake.http).getPlans({ mode: 3, page: 1, perPage: 1 })).free).toEqual({ list: [], total: 0 });
    });
});
