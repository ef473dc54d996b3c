import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainName, validateDomain } from './';

const BAD = 'validation.domain';

describe('domain validator (SPEC section 5: 3-255 characters, labels up to 63, a leading * allowed)', () => {
    it.each([
        ['example.com', undefined],
        [' example.com ', undefined],
        ['a.cn', undefined],
        ['sub.shop.example.com.cn', undefined],
        ['*.example.com', undefined],
        ['xn--fiqs8s.com', undefined],
        ['中文.com', undefined],
        ['example.com.', undefined],
        ['my-shop.io', undefined],
        ['', undefined],
        [undefined, undefined],
        ['a.', BAD],
        ['ab', BAD],
        ['example', BAD],
        ['.example.com', BAD],
        ['example..com', BAD],
        ['-shop.com', BAD],
        ['shop-.com', BAD],
        ['ex ample.com', BAD],
        ['exa_mple.com', BAD],
        ['a.*.com', BAD],
        ['**.com', BAD],
        ['http://example.com', BAD],
        ['1.2.3.4', BAD],
        [`${'a'.repeat(64)}.com`, BAD],
        [`${'a'.repeat(63)}.com`, undefined],
    ])('%j -> %s', (value, expected) => {
        expect(validateDomain(value)).toBe(expected);
    });

    it('accepts 255 characters and refuses 256', () => {
        const labels = (total: number) => {
            // labels of 63, joined by dots, ending with "com", to an exact total length
            const parts: string[] = [];
            let left = total - 4;
            while (left > 0) {
                const size = Math.min(63, left);
                parts.push('a'.repeat(size));
                left -= size + 1;
            }
            const name = `${parts.join('.')}.com`;
            return name.length === total ? name : `${name.slice(0, total - 4 - 1)}b.com`;
        };
        const ok = labels(255);
        expect(ok.length).toBe(255);
        expect(isDomainName(ok)).toBe(true);
        expect(isDomainName(`a${ok}`)).toBe(false);
    });
});

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const label = fc
    .tuple(letter, fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')), { maxLength: 40 }), letter)
    .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);
const tld = fc.constantFrom('com', 'cn', 'net', 'org', 'io', 'xyz');
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 4 }), tld).map(([labels, end]) => `${labels.join('.')}.${end}`);

describe('domain validator, generated', () => {
    it('passes well-formed names, with or without a leading *.', () => {
        fc.assert(
            fc.property(domain, fc.boolean(), (name, wildcard) => {
                expect(validateDomain(wildcard ? `*.${name}` : name)).toBeUndefined();
            }),
        );
    });

    it('refuses a name with a character outside letters, digits, hyphens and dots, with 域名格式错误', () => {
        const bad = fc.constantFrom(' ', '_', '/', ':', '@', '!', '#', ',', '*');
        fc.assert(
            fc.property(domain, bad, fc.nat(), (name, char, at) => {
                const cut = 1 + (at % (name.length - 1));
                expect(validateDomain(`${name.slice(0, cut)}${char}${name.slice(cut)}`)).toBe(BAD);
            }),
        );
    });

    it('refuses a label longer than 63', () => {
        fc.assert(
            fc.property(domain, fc.integer({ min: 64, max: 120 }), (name, size) => {
                expect(validateDomain(`${'a'.repeat(size)}.${name}`)).toBe(BAD);
            }),
        );
    });
});
