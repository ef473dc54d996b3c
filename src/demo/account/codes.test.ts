import { describe, expect, it } from 'vitest';
import { checkCode, CODE_RESEND_MS, CODE_TTL_MS, issueCode } from './codes';
import type { DemoDb } from '../model';

const emptyDb = () => ({ codes: [] }) as unknown as DemoDb;
const T0 = 1_700_000_000_000;

describe('demo verification codes', () => {
    it('issues 6 digits valid 5 minutes, and a right code is accepted once', () => {
        const db = emptyDb();
        const issued = issueCode(db, 'register', 'A@Example.com', T0);
        expect(issued.code).toMatch(/^\d{6}$/);
        expect(issued.expiresAt).toBe(T0 + CODE_TTL_MS);
        // the mail address compares case-insensitively and trimmed
        expect(() => checkCode(db, 'register', ' a@example.com', issued.code, T0 + 1000)).not.toThrow();
        expect(() => checkCode(db, 'register', 'a@example.com', issued.code, T0 + 2000)).toThrow('验证码已使用');
    });

    it('refuses a wrong code, another purpose or target, and an expired code', () => {
        const db = emptyDb();
        const { code } = issueCode(db, 'register', '13800000000', T0);
        const wrong = code === '000000' ? '111111' : '000000';
        expect(() => checkCode(db, 'register', '13800000000', wrong, T0)).toThrow('验证码不正确');
        expect(() => checkCode(db, 'forget', '13800000000', code, T0)).toThrow('验证码不正确');
        expect(() => checkCode(db, 'register', '13800000001', code, T0)).toThrow('验证码不正确');
        expect(() => checkCode(db, 'register', '13800000000', '', T0)).toThrow('验证码不正确');
        expect(() => checkCode(db, 'register', '13800000000', code, T0 + CODE_TTL_MS)).toThrow('验证码已过期');
    });

    it('refuses a resend within a minute, allows it after, and only the newest code counts', () => {
        const db = emptyDb();
        const first = issueCode(db, 'forget', 'a@b.cn', T0);
        expect(() => issueCode(db, 'forget', 'a@b.cn', T0 + CODE_RESEND_MS - 1)).toThrow('验证码发送过于频繁');
        // another target or purpose is not throttled
        expect(() => issueCode(db, 'register', 'a@b.cn', T0 + 1)).not.toThrow();
        const second = issueCode(db, 'forget', 'a@b.cn', T0 + CODE_RESEND_MS);
        expect(db.codes.filter(entry => entry.purpose === 'forget')).toHaveLength(1);
        if (first.code !== second.code) expect(() => checkCode(db, 'forget', 'a@b.cn', first.code, T0 + CODE_RESEND_MS)).toThrow('验证码不正确');
        expect(() => checkCode(db, 'forget', 'a@b.cn', second.code, T0 + CODE_RESEND_MS)).not.toThrow();
    });

    it('keeps the table small: expired and used codes are dropped when another is issued', () => {
        const db = emptyDb();
        for (let i = 0; i < 20; i++) issueCode(db, 'register', `user${i}@x.cn`, T0 + i);
        expect(db.codes).toHaveLength(20);
        issueCode(db, 'register', 'late@x.cn', T0 + CODE_TTL_MS + 100);
        expect(db.codes).toHaveLength(1);
    });
});
