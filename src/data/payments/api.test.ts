import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { PAY_METHOD } from '../orders/codes';
import { paymentCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => paymentCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('the payment answers read through their schemas', () => {
    it('the order: an amount that is a numeric string is a number, a status that is not one 0, a product that is a number written out; reported', async () => {
        const data = { orderId: 2026, buyPayable: '12800', status: 'paid', productInfo: 99, payTime: null, codeUrl: { url: 'x' } };
        expect(await calls({ code: 1, data }).getPayOrder('2026')).toMatchObject({
            orderId: '2026',
            buyPayable: 12800,
            status: 0,
            productInfo: '99',
            payTime: undefined,
            codeUrl: undefined,
        });
        expect(unreadableSources()).toEqual(['app/pay/queryPayResout']);
        await expect(calls({ code: 1, data: 'pending' }).getPayOrderByTrade('T1')).rejects.toThrow('http.badResponse');
    });

    it('the wallet: a balance that is not a number reads as 0, a password flag that is not one as unset; reported', async () => {
        expect(await calls({ code: 1, data: { balance: 'lots', payPasswordSet: 'yes' } }).getPayWallet()).toEqual({ balance: 0, payPasswordSet: false });
        expect(await calls({ code: 1, data: { balance: '500', payPasswordSet: 1 } }).getPayWallet()).toEqual({ balance: 500, payPasswordSet: true });
        expect(unreadableSources()).toEqual(['app/pay/wallet']);
    });

    it('a balance payment is done whatever its answer: only the fields given are read, a string reads as none (reported)', async () => {
        expect(await calls({ code: 1, data: { status: '20', payTime: 't' } }).payWithBalance('1', '123456')).toEqual({ status: 20, payTime: 't' });
        expect(await calls({ code: 1, data: 'paid' }).payWithBalance('1', '123456')).toEqual({});
        expect(unreadableSources()).toEqual(['app/pay/balancePay']);
    });

    it('a payment started: a code URL that is a number written out; an answer that is not a record is unreadable (no code to show)', async () => {
        expect(
            await calls({ code: 1, data: { orderId: '1', payType: '3', outTradeNo: 7, codeUrl: 'weixin://x' } }).startChannelPay(PAY_METHOD.walletB, '1'),
        ).toEqual({
            orderId: '1',
            payType: 3,
            outTradeNo: '7',
            codeUrl: 'weixin://x',
        });
        await expect(calls({ code: 1, data: 'weixin://x' }).startChannelPay(PAY_METHOD.walletB, '1')).rejects.toThrow('http.badResponse');
        expect(await calls({ code: 1, data: { outTradeNo: 'T', totalAmount: 1288.5, body: null } }).startAlipay('1')).toEqual({
            outTradeNo: 'T',
            totalAmount: '1288.5',
            body: '',
        });
    });
});
