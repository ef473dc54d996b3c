import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RDATA_VALUES } from '../../../tests/support/rdataArbitraries';
import { canonicalRdata, checkRdata, comparableRdata, RDATA_FAMILIES, readRdata, type RdataType } from '.';
import { isProblem } from './family';

const TYPES = Object.keys(RDATA_FAMILIES) as RdataType[];

const key = (problem: { message: string } | undefined) => problem?.message.replace(/^rdataChecks\./, '');

describe('every type read as fields', () => {
    it.each(TYPES)('%s: generated values pass, and read -> write -> read is the identity on the canonical text', type => {
        const family = RDATA_FAMILIES[type] as (typeof RDATA_FAMILIES)['CAA'];
        fc.assert(
            fc.property(RDATA_VALUES[type], value => {
                expect(checkRdata(type, value)).toBeUndefined();
                const fields = family.read(value);
                if (isProblem(fields)) throw new Error(`not read: ${value}`);
                const written = family.write(fields);
                const again = family.read(written);
                if (isProblem(again)) throw new Error(`canonical not read: ${written}`);
                expect(family.check(again)).toEqual({});
                expect(family.write(again)).toBe(written);
                expect(family.compare(again)).toBe(family.compare(fields));
                expect(canonicalRdata(type, written)).toBe(written);
            }),
        );
    });

    it.each(TYPES)('%s: canonicalRdata is idempotent on any text', type => {
        fc.assert(
            fc.property(fc.oneof(fc.string(), RDATA_VALUES[type]), text => {
                const once = canonicalRdata(type, text);
                expect(canonicalRdata(type, once)).toBe(once);
            }),
        );
    });
});

describe('DNS-wise comparison', () => {
    it.each([
        ['HTTPS', '1 svc.example.com. alpn=h2 port=443', '1 SVC.Example.COM port="443" alpn="h2"'],
        ['HTTPS', '1 . ipv6hint=2001:db8::1', '1 . ipv6hint="2001:DB8:0:0:0:0:0:1"'],
        [
            'TLSA',
            '3 1 1 AABBCCDD00112233445566778899AABBCCDDEEFF00112233445566778899AABB',
            '3 1 1 aabbccdd00112233445566778899aabb ccddeeff00112233445566778899aabb',
        ],
        ['DS', '60485 RSASHA1 1 2BB183AF5F22588179A53B0A98631FAD1A292118', '60485 5 1 2bb183af5f22588179a53b0a98631fad1a292118'],
        ['CERT', 'PKIX 0 0 MxFcby9k/yve dMfQ', '1 0 0 MxFcby9k/yvedMfQ'],
        ['CAA', '0 ISSUE "ca.net"', '0 issue ca.net'],
        ['NAPTR', '10 10 "S" "SIP+D2U" "" _sip._udp.Example.com', '10 10 "s" "SIP+D2U" "" _sip._udp.example.com.'],
        ['LOC', '52 22 23 N 4 53 32 E -2m', '52 22 23.000 N 4 53 32.000 E -2.00m 1m 10000m 10m'],
    ] as const)('%s %s is the same as %s', (type, a, b) => {
        expect(comparableRdata(type, a)).toBe(comparableRdata(type, b));
    });

    it.each([
        ['CERT', 'PKIX 0 0 MxFcby9k/yvedMfQ', 'PKIX 0 0 mxFcby9k/yvedMfQ'],
        ['HTTPS', '1 . alpn=h2', '1 . alpn=H2'],
        ['CAA', '0 issue "ca.net"', '0 issue "CA.net"'],
    ] as const)('%s %s differs from %s (base64 and strings keep their case)', (type, a, b) => {
        expect(comparableRdata(type, a)).not.toBe(comparableRdata(type, b));
    });
});

describe('the RFC checks, at the field', () => {
    it.each([
        ['HTTPS', '0 . alpn=h2', 'params', 'svcAliasParams'],
        ['HTTPS', '1 . mandatory=port alpn=h2', 'params.0.value', 'svcMandatoryMissing'],
        ['HTTPS', '1 . mandatory=mandatory', 'params.0.value', 'svcMandatorySelf'],
        ['HTTPS', '1 . no-default-alpn', 'params.0.value', 'svcNoDefaultAlpn'],
        ['HTTPS', '1 . port=1 port=2', 'params.1.key', 'svcKeyTwice'],
        ['HTTPS', '1 . key3=443', 'params.0.key', 'svcKeyNamed'],
        ['HTTPS', '1 . key65535', 'params.0.key', 'svcKeyReserved'],
        ['HTTPS', '1 . dohpath=/q', 'params.0.key', 'svcKey'],
        ['HTTPS', '1 . port=65536', 'params.0.value', 'svcPort'],
        ['HTTPS', '1 . ipv4hint=1.2.3', 'params.0.value', 'svcIpv4'],
        ['HTTPS', '1 . ipv6hint=1.2.3.4', 'params.0.value', 'svcIpv6'],
        ['HTTPS', '1 . ech=abc', 'params.0.value', 'svcEch'],
        ['HTTPS', '1 . alpn=h2,,h3', 'params.0.value', 'svcAlpn'],
        ['SVCB', '1 1.2.3.4 port=1', 'target', 'svcTarget'],
        ['TLSA', '3 1 1 aabb', 'data', 'tlsaDataLength'],
        ['TLSA', '3 1 0 xyz', 'data', 'tlsaData'],
        ['SMIMEA', '256 0 0 aa', 'usage', 'tlsaUsage'],
        ['SSHFP', '4 2 aabb', 'fingerprint', 'sshfpFingerprintLength'],
        ['DS', '1 8 0 aa', 'digestType', 'dsDigestTypeZero'],
        ['DS', '1 FOO 2 aa', 'algorithm', 'dsAlgorithm'],
        ['NAPTR', '1 1 "u" "E2U+sip" "!a!b!" x.example.com.', 'replacement', 'naptrBoth'],
        ['URI', '1 1 "no scheme"', 'target', 'uriTarget'],
        ['LOC', '91 0 0 N 0 0 0 E 0m', 'latitude', 'locLatitude'],
        ['LOC', '0 0 0 N 0 0 0 E 0m 90000001m', 'size', 'locSize'],
        ['CERT', 'pkix 0 0 AA==', 'certType', 'certType'],
        ['CAA', '0 a-b "x"', 'tag', 'caaTag'],
        ['CAA', '0 iodef "x"', 'value', 'caaIodef'],
    ] as const)('%s %s: %s %s', (type, text, field, message) => {
        const family = RDATA_FAMILIES[type] as (typeof RDATA_FAMILIES)['CAA'];
        const fields = readRdata(type, text) as Parameters<typeof family.check>[0];
        expect(key(family.check(fields)[field])).toBe(message);
    });

    it.each([
        ['HTTPS', '1'],
        ['TLSA', '3 1 1'],
        ['NAPTR', '1 1 "a" "b" "" x.example.com. extra'],
        ['CAA', '0 issue "open'],
        ['LOC', '52 22 23 4 53 32 E 0m'],
    ] as const)('%s %s cannot be read', (type, text) => {
        expect(checkRdata(type, text)).toBeDefined();
    });
});
