import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { accountCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => accountCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('the account calls read their answers through schemas', () => {
    it('the user: a name that is a number is written out, a menu list that is a string read as none, a mail that is an object dropped; reported', async () => {
        const user = { userId: 7, username: 12345, unvalidModel: '/dns', mail: { a: 1 }, propertyBalance: '1200', realnameStatus: '1' };
        expect(await calls({ code: 1, user }).getUserInfo()).toEqual({
            userId: 7,
            username: '12345',
            unvalidModel: [],
            mail: undefined,
            propertyBalance: 1200,
            realnameStatus: '1',
        });
        expect(unreadableSources()).toEqual(['app/account/userinfo']);
    });

    it('an answer whose user is null, a string or has no id is a failed sign-in, not an empty user', async () => {
        for (const user of [null, 'demo', { username: 'demo' }]) await expect(calls({ code: 1, user }).getUserInfo()).rejects.toThrow('auth.loginFailed');
    });

    it('a sent code: data that is a string or null reads as no demo code; a code that is a number is written out', async () => {
        expect(await calls({ code: 1, data: 'sent' }).sendBindCode('mail', 'a@x.cn')).toEqual({ demoCode: undefined });
        expect(await calls({ code: 1, data: null }).sendPayPasswordCode('mobile')).toEqual({ demoCode: undefined });
        expect(await calls({ code: 1, data: { demoCode: 123456 } }).sendPayPasswordCode('mobile')).toEqual({ demoCode: '123456' });
        expect(unreadableSources()).toEqual(['app/account/bind/sendcode']);
    });

    it('the QR: a URL that is an object is no QR; a ticket that is a number is written out', async () => {
        await expect(calls({ code: 1, data: { qrUrl: { u: 1 }, ticket: 't' } }).getWechatQr()).rejects.toThrow('accountInfo.wechat.noQr');
        await expect(calls({ code: 1, data: null }).getWechatQr()).rejects.toThrow('accountInfo.wechat.noQr');
        expect(await calls({ code: 1, data: { qrUrl: 'weixin://x', ticket: 42, expiresIn: '300' } }).getWechatQr()).toEqual({
            qrUrl: 'weixin://x',
            ticket: '42',
            expiresIn: 300,
        });
        expect(unreadableSources()).toEqual(['app/account/bind/wechat/qrcode_v2']);
    });

    it('the binding state: an unknown state or data that is a number reads as waiting; reported', async () => {
        expect(await calls({ code: 1, data: { status: 'bound' } }).getWechatBindState('t')).toBe('bound');
        expect(await calls({ code: 1, data: { status: 'done' } }).getWechatBindState('t')).toBe('waiting');
        expect(await calls({ code: 1, data: 1 }).getWechatBindState('t')).toBe('waiting');
        expect(unreadableSources()).toEqual(['app/account/bind/wechat/status']);
    });

    it('the payment password: set as true or 1; a string that means neither, or null, is not set', async () => {
        expect(await calls({ code: 1, data: { set: true } }).getPayPasswordSet()).toBe(true);
        expect(await calls({ code: 1, data: { set: '1' } }).getPayPasswordSet()).toBe(true);
        expect(await calls({ code: 1, data: null }).getPayPasswordSet()).toBe(false);
        expect(unreadableSources()).toEqual([]);
        expect(await calls({ code: 1, data: { set: 'yes' } }).getPayPasswordSet()).toBe(false);
        expect(unreadableSources()).toEqual(['app/account/paypwd/status']);
    });
});
