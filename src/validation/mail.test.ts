import { describe, expect, it } from 'vitest';
import { isSmtpHost, mailProblem, presetOf, SMTP_PRESETS, validateSmtpHost } from './mail';

const mail = { protocol: 'smtp', host: 'smtp.qq.com', username: 'noreply@example.com', password: 'stored', port: 465, templates: {} };

describe('mail validators', () => {
    it('offers the six presets of SPEC section 9', () => {
        expect(SMTP_PRESETS.map(preset => preset.host)).toEqual([
            'smtp.exmail.qq.com',
            'smtp.qq.com',
            'smtp.qiye.aliyun.com',
            'smtp.aliyun.com',
            'smtp.gmail.com',
            'smtp.office365.com',
        ]);
        expect(presetOf(' SMTP.QQ.COM')?.port).toBe(465);
        expect(presetOf('smtp.163.com')).toBeUndefined();
    });

    it.each([
        ['smtp.163.com', true],
        ['mail', true],
        ['10.0.0.25', true],
        ['smtp..com', false],
        ['smtp://qq.com', false],
        ['-a.com', false],
    ])('isSmtpHost(%s) -> %s', (host, ok) => expect(isSmtpHost(host)).toBe(ok));

    it('lets an empty host pass its format check (required() judges it)', () => {
        expect(validateSmtpHost('')).toBeUndefined();
        expect(validateSmtpHost('a b')).toBe('systemSettings.mail.validation.hostFormat');
    });

    it.each([
        [{}, undefined],
        [{ protocol: 'pop3' }, 'systemSettings.mail.validation.protocol'],
        [{ host: '' }, 'systemSettings.mail.validation.host'],
        [{ host: 'a b' }, 'systemSettings.mail.validation.hostFormat'],
        [{ username: '' }, 'systemSettings.mail.validation.username'],
        [{ username: 'noreply' }, 'validation.email'],
        [{ password: '' }, 'systemSettings.mail.validation.password'],
        [{ port: '' }, 'systemSettings.mail.validation.port'],
        [{ port: 70000 }, 'validation.port'],
    ])('%o -> %s', (change, message) => expect(mailProblem({ ...mail, ...change })?.message).toBe(message));
});
