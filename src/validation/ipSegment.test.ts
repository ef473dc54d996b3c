import { describe, expect, it } from 'vitest';
import { conflictsOf, formatSegment, parseSegment, type IpSegment } from './ipSegment';

const v4 = (start: number, end: number): IpSegment => ({ family: 4, start: BigInt(start), end: BigInt(end) });
const shown = (text: string) => {
    const parsed = parseSegment(text);
    return typeof parsed === 'string' ? parsed : `${parsed.family}:${formatSegment(parsed)}`;
};

describe('parseSegment', () => {
    it.each([
        ['10.0.0.1', '4:10.0.0.1'],
        ['10.0.0.0-10.0.0.255', '4:10.0.0.0-10.0.0.255'],
        [' 10.0.0.0 - 10.0.0.255 ', '4:10.0.0.0-10.0.0.255'],
        ['10.0.0.0/8', '4:10.0.0.0-10.255.255.255'],
        ['10.1.2.3/24', '4:10.1.2.0-10.1.2.255'],
        ['0.0.0.0/0', '4:0.0.0.0-255.255.255.255'],
        ['192.168.1.7/32', '4:192.168.1.7'],
        ['2001:db8::/32', '6:2001:db8::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
        ['2001:0db8:0:0::1-2001:db8::ff', '6:2001:db8::1-2001:db8::ff'],
        ['::1', '6:::1'],
        ['::/0', '6:::-ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
        ['10.0.0.255-10.0.0.0', 'order'],
        ['2001:db8::2-2001:db8::1', 'order'],
        ['10.0.0.1-2001:db8::1', 'family'],
        ['10.0.0.0/33', 'prefix'],
        ['2001:db8::/129', 'prefix'],
        ['10.0.0.0/x', 'format'],
        ['10.0.0.0/8/8', 'format'],
        ['10.0.0.256', 'format'],
        ['1-2-3', 'format'],
        ['', 'format'],
        ['example.com', 'format'],
    ])('%s -> %s', (text, expected) => {
        expect(shown(text)).toBe(expected);
    });
});

describe('conflictsOf', () => {
    const rows = [
        { ...v4(0, 9), id: 1 },
        { ...v4(10, 19), id: 2 },
        { family: 6 as const, start: 0n, end: 100n, id: 3 },
        { ...v4(30, 39), id: 4 },
    ];
    it.each<[string, IpSegment, number[]]>([
        ['none', v4(20, 29), []],
        ['touching ends count', v4(9, 10), [1, 2]],
        ['a range holding two rows names both, in order', v4(5, 35), [1, 2, 4]],
        ['the other family never conflicts', v4(0, 100), [1, 2, 4]],
        ['IPv6 against IPv6', { family: 6, start: 50n, end: 60n }, [3]],
    ])('%s', (_name, segment, ids) => {
        expect(conflictsOf(segment, rows).map(row => row.id)).toEqual(ids);
    });
});
