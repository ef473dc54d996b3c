import { describe, expect, it } from 'vitest';
import { smsProblem } from '../../../validation/sms';
import { toSmsForm, toSmsValue } from './smsForm';

const tencent = {
    type: 'tencent',
    sdkappId: '1400000000',
    secretid: 'AKID',
    secretkey: 'stored-key',
    signname: '云解析',
    templateIds: { code: { name: 'code', title: '验证码', id: '1001', status: 1, content: '验证码{1}' } },
};

describe('SMS paramValue <-> form', () => {
    it('never reads a secret back, says whether one is stored, lists the five templates', () => {
        const form = toSmsForm(tencent);
        expect(form.secretkey).toBe('');
        expect(form.storedSecrets).toEqual({ secretkey: true, api_key: false });
        expect(form.templates.map(template => template.name)).toEqual(['code', 'meal_out', 'meal_expire', 'flow_out', 'flow_expire']);
        expect(form.templates[0]).toEqual({ name: 'code', title: '验证码', id: '1001', status: true, content: '验证码{1}' });
        expect(form.templates[1]).toEqual({ name: 'meal_out', title: '', id: '', status: false, content: '' });
        expect(toSmsForm({}).type).toBe('tencent');
    });

    it('keeps the stored secret when saved empty, and replaces it when typed', () => {
        const form = toSmsForm(tencent);
        expect(toSmsValue(form, tencent).secretkey).toBe('stored-key');
        expect(toSmsValue({ ...form, secretkey: ' new-key ' }, tencent).secretkey).toBe('new-key');
    });

    it('writes the chosen provider fields, templates keyed by name with 0/1, and keeps other keys', () => {
        const form = { ...toSmsForm(tencent), type: 'smsbao' as const, api_addr: ' https://api.smsbao.com/sms ', username: 'u', api_key: 'k' };
        const value = toSmsValue(form, { ...tencent, extra: 1 });
        expect(value).toMatchObject({ type: 'smsbao', api_addr: 'https://api.smsbao.com/sms', username: 'u', api_key: 'k', extra: 1, sdkappId: '1400000000' });
        expect((value.templateIds as Record<string, unknown>).code).toEqual({ name: 'code', title: '验证码', id: '1001', status: 1, content: '验证码{1}' });
        expect((value.templateIds as Record<string, unknown>).flow_expire).toEqual({ name: 'flow_expire', title: '', id: '', status: 0, content: '' });
        expect(smsProblem(value)).toBeUndefined();
    });
});
