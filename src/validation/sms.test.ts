import { describe, expect, it } from 'vitest';
import { isHttpUrl, smsProblem, validateHttpUrl } from './sms';

const tencent = {
    type: 'tencent',
    sdkappId: '1400000000',
    secretid: 'AKID',
    secretkey: 'stored-key',
    signname: '云解析',
    templateIds: { code: { name: 'code', title: '验证码', id: '1001', status: 1, content: '验证码{1}' } },
};

describe('SMS validators', () => {
    it.each([
        ['https://api.smsbao.com/sms', true],
        ['http://10.0.0.1:8080/send', true],
        ['api.smsbao.com', false],
        ['ftp://x.cn', false],
        ['https://', false],
        ['https://a b.cn', false],
    ])('isHttpUrl(%s) -> %s', (text, ok) => expect(isHttpUrl(text)).toBe(ok));

    it('lets an empty API address pass (required() judges it)', () => {
        expect(validateHttpUrl('')).toBeUndefined();
        expect(validateHttpUrl('smsbao')).toBe('systemSettings.sms.validation.url');
    });

    it('accepts complete settings of either kind', () => {
        expect(smsProblem(tencent)).toBeUndefined();
        expect(smsProblem({ type: 'smsbao', api_addr: 'https://api.smsbao.com/sms', username: 'u', api_key: 'k' })).toBeUndefined();
    });

    it.each([
        [{ type: 'other' }, 'systemSettings.sms.validation.type'],
        [{ sdkappId: ' ' }, 'systemSettings.sms.validation.sdkappId'],
        [{ secretid: '' }, 'systemSettings.sms.validation.secretid'],
        [{ secretkey: '' }, 'systemSettings.sms.validation.secretkey'],
        [{ signname: undefined }, 'systemSettings.sms.validation.signname'],
        [{ type: 'smsbao' }, 'systemSettings.sms.validation.api_addr'],
        [{ type: 'smsbao', api_addr: 'https://a.cn', api_key: 'k' }, 'systemSettings.sms.validation.username'],
        [{ type: 'smsbao', api_addr: 'https://a.cn', username: 'u' }, 'systemSettings.sms.validation.api_key'],
        [{ type: 'smsbao', api_addr: 'a.cn', username: 'u', api_key: 'k' }, 'systemSettings.sms.validation.url'],
        [{ templateIds: { code: { status: 1, id: '' } } }, 'systemSettings.sms.validation.templateId'],
    ])('%o -> %s', (change, message) => expect(smsProblem({ ...tencent, ...change })?.message).toBe(message));
});
