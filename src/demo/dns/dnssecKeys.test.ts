import { describe, expect, it } from 'vitest';
import { dnskeyRdata, dsOf, generateZoneKey, keyTagOf, nameWire, zoneKeyOf, type ZoneKey } from './dnssecKeys';

/**
 * The expectations are dnspython 2.3's (dns.dnssec.key_id and dns.dnssec.make_ds(name, dnskey, 'SHA256')) on the
 * same keys, computed once and written here: an independent implementation, not this file's.
 */
const P256 = 'KdyK+VRs1bjGGmBQ+KVME9Dk2bUMHVh0DclSRAy8xenPoB/2p5tpVQLMr5fOBlBF/CZPDcHVzKvdqxUw/Zhl5w==';
const p256Key: ZoneKey = { flags: 257, protocol: 3, algorithm: 13, publicKey: P256, keyTag: 37206 };

// RFC 4034 5.4's example key (RSASHA1, a zone key): key tag 60485, its SHA-1 DS 2BB183AF... as the RFC prints it
const RFC_KEY =
    'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), char => char.charCodeAt(0));

describe('the demo DNSSEC key, checked against dnspython', () => {
    it('the key tag of RFC 4034 appendix B: the RFC example and a P-256 key', () => {
        expect(keyTagOf(dnskeyRdata({ flags: 256, protocol: 3, algorithm: 5, publicKey: RFC_KEY }))).toBe(60485);
        expect(keyTagOf(dnskeyRdata(p256Key))).toBe(37206);
    });

    it('the SHA-256 DS digest over the owner name and the DNSKEY RDATA', async () => {
        expect(await dsOf('example.com', p256Key)).toEqual({
            keyTag: 37206,
            algorithm: 13,
            digestType: 2,
            digest: 'ECEB600B22E0FB9F785F9470590FA8265C2BAA47E8F9888F35FEE614CDDEAFCD',
        });
        // the name in canonical form: case and a final dot change nothing; a punycode name is its ASCII labels
        expect((await dsOf('Example.COM.', p256Key)).digest).toBe('ECEB600B22E0FB9F785F9470590FA8265C2BAA47E8F9888F35FEE614CDDEAFCD');
        expect((await dsOf('xn--fsqu00a.xn--fiqs8s', p256Key)).digest).toBe('1CF1D188CE8E5E4C25BB2BCF133AA6B5E66942422E3EBD1B6702E4FD4BB13468');
        const rfc = { flags: 256, protocol: 3, algorithm: 5, publicKey: RFC_KEY, keyTag: 60485 };
        expect((await dsOf('dskey.example.com', rfc)).digest).toBe('D4B7D520E7BB5F0F67674A0CCEB1E3E0614B93C4F9E99B8383F6A1E4469DA50A');
    });

    it('the owner name in wire form: label lengths, lower case, the root', () => {
        expect(Array.from(nameWire('A.io.'))).toEqual([1, 97, 2, 105, 111, 0]);
    });

    it('a generated key: 64 bytes of P-256 point, flags 257, protocol 3, algorithm 13, its own key tag', async () => {
        const key = await generateZoneKey();
        expect(bytesOf(key.publicKey)).toHaveLength(64);
        expect(key).toMatchObject({ flags: 257, protocol: 3, algorithm: 13 });
        expect(key.keyTag).toBe(keyTagOf(dnskeyRdata(key)));
        // the raw export's 0x04 prefix is dropped, nothing else
        expect(zoneKeyOf(Uint8Array.from([4, ...bytesOf(P256)]))).toEqual(p256Key);
    });
});
