import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { registrationCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => registrationCalls(fakeHttp(answer).http);
const ACCOUNT = { kind: 'mail' as const, value: 'a@x.cn' };

afterEach(clearUnreadable);

describe('the sign-up answers read through their schemas', () => {
    it('a sent code: a demo code that is a number is written out; data that is a string reads as none, reported', async () => {
        expect(await calls({ code: 1, data: { demoCode: 123456 } }).sendMailCode('a@x.cn')).toEqual({ demoCode: '123456' });
        expect(await calls({ code: 1, data: 'sent' }).sendSmsCode('13900000000', 'u', 'c')).toEqual({ demoCode: undefined });
        expect(unreadableSources()).toEqual(['app/account/sendsms/code']);
    });

    it('a sign-up answered without a token, or with one that is an object, has failed (with the server msg when it gives one)', async () => {
        expect(await calls({ code: 1, token: 'T' }).register({ account: ACCOUNT, code: '1', password: 'p', uuid: 'u' })).toBe('T');
        await expect(calls({ code: 1, msg: '注册失败' }).register({ account: ACCOUNT, code: '1', password: 'p', uuid: 'u' })).rejects.toThrow('注册失败');
        await expect(calls({ code: 1, token: { t: 1 } }).bindOpenid({ openid: 'o', account: 'a@x.cn', code: '1' })).rejects.toThrow('signup.failed');
        expect(unreadableSources()).toEqual(['app/account/bind/openid']);
    });

    it('the agreement: null data is none, an agreement that is a list is dropped (reported)', async () => {
        expect(await calls({ code: 1, data: null }).getAgreement()).toBe('');
        expect(await calls({ code: 1, data: { agreement: ['<p>'] } }).getAgreement()).toBe('');
        expect(unreadableSources()).toEqual(['app/common/web/agent']);
    });
});
