import { describe, expect, it } from 'vitest';
import { mailProblem } from '../../../validation/mail';
import { toMailForm, toMailValue } from './mailForm';

const mail = { protocol: 'smtp', host: 'smtp.qq.com', username: 'noreply@example.com', password: 'stored', port: 465, templates: {} };

describe('mail paramValue <-> form', () => {
    it('loads the password empty, the port as text, five templates', () => {
        const form = toMailForm(mail);
        expect(form).toMatchObject({ protocol: 'smtp', host: 'smtp.qq.com', password: '', port: '465', storedSecrets: { password: true } });
        expect(form.templates).toHaveLength(5);
        expect(form.templates[0]).toEqual({ name: 'code', subject: '', content: '', status: false });
        expect(toMailForm({}).port).toBe('');
    });

    it('keeps the stored password when saved empty, writes the port as a number', () => {
        const form = { ...toMailForm(mail), port: ' 587 ', host: ' SMTP.office365.com ' };
        const value = toMailValue(form, mail);
        expect(value).toMatchObject({ protocol: 'smtp', host: 'smtp.office365.com', password: 'stored', port: 587 });
        expect(toMailValue({ ...form, password: 'new secret' }, mail).password).toBe('new secret');
        expect((value.templates as Record<string, unknown>).code).toEqual({ name: 'code', subject: '', content: '', status: 0 });
        expect(mailProblem(value)).toBeUndefined();
    });
});
