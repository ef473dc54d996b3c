import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToYuan, yuanToCents } from '../../../format/money';
import { validatePriceYuan } from './price';

describe('product price: yuan <-> cents', () => {
    it.each([
        ['0', 0],
        ['680', 68000],
        ['680.5', 68050],
        ['680.50', 68050],
        ['0.01', 1],
        [' 12.30 ', 1230],
        ['5980', 598000],
    ])('%j yuan is %d cents', (yuan, cents) => {
        expect(yuanToCents(yuan)).toBe(cents);
    });

    it.each(['', '-1', '1.234', '1,000', 'abc', '1.', '.5', '1e3', null, undefined])('%j is not a price', value => {
        expect(yuanToCents(value)).toBeUndefined();
    });

    it('shows cents back as yuan text with two decimals and no separators', () => {
        expect(centsToYuan(68000)).toBe('680.00');
        expect(centsToYuan(123456789)).toBe('1234567.89');
        expect(centsToYuan(5)).toBe('0.05');
    });

    it('round-trips every whole number of cents', () => {
        fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), cents => yuanToCents(centsToYuan(cents)) === cents));
    });

    it('validates at the field: empty passes (required() says it), bad text names the rule', () => {
        expect(validatePriceYuan('')).toBeUndefined();
        expect(validatePriceYuan('9.99')).toBeUndefined();
        expect(validatePriceYuan('9.999')).toBe('operation.products.priceInvalid');
        expect(validatePriceYuan('-3')).toBe('operation.products.priceInvalid');
    });
});
