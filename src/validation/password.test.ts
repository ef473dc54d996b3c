import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasChinese, isPassword, PASSWORD_MAX, PASSWORD_MIN, validatePassword, validatePasswordConfirm } from './password';

const key = (value: unknown) => validatePassword(value)?.message;

describe('validatePassword (4-30 characters, no Chinese)', () => {
    it.each([
        ['abcd', undefined],
        ['a'.repeat(30), undefined],
        ['p@ss w0rd!', undefined],
        ['abc', 'validation.passwordLength'],
        ['a'.repeat(31), 'validation.passwordLength'],
        ['密码1234', 'validation.passwordChinese'],
        ['abcd，', 'validation.passwordChinese'],
        ['中', 'validation.passwordChinese'],
    ])('%s -> %s', (value, expected) => {
        expect(key(value)).toBe(expected);
    });

    it('lets an empty value through (required() reports it) and gives the bounds as arguments', () => {
        expect(validatePassword('')).toBeUndefined();
        expect(validatePassword(undefined)).toBeUndefined();
        expect(validatePassword('ab')?.args).toEqual({ min: 4, max: 30 });
    });

    it('accepts every printable ASCII password of 4 to 30 characters', () => {
        fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }), text => isPassword(text)));
    });

    it('refuses any length outside 4-30', () => {
        const short = fc.string({ unit: 'grapheme-ascii', maxLength: PASSWORD_MIN - 1 }).filter(text => text !== '');
        const long = fc.string({ unit: 'grapheme-ascii', minLength: PASSWORD_MAX + 1, maxLength: 80 });
        fc.assert(fc.property(fc.oneof(short, long), text => key(text) === 'validation.passwordLength'));
    });

    it('refuses a Chinese character anywhere in an otherwise valid password', () => {
        const han = fc.integer({ min: 0x4e00, max: 0x9fff }).map(code => String.fromCharCode(code));
        fc.assert(
            fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 4, maxLength: 20 }), han, fc.nat(), (text, char, at) => {
                const index = at % (text.length + 1);
                const mixed = text.slice(0, index) + char + text.slice(index);
                return hasChinese(mixed) && key(mixed) === 'validation.passwordChinese';
            }),
        );
    });
});

describe('validatePasswordConfirm', () => {
    const confirm = validatePasswordConfirm('password');
    it('passes a matching confirmation and refuses a different one', () => {
        expect(confirm('secret1', { password: 'secret1' })).toBeUndefined();
        expect(confirm('secret2', { password: 'secret1' })).toBe('validation.passwordMismatch');
        expect(confirm('secret1', {})).toBe('validation.passwordMismatch');
        expect(confirm('', { password: 'x' })).toBeUndefined();
    });

    it('matches exactly, for any pair', () => {
        fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => (confirm(a, { password: b }) === undefined) === (a === b)));
    });
});
