import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL, currencySymbol, formatCents, formatYuan, parseShownCents } from './money';

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

describe('money rules: one formatter, integer cents, a configurable symbol', () => {
    afterEach(() => {
        delete window.config;
    });

    it.each([
        [1, '¥0.01'],
        [99, '¥0.99'],
        [100, '¥1.00'],
        [123456789, '¥1,234,567.89'],
        [-1, '-¥0.01'],
        [-99, '-¥0.99'],
        [-100, '-¥1.00'],
        [-123456789, '-¥1,234,567.89'],
    ])('formatYuan(%j) = %s, and reads back', (cents, shown) => {
        expect(formatYuan(cents)).toBe(shown);
        expect(parseShownCents(shown)).toBe(cents);
    });

    it('uses both separators: a comma between thousands, a point before the cents', () => {
        expect(formatCents(123456789)).toBe('1,234,567.89');
        expect(formatCents(100000)).toBe('1,000.00');
        expect(formatCents(99999)).toBe('999.99');
        expect(formatCents(-100000000)).toBe('-1,000,000.00');
    });

    it('the default symbol comes from config.js currencySymbol, ¥ when unset or blank', () => {
        expect(currencySymbol()).toBe(CURRENCY_SYMBOL);
        window.config = { currencySymbol: '$' };
        expect(currencySymbol()).toBe('$');
        expect(formatYuan(123456)).toBe('$1,234.56');
        expect(formatYuan(-5)).toBe('-$0.05');
        expect(formatYuan(5, '€')).toBe('€0.05');
        window.config = { currencySymbol: '  ' };
        expect(formatYuan(100)).toBe('¥1.00');
    });

    it('parseShownCents refuses what the formatters never write', () => {
        for (const text of ['', '1', '1.5', '¥1.234', '1,23.00', 'abc']) expect(parseShownCents(text)).toBeUndefined();
    });

    it('format then parse gives back the same cents, whatever the symbol', () => {
        fc.assert(
            fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom('¥', '$', 'HK$', '€'), (cents, symbol) => {
                expect(parseShownCents(formatYuan(cents, symbol))).toBe(cents);
                expect(parseShownCents(formatCents(cents))).toBe(cents);
            }),
        );
    });
});
