import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { planCalls, plansApi } from './api';
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

describe('plan answers of the wrong shape', () => {
    afterEach(clearUnreadable);
    const calls = (answer: Parameters<typeof fakeHttp>[0]) => planCalls(fakeHttp(answer).http);

    it('plans: a paid list that is a string reads as none, a name that is a number written out, an unknown mode as invalid (4); reported', async () => {
        const plans = await calls({
            code: 1,
            data: { paid: { list: 'none', totalCount: 2 }, free: { list: [{ id: 1, productName: 7, mode: 9 }, 'x'] } },
        }).getPlans({
            mode: 1,
            page: 1,
            perPage: 10,
        });
        expect(plans.paid).toEqual({ list: [], total: 2 });
        expect(plans.free.list).toEqual([expect.objectContaining({ id: 1, productName: '7', productUnit: '1y', mode: 4 })]);
        expect(unreadableSources()).toEqual(['app/product/GetUserConsumeList']);
        await expect(calls({ code: 1, data: 'paid' }).getPlans({ mode: 1, page: 1, perPage: 10 })).rejects.toThrow('http.badResponse');
    });

    it('the plan resource lists the paid plans through the plan record', async () => {
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { paid: { list: [{ id: '3', domainId: null }], totalCount: 1 } } }).http, {
            plan: plansApi,
        });
        const { data, total } = await provider.getList('plan', { pagination: { page: 1, perPage: 10 }, filter: { mode: 2 } });
        expect(data).toEqual([expect.objectContaining({ id: 3, domainId: 0, domain: '', mode: 4 })]);
        expect(total).toBe(1);
    });

    it('the catalogue and services: lists that are strings read as none, rows without an id dropped; reported', async () => {
        expect(await calls({ code: 1, data: { list: '专业版' } }).getCatalogue(1)).toEqual([]);
        expect(
            await calls({ code: 1, data: { list: [{ productName: 'no id' }, { id: 2, productType: 0, productUnitPrice: '100' }] } }).getCatalogue(1),
        ).toEqual([{ id: 2, productName: '', productType: 1, productUnitPrice: 100, productUnit: '1y', remark: '', sort: 0 }]);
        expect(await calls({ code: 1, data: { list: [{ id: 1, quantity: 'two' }] } }).getVasPurchases()).toEqual([
            { id: 1, orderId: '', productName: '', quantity: 0, consumeId: 0, domain: '', payTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/common/product/list', 'app/product/user/vas/list']);
    });

    it('features by product: an entry that is not a record is dropped, data that is a string reads as none; reported', async () => {
        expect(await calls({ code: 1, data: { 1: { recordLimit: '50', qps: null }, 2: 'all' } }).getProductAttrs(1)).toEqual({
            1: { recordLimit: 50, minTtl: 0, lineCount: 0, qps: 0 },
        });
        expect(await calls({ code: 1, data: 'none' }).getProductAttrs(1)).toEqual({});
        expect(unreadableSources()).toEqual(['app/product/product/attr/object']);
    });

    it('an order placed: the number from data or the top level; without one (or one that is an object) an unreadable answer', async () => {
        expect(await calls({ code: 1, data: { orderId: 2026, buyPayable: '100' } }).createPlanOrder({ productId: 1, duration: 1 })).toEqual({
            orderId: '2026',
            buyPayable: 100,
        });
        expect(await calls({ code: 1, orderId: 'T1' }).renewPlan(1, 1)).toEqual({ orderId: 'T1', buyPayable: 0 });
        await expect(calls({ code: 1, data: { orderId: { id: 1 } } }).upgradePlan(1, 2)).rejects.toThrow('http.badResponse');
        await expect(calls({ code: 1, data: null }).upgradePlan(1, 2)).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/product/user/up']);
    });
});
