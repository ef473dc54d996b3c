import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isMobile, validateEmail, validateMobile } from './contact';

describe('mobile (SPEC section 5: starts with 1, 5-21 digits)', () => {
    it.each(['13800138000', '15012345678', '10086', '1'.padEnd(21, '9')])('accepts %s', mobile => expect(isMobile(mobile)).toBe(true));
    it.each(['', '23800138000', '1380', '1'.padEnd(22, '9'), '138-0013-8000', '+8613800138000', '1380013800a', '１３８００１３８０００'])(
        'refuses %j',
        mobile => expect(isMobile(mobile)).toBe(false),
    );
    it('judges the trimmed value, lets empty pass (required() says it is missing), answers a message key', () => {
        expect(validateMobile(' 13800138000 ')).toBeUndefined();
        expect(validateMobile('')).toBeUndefined();
        expect(validateMobile(undefined)).toBeUndefined();
        expect(validateMobile('12345')).toBeUndefined();
        expect(validateMobile('abc')).toBe('validation.mobile');
    });
    it('accepts every 1 followed by 4 to 20 digits, and nothing with another character', () => {
        fc.assert(fc.property(fc.stringMatching(/^\d{4,20}$/), rest => isMobile(`1${rest}`)));
        fc.assert(
            fc.property(fc.stringMatching(/^\d{4,20}$/), fc.constantFrom('a', ' ', '-', '.', '+'), fc.nat(), (rest, bad, at) => {
                const digits = `1${rest}`;
                const index = 1 + (at % digits.length);
                return !isMobile(`${digits.slice(0, index)}${bad}${digits.slice(index)}`);
            }),
        );
    });
});

describe('email (one @, a dotted domain, no spaces)', () => {
    it.each(['a@b.cn', 'demo@dnsconsole.cn', 'first.last+tag@mail.example.com', '用户@例子.中国'])('accepts %s', mail => expect(isEmail(mail)).toBe(true));
    it.each(['', 'a@b', '@b.cn', 'a@.cn', 'a@b.', 'a b@c.cn', 'a@@b.cn', 'a@b..cn', `${'a'.repeat(250)}@b.cn`])('refuses %j', mail =>
        expect(isEmail(mail)).toBe(false),
    );
    it('judges the trimmed value, lets empty pass, answers a message key', () => {
        expect(validateEmail(' demo@dnsconsole.cn ')).toBeUndefined();
        expect(validateEmail('')).toBeUndefined();
        expect(validateEmail('demo@')).toBe('validation.email');
    });
    it('accepts generated addresses and refuses them with a space inside', () => {
        const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
        fc.assert(fc.property(label, label, label, (user, host, tld) => isEmail(`${user}@${host}.${tld}`)));
        fc.assert(fc.property(label, label, label, (user, host, tld) => !isEmail(`${user} x@${host}.${tld}`)));
    });
});
