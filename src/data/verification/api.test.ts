import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { verificationCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => verificationCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('the real-name verification answers read through their schemas', () => {
    it('where the flow stands: an unknown step is the first, a fee that is not a number 0, a name that is a number written out; reported', async () => {
        expect(await calls({ code: 1, data: { step: 'paid', feeCents: 'free', realName: 12, method: 'bank' } }).getRealnameInfo()).toMatchObject({
            step: 'info',
            feeCents: 0,
            realName: '12',
            method: '',
        });
        expect(unreadableSources()).toEqual(['app/account/realname/info']);
        await expect(calls({ code: 1, data: 'info' }).getRealnameInfo()).rejects.toThrow('http.badResponse');
    });

    it('a flow not yet at the face check has no method: read whole, nothing reported', async () => {
        expect(await calls({ code: 1, data: { step: 'info', method: '' } }).getRealnameInfo()).toMatchObject({ step: 'info', method: '' });
        expect(unreadableSources()).toEqual([]);
    });

    it('the fee order: an answer without its number (null, or one that is an object) is unreadable: no order to pay', async () => {
        expect(await calls({ code: 1, data: { orderId: 1, buyPayable: '100' } }).createRealnameOrder('张三', 'x')).toMatchObject({
            orderId: '1',
            buyPayable: 100,
        });
        for (const data of [null, { orderId: { id: 1 } }])
            await expect(calls({ code: 1, data }).createRealnameOrder('张三', 'x')).rejects.toThrow('http.badResponse');
    });

    it('a face check started with data that is a string reads as empty; its status, unknown or absent, is pending', async () => {
        expect(await calls({ code: 1, data: 'https://face' }).startFaceAuth('张三', 'x', 'wechat')).toEqual({ certifyId: '', url: '' });
        expect(await calls({ code: 1, data: { status: 'passed' } }).queryFaceAuth('c')).toBe('passed');
        expect(await calls({ code: 1, data: { status: 'ok' } }).queryFaceAuth('c')).toBe('pending');
        expect(await calls({ code: 1, data: null }).queryFaceAuth('c')).toBe('pending');
        expect(unreadableSources()).toEqual(['app/product/user/auth', 'app/account/request']);
    });
});
