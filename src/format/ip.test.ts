import { describe, expect, it } from 'vitest';
import { IPV4_MAX, ipv4ToNumber, isIpv4, numberToIpv4 } from './ip';

describe('IPv4 integer <-> dotted', () => {
    it.each([
        [0, '0.0.0.0'],
        [16909060, '1.2.3.4'],
        [3232235777, '192.168.1.1'],
        [IPV4_MAX, '255.255.255.255'],
    ])('%d is %s both ways', (value, dotted) => {
        expect(numberToIpv4(value)).toBe(dotted);
        expect(ipv4ToNumber(dotted)).toBe(value);
    });

    it.each([
        ['3232235777', '192.168.1.1'],
        [3232235777n, '192.168.1.1'],
        [-1, ''],
        [IPV4_MAX + 1, ''],
        [1.5, ''],
        ['abc', ''],
        [null, ''],
        [undefined, ''],
        ['', ''],
    ])('numberToIpv4(%s) is %j', (value, dotted) => {
        expect(numberToIpv4(value as never)).toBe(dotted);
    });

    it.each(['1.2.3', '256.1.1.1', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '', '1.2.3.4/24'])('%j is not an IPv4 address', text => {
        expect(isIpv4(text)).toBe(false);
        expect(ipv4ToNumber(text)).toBeUndefined();
    });

    it('trims before converting', () => {
        expect(ipv4ToNumber(' 10.0.0.1 ')).toBe(167772161);
    });
});
