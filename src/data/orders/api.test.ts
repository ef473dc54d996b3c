import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { orderCalls, orderListBody, ordersApi } from './api';
import type { HttpClient } from '../../http/client';

const request = (filter: Record<string, unknown>, page = 1, perPage = 20) => ({
    page,
    perPage,
    sort: { field: 'createTime', order: 'DESC' as const },
    filter,
});

describe('orders: the queryUserOrder body (designed)', () => {
    it('sends paging, sort and the set filters only', () => {
        expect(orderListBody(request({}))).toEqual({ page: 1, limit: 20, sidx: 'createTime', order: 'desc' });
        expect(orderListBody(request({ status: '10,11,12,13', goodsType: 30, orderId: ' 2025 ' }, 3, 50))).toEqual({
            page: 3,
            limit: 50,
            sidx: 'createTime',
            order: 'desc',
            status: '10,11,12,13',
            goodsType: 30,
            orderId: '2025',
        });
    });

    it('takes statuses as a list too and leaves blanks out', () => {
        expect(orderListBody(request({ status: [15, 20], goodsType: '', orderId: '  ' }))).toMatchObject({ status: '15,20' });
        expect(orderListBody(request({ status: '', goodsType: '30' }))).toEqual({ page: 1, limit: 20, sidx: 'createTime', order: 'desc', goodsType: 30 });
    });

    it('turns a day range into whole days, 00:00:00 to 23:59:59, in order', () => {
        expect(orderListBody(request({ start: '2025-03-01', end: '2025-03-31' }))).toMatchObject({
            startTime: '2025-03-01 00:00:00',
            endTime: '2025-03-31 23:59:59',
        });
        expect(orderListBody(request({ start: '2025-03-31', end: '2025-03-01' }))).toMatchObject({
            startTime: '2025-03-01 00:00:00',
            endTime: '2025-03-31 23:59:59',
        });
        const partial = orderListBody(request({ start: '2025-03-01', end: 'soon' }));
        expect(partial).not.toHaveProperty('startTime');
        expect(partial).not.toHaveProperty('endTime');
    });
});

describe('orders: the calls', () => {
    const fakeHttp = (answer: Record<string, unknown>) => {
        const post = vi.fn(async () => ({ code: 1, ...answer }));
        const request = vi.fn(async () => ({ code: 1, ...answer }));
        return { http: { post, request } as unknown as HttpClient, post, request };
    };

    it('lists through app/pay/queryUserOrder with the order number as id', async () => {
        const { http, request: sent } = fakeHttp({ page: { list: [{ orderId: '2025010100000001', status: 14 }], totalCount: 7 } });
        const provider = createCrudProvider(http, { order: ordersApi });
        const result = await provider.getList('order', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'createTime', order: 'DESC' },
            filter: { goodsType: 30 },
        });
        expect(sent).toHaveBeenCalledWith(
            'app/pay/queryUserOrder',
            expect.objectContaining({
                method: 'POST',
                body: { page: 2, limit: 10, sidx: 'createTime', order: 'desc', goodsType: 30 },
            }),
        );
        expect(result).toEqual({
            data: [
                { id: '2025010100000001', orderId: '2025010100000001', status: 14, goodsType: 0, productInfo: '', buySum: 0, buyPayable: 0, createTime: '' },
            ],
            total: 7,
        });
    });

    it('deletes with {orderIds}', async () => {
        const { http, request: sent } = fakeHttp({});
        const provider = createCrudProvider(http, { order: ordersApi });
        await provider.delete('order', { id: '2025010100000001' });
        expect(sent).toHaveBeenCalledWith('app/pay/order/delete', expect.objectContaining({ body: { orderIds: ['2025010100000001'] } }));
    });

    it('requests a refund with {orderId, reason} and lists refunds', async () => {
        const { http, post } = fakeHttp({ page: { list: [{ orderId: '9', status: 15, refundAmount: 100 }], totalCount: 1 } });
        const calls = orderCalls(http);
        await calls.requestRefund('9', '  wrong plan ');
        expect(post).toHaveBeenCalledWith('app/pay/refund', { orderId: '9', reason: 'wrong plan' });
        const refunds = await calls.listRefunds({ orderId: '9' });
        expect(post).toHaveBeenLastCalledWith('app/pay/refund/list', { page: 1, limit: 20, orderId: '9' });
        expect(refunds.data[0]).toMatchObject({ id: '9', status: 15, refundAmount: 100 });
    });
});

describe('orders of the wrong shape', () => {
    afterEach(clearUnreadable);

    const answering = (answer: Record<string, unknown>) => {
        const post = vi.fn(async () => ({ code: 1, ...answer }));
        return { post, request: post } as unknown as HttpClient;
    };

    it('an order number that is a number is written out (and is the id), an amount that is not a number read as 0, rows without a number dropped; reported', async () => {
        const rows = [{ orderId: 2025010100000001, buyPayable: 'free', status: '10', productInfo: { name: '专业版' } }, { status: 10 }, 'x'];
        const provider = createCrudProvider(answering({ page: { list: rows, totalCount: 3 } }), { order: ordersApi });
        const { data } = await provider.getList('order', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
        expect(data).toEqual([
            { id: '2025010100000001', orderId: '2025010100000001', goodsType: 0, productInfo: '', buySum: 0, buyPayable: 0, status: 10, createTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/pay/queryUserOrder']);
    });

    it('refunds: a list that is a string reads as none, a refund amount that is not a number left out; reported', async () => {
        expect(await orderCalls(answering({ page: { list: 'none', totalCount: 1 } })).listRefunds()).toEqual({ data: [], total: 1 });
        const refunds = await orderCalls(answering({ page: { list: [{ orderId: '9', refundAmount: 'all' }], totalCount: 1 } })).listRefunds();
        expect(refunds.data[0]).toMatchObject({ id: '9', refundAmount: undefined });
        expect(unreadableSources()).toEqual(['app/pay/refund/list']);
    });
});
