import { describe, expect, it } from 'vitest';
import { validateIp, validateIpv4, validateIpv6 } from './';

describe('generic IP validators (SPEC section 5)', () => {
    it.each([
        // value, ipv4, ipv6, ip
        ['', undefined, undefined, undefined],
        [undefined, undefined, undefined, undefined],
        ['1.2.3.4', undefined, 'validation.ipv6', undefined],
        [' 1.2.3.4 ', undefined, 'validation.ipv6', undefined],
        ['::1', 'validation.ipv4', undefined, undefined],
        ['2001:db8::1', 'validation.ipv4', undefined, undefined],
        ['10.0.0.0/8', 'validation.ipv4', 'validation.ipv6', undefined],
        ['10.0.0.0/33', 'validation.ipv4', 'validation.ipv6', 'validation.ip'],
        ['2001:db8::/32', 'validation.ipv4', 'validation.ipv6', 'validation.ip'],
        ['256.0.0.1', 'validation.ipv4', 'validation.ipv6', 'validation.ip'],
        ['example.com', 'validation.ipv4', 'validation.ipv6', 'validation.ip'],
    ])('%j -> ipv4 %s, ipv6 %s, ip %s', (value, v4, v6, ip) => {
        expect(validateIpv4(value)).toBe(v4);
        expect(validateIpv6(value)).toBe(v6);
        expect(validateIp(value)).toBe(ip);
    });
});
