import { describe, expect, it } from 'vitest';
import { mailTestAnswer, smsTestAnswer, withStoredSecrets } from './answers';

const tencent = {
    type: 'tencent',
    sdkappId: '1400000000',
    secretid: 'AKIDxxxx',
    secretkey: 'key',
    signname: '云解析DNS',
    templateIds: { code: { id: '1000001', status: 1 } },
};
const mail = { host: 'smtp.exmail.qq.com', port: 465, username: 'noreply@dnsconsole.cn', password: 'secret' };

describe('test SMS: the provider answer', () => {
    it('is delivered with a complete configuration and a mobile number', () => {
        expect(smsTestAnswer(tencent, '13800138000')).toEqual({ delivered: true, code: 'Ok', message: 'send success' });
        expect(smsTestAnswer({ ...tencent, type: 'aliyun' }, '13800138000')).toMatchObject({ delivered: true, code: 'OK' });
        expect(smsTestAnswer({ type: 'smsbao', api_addr: 'https://api.smsbao.com/sms', username: 'u', api_key: 'k' }, '13800138000')).toMatchObject({
            delivered: true,
            code: '0',
        });
    });

    it('is refused in the provider own words at the first thing it misses: credentials, signature, template, number', () => {
        expect(smsTestAnswer({ ...tencent, secretkey: '' }, '13800138000')).toMatchObject({ delivered: false, code: 'AuthFailure.SignatureFailure' });
        expect(smsTestAnswer({ ...tencent, secretid: ' ', secretkey: '' }, '13800138000').code).toBe('AuthFailure.SecretIdNotFound');
        expect(smsTestAnswer({ ...tencent, signname: '' }, '13800138000').code).toBe('FailedOperation.SignatureIncorrectOrUnapproved');
        expect(smsTestAnswer({ ...tencent, templateIds: {} }, '13800138000').code).toBe('FailedOperation.TemplateIncorrectOrUnapproved');
        expect(smsTestAnswer(tencent, '2345678')).toMatchObject({ delivered: false, code: 'InvalidParameterValue.IncorrectPhoneNumber' });
        expect(smsTestAnswer({ ...tencent, type: 'aliyun', secretid: '' }, '13800138000').code).toBe('InvalidAccessKeyId.NotFound');
        expect(smsTestAnswer({ type: 'smsbao', api_addr: 'api.smsbao.com', username: 'u', api_key: 'k' }, '13800138000').code).toBe('ECONNREFUSED');
        expect(smsTestAnswer({ type: 'smsbao', api_addr: 'https://api.smsbao.com/sms', username: 'u' }, '13800138000')).toMatchObject({
            code: '30',
            message: '错误密码',
        });
    });
});

describe('test mail: the SMTP answer', () => {
    it('is queued with a complete configuration and an address', () => {
        expect(mailTestAnswer(mail, 'ops@example.com')).toMatchObject({ delivered: true, code: '250' });
    });

    it('is refused as a mail client reports it: connection, sender, authentication, recipient', () => {
        expect(mailTestAnswer({ ...mail, host: '' }, 'ops@example.com').message).toBe('Could not connect to SMTP host: (none), port: 465');
        expect(mailTestAnswer({ ...mail, port: 99999 }, 'ops@example.com').code).toBe('ECONNECTION');
        expect(mailTestAnswer({ ...mail, username: 'noreply' }, 'ops@example.com').code).toBe('553');
        expect(mailTestAnswer({ ...mail, password: '' }, 'ops@example.com')).toEqual({
            delivered: false,
            code: '535',
            message: '535 Error: authentication failed',
        });
        expect(mailTestAnswer(mail, 'ops@').code).toBe('501');
    });
});

it('a secret left empty is the stored one, a typed one wins', () => {
    expect(withStoredSecrets({ password: '', host: 'a' }, { password: 'kept', host: 'b' }, ['password'])).toEqual({ password: 'kept', host: 'a' });
    expect(withStoredSecrets({ password: 'typed' }, { password: 'kept' }, ['password'])).toEqual({ password: 'typed' });
});
