import { describe, expect, it } from 'vitest';
import { allowListLines, inAllowList, parseAllowList } from './ipAllowList';

describe('parseAllowList', () => {
    it.each([
        ['1.2.3.4', true],
        ['10.0.0.0/8', true],
        ['0.0.0.0/0', true],
        ['192.168.1.0/24', true],
        ['2001:db8::1', true],
        ['2001:db8::/32', true],
        ['::/0', true],
        ['::ffff:102:304', true],
        ['256.1.1.1', false],
        ['1.2.3', false],
        ['1.2.3.4/33', false],
        ['2001:db8::/129', false],
        ['2001:db8:::1', false],
        ['example.com', false],
        ['1.2.3.4-1.2.3.9', false],
        ['01.2.3.4', false],
    ])('%s is accepted: %s', (line, accepted) => {
        const { entries, errors } = parseAllowList([line]);
        expect(entries.length === 1).toBe(accepted);
        expect(errors.length === 1).toBe(!accepted);
    });

    it('reports a block with host bits set on its own', () => {
        expect(parseAllowList(['10.0.0.1/8']).errors).toEqual([{ line: 1, text: '10.0.0.1/8', problem: 'hostBits' }]);
        expect(parseAllowList(['2001:db8::1/32']).errors[0].problem).toBe('hostBits');
    });

    it('reports every bad line with its number, blank lines counted and skipped', () => {
        const { entries, errors } = parseAllowList('1.2.3.4\n\n  bad  \n10.0.0.0/8\r\n1.2.3.4/40\n');
        expect(entries.map(entry => entry.text)).toEqual(['1.2.3.4', '10.0.0.0/8']);
        expect(errors).toEqual([
            { line: 3, text: 'bad', problem: 'invalid' },
            { line: 5, text: '1.2.3.4/40', problem: 'invalid' },
        ]);
    });

    it('keeps the non-blank lines trimmed', () => {
        expect(allowListLines(' 1.2.3.4 \n\n2001:db8::/32\n')).toEqual(['1.2.3.4', '2001:db8::/32']);
    });
});

describe('inAllowList', () => {
    const { entries } = parseAllowList(['58.33.12.8', '10.0.0.0/8', '2001:db8::/32']);
    it.each([
        ['58.33.12.8', true],
        ['58.33.12.9', false],
        ['10.255.0.1', true],
        ['11.0.0.1', false],
        ['2001:db8:ffff::1', true],
        ['2001:db9::1', false],
        ['not an address', false],
        ['', false],
    ])('%s: %s', (ip, inside) => {
        expect(inAllowList(entries, ip)).toBe(inside);
    });
});
