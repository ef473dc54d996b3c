import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { rechargeCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const create = (answer: Parameters<typeof fakeHttp>[0]) => rechargeCalls(fakeHttp(answer).http).createRecharge({ amount: 10_000, payType: 1 });

afterEach(clearUnreadable);

describe('the recharge order read through its schema', () => {
    it('an order number that is a number is written out, an amount that is not a number read as 0; reported', async () => {
        expect(await create({ code: 1, data: { orderId: 2026010100000001, buyPayable: 'ten', status: '10', expireTime: null } })).toEqual({
            orderId: '2026010100000001',
            buyPayable: 0,
            status: 10,
            expireTime: '',
        });
        expect(unreadableSources()).toEqual(['app/product/balance/recharge']);
    });

    it('an answer without an order number (null data, a string, an object for the number) is unreadable: there is no order to pay', async () => {
        for (const data of [null, 'created', { orderId: { id: 1 } }]) await expect(create({ code: 1, data })).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/product/balance/recharge']);
    });
});
