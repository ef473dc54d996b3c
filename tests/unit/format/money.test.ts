import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatYuan } from '../../../src/format/money';

describe('money (SPEC section 9: cents shown in yuan, two decimals, thousand separators)', () => {
    it.each([
        [0, '0.00'],
        [1, '0.01'],
        [99, '0.99'],
        [100, '1.00'],
        [123456, '1,234.56'],
        [100000000, '1,000,000.00'],
        ['2990', '29.90'],
        [-150, '-1.50'],
    ])('formatCents(%j) = %s', (cents, expected) => {
        expect(formatCents(cents)).toBe(expected);
    });

    it.each([[undefined], [null], [''], ['abc'], [Number.NaN]])('formatCents(%j) is empty', value => {
        expect(formatCents(value as never)).toBe('');
    });

    it('formatYuan puts the symbol after the sign', () => {
        expect(formatYuan(123456)).toBe('¥1,234.56');
        expect(formatYuan(-5)).toBe('-¥0.05');
        expect(formatYuan(100, '$')).toBe('$1.00');
        expect(formatYuan(undefined)).toBe('');
    });

    it.each([[1.5], ['1.5'], [Number.MAX_SAFE_INTEGER + 2]])('refuses %j: not a whole number of cents', value => {
        expect(formatCents(value)).toBe('');
    });

    it('formats 123456789 cents and a negative refund', () => {
        expect(formatYuan(123456789)).toBe('¥1,234,567.89');
        expect(formatYuan('-1')).toBe('-¥0.01');
    });

    it('any whole number of cents reads back to itself', () => {
        fc.assert(
            fc.property(fc.integer({ min: -1e12, max: 1e12 }), cents => {
                const text = formatCents(cents);
                expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
                const [whole, part] = text.replace(/,/g, '').replace('-', '').split('.');
                expect((cents < 0 ? -1 : 1) * (Number(whole) * 100 + Number(part))).toBe(cents);
            }),
        );
    });
});
