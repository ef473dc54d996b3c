import { describe, expect, it } from 'vitest';
import { parsePool, poolText } from './rules';

const keyOf = (found: ReturnType<typeof parsePool>) => ('error' in found ? found.error.message : undefined);

describe('address pools', () => {
    it('reads one value per line (commas and spaces separate too) and checks each for the type', () => {
        expect(parsePool('1.1.1.1\n 2.2.2.2, 3.3.3.3 ', 'A')).toEqual({ values: ['1.1.1.1', '2.2.2.2', '3.3.3.3'] });
        expect(parsePool('2001:db8::1', 'AAAA')).toEqual({ values: ['2001:db8::1'] });
        expect(parsePool('backup.example.com.', 'CNAME')).toEqual({ values: ['backup.example.com.'] });
    });

    it.each([
        ['', 'A', 'gtm.validation.poolRequired'],
        ['1.1.1', 'A', 'gtm.validation.poolValue'],
        ['2001:db8::1', 'A', 'gtm.validation.poolValue'],
        ['1.1.1.1', 'AAAA', 'gtm.validation.poolValue'],
        ['1.1.1.1', 'CNAME', 'gtm.validation.poolValue'],
        ['a.example.com\nb.example.com', 'CNAME', 'gtm.validation.poolCname'],
        ['1.1.1.1\n1.1.1.1', 'A', 'gtm.validation.poolDuplicate'],
        ['2001:db8::1\n2001:DB8:0::1', 'AAAA', 'gtm.validation.poolDuplicate'],
        [Array.from({ length: 11 }, (_v, i) => `10.0.0.${i + 1}`).join('\n'), 'A', 'gtm.validation.poolSize'],
    ] as const)('refuses %j for %s', (text, type, key) => expect(keyOf(parsePool(text, type))).toBe(key));

    it('names the offending value', () => {
        const found = parsePool('1.1.1.1\nnope', 'A');
        expect('error' in found && found.error.args).toEqual({ value: 'nope', type: 'A' });
    });

    it('writes a pool back as lines', () => expect(poolText(['1.1.1.1', '2.2.2.2'])).toBe('1.1.1.1\n2.2.2.2'));
});
