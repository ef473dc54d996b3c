import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    addressOfPtrName,
    addressOfRelative,
    canonicalAddress,
    formatAddress,
    inPrefix,
    parseAddress,
    parsePrefix,
    prefixOfZone,
    prefixText,
    ptrNameOf,
    relativeName,
    resolvePtrAddress,
    zoneNameOf,
    type ReversePrefix,
} from './ptr';

const prefixOf = (text: string): ReversePrefix => {
    const parsed = parsePrefix(text);
    if ('error' in parsed) throw new Error(parsed.error.message);
    return parsed.prefix;
};

const errorOf = (text: string) => {
    const parsed = parsePrefix(text);
    return 'error' in parsed ? parsed.error : undefined;
};

describe('prefix -> zone name', () => {
    it.each([
        ['10.0.0.0/8', '10.in-addr.arpa'],
        ['172.16.0.0/16', '16.172.in-addr.arpa'],
        ['192.168.1.0/24', '1.168.192.in-addr.arpa'],
        ['2001:db8::/32', '8.b.d.0.1.0.0.2.ip6.arpa'],
        ['2001:db8:abcd::/48', 'd.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa'],
        ['2000::/4', '2.ip6.arpa'],
        ['2001:DB8::/36', '0.8.b.d.0.1.0.0.2.ip6.arpa'],
    ])('%s -> %s, and back', (prefix, zone) => {
        expect(zoneNameOf(prefixOf(prefix))).toBe(zone);
        expect(prefixText(prefixOf(prefix))).toBe(prefix.toLowerCase());
        expect(prefixOfZone(zone)).toEqual(prefixOf(prefix));
        expect(prefixOfZone(`${zone.toUpperCase()}.`)).toEqual(prefixOf(prefix));
    });

    it.each([
        ['', 'ptr.validation.prefixRequired'],
        ['192.168.1.0', 'ptr.validation.prefixFormat'],
        ['192.168.1/24', 'ptr.validation.prefixFormat'],
        ['300.1.1.0/24', 'ptr.validation.prefixFormat'],
        ['192.168.1.0/25', 'ptr.validation.ipv4Length'],
        ['192.168.0.0/20', 'ptr.validation.ipv4Length'],
        ['0.0.0.0/0', 'ptr.validation.ipv4Length'],
        ['2001:db8::/30', 'ptr.validation.ipv6Length'],
        ['2001:db8::/128', 'ptr.validation.ipv6Length'],
        ['::/0', 'ptr.validation.ipv6Length'],
        ['192.168.1.5/24', 'ptr.validation.hostBits'],
    ])('refuses %j with %s', (text, key) => expect(errorOf(text)?.message).toBe(key));

    it('names the network when host bits are set', () => {
        expect(errorOf('192.168.1.5/16')?.args).toEqual({ network: '192.168.0.0/16' });
        expect(errorOf('2001:db8::1/64')?.args).toEqual({ network: '2001:db8::/64' });
    });

    it('reads only reverse names as zones', () => {
        expect(prefixOfZone('example.com')).toBeUndefined();
        expect(prefixOfZone('in-addr.arpa')).toBeUndefined();
        expect(prefixOfZone('300.in-addr.arpa')).toBeUndefined();
        expect(prefixOfZone('g.ip6.arpa')).toBeUndefined();
        expect(prefixOfZone('4.3.2.1.in-addr.arpa')).toBeUndefined();
    });
});

describe('address <-> PTR name', () => {
    it.each([
        ['192.168.1.5', '5.1.168.192.in-addr.arpa'],
        ['10.0.0.1', '1.0.0.10.in-addr.arpa'],
        ['2001:db8::1', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa'],
    ])('%s <-> %s', (address, name) => {
        expect(ptrNameOf(address)).toBe(name);
        expect(addressOfPtrName(name)).toBe(address);
        expect(addressOfPtrName(`${name.toUpperCase()}.`)).toBe(address);
    });

    it('refuses what is not an address or a full name', () => {
        expect(ptrNameOf('example.com')).toBeUndefined();
        expect(addressOfPtrName('1.168.192.in-addr.arpa')).toBeUndefined();
        expect(addressOfPtrName('5.1.168.256.in-addr.arpa')).toBeUndefined();
        expect(addressOfPtrName('05.1.168.192.in-addr.arpa')).toBeUndefined();
        expect(addressOfPtrName('www.example.com')).toBeUndefined();
    });

    it('spells addresses canonically', () => {
        expect(canonicalAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
        expect(canonicalAddress(' 10.0.0.1 ')).toBe('10.0.0.1');
    });
});

describe('relative names and membership', () => {
    it('cuts the zone off the name and puts it back', () => {
        const v4 = prefixOf('192.168.0.0/16');
        expect(relativeName('192.168.1.5', v4)).toBe('5.1');
        expect(addressOfRelative('5.1', v4)).toBe('192.168.1.5');
        expect(relativeName('192.169.1.5', v4)).toBeUndefined();
        expect(addressOfRelative('5', v4)).toBeUndefined();
        expect(addressOfRelative('5.1.1', v4)).toBeUndefined();
        const v6 = prefixOf('2001:db8::/120');
        expect(relativeName('2001:db8::1f', v6)).toBe('f.1');
        expect(addressOfRelative('F.1', v6)).toBe('2001:db8::1f');
    });

    it('resolves what the address field holds', () => {
        const zone = prefixOf('192.168.1.0/24');
        expect(resolvePtrAddress('192.168.1.9', zone)).toEqual({ address: '192.168.1.9' });
        expect(resolvePtrAddress(' 9 ', zone)).toEqual({ address: '192.168.1.9' });
        const keyOf = (typed: string) => {
            const found = resolvePtrAddress(typed, zone);
            return 'error' in found ? found.error.message : undefined;
        };
        expect(keyOf('')).toBe('ptr.validation.addressRequired');
        expect(keyOf('192.168.2.9')).toBe('ptr.validation.addressOutside');
        expect(keyOf('2001:db8::1')).toBe('ptr.validation.addressFamily');
        expect(keyOf('256')).toBe('ptr.validation.addressFormat');
        expect(keyOf('www')).toBe('ptr.validation.addressFormat');
    });
});

// ---- properties ---------------------------------------------------------------------------------------------

const ipv4 = fc.ipV4();
const ipv6 = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }).map(value => formatAddress({ family: 6, value }));
const address = fc.oneof(ipv4, ipv6);

describe('properties', () => {
    it('address -> PTR name -> address is the identity (canonical spelling)', () => {
        fc.assert(fc.property(address, text => addressOfPtrName(ptrNameOf(text) ?? '') === canonicalAddress(text)));
    });

    it('every address lies in its own zones, and address -> relative -> address is the identity', () => {
        const lengths = fc.oneof(
            fc.constantFrom(8, 16, 24).map(length => ({ family: 4 as const, length })),
            fc.integer({ min: 1, max: 31 }).map(n => ({ family: 6 as const, length: n * 4 })),
        );
        fc.assert(
            fc.property(address, lengths, (text, { family, length }) => {
                const parsed = parseAddress(text);
                if (!parsed || parsed.family !== family) return true;
                const bits = family === 4 ? 32 : 128;
                const network = parsed.value & ~((1n << BigInt(bits - length)) - 1n);
                const prefix: ReversePrefix = { family, network, length };
                const relative = relativeName(text, prefix);
                return (
                    inPrefix(parsed, prefix) &&
                    relative !== undefined &&
                    addressOfRelative(relative, prefix) === canonicalAddress(text) &&
                    `${relative}.${zoneNameOf(prefix)}` === ptrNameOf(text)
                );
            }),
        );
    });

    it('prefix -> zone name -> prefix is the identity', () => {
        fc.assert(
            fc.property(address, fc.integer({ min: 1, max: 31 }), (text, n) => {
                const parsed = parseAddress(text);
                if (!parsed) return false;
                const length = parsed.family === 4 ? [8, 16, 24][n % 3] : n * 4;
                const bits = parsed.family === 4 ? 32 : 128;
                const prefix: ReversePrefix = { family: parsed.family, network: parsed.value & ~((1n << BigInt(bits - length)) - 1n), length };
                const back = parsePrefix(prefixText(prefix));
                return (
                    'prefix' in back &&
                    back.prefix.network === prefix.network &&
                    JSON.stringify(prefixOfZone(zoneNameOf(prefix)), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) ===
                        JSON.stringify(prefix, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))
                );
            }),
        );
    });
});
