import { describe, expect, it } from 'vitest';
import { parseZone, writeBind, writeCsv } from './';

/** The record types read as fields, as real zone files write them: relative names, parentheses, split data. */
const ZONE = [
    '$ORIGIN example.com.',
    '$TTL 300',
    '@ HTTPS 1 . alpn="h3,h2" port=443 ipv4hint=192.0.2.1',
    'www HTTPS 0 cdn',
    '_8443._foo.api SVCB 1 svc ( mandatory=port port=8443 )',
    '_443._tcp.www TLSA 3 1 1 ( 0C72AC70B745AC19998811B131D662C9',
    '                           AC69DBDBE7CB23E5B514B56664C5D3D6 )',
    'host SSHFP 4 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789',
    '@ NAPTR 100 10 "S" "SIP+D2U" "" _sip._udp',
    'sub DS 60485 RSASHA1 1 2BB183AF5F22588179A53B0A98631FAD1A292118',
    '_ftp._tcp URI 10 1 "ftp://ftp1.example.com/public"',
    'geo LOC 52 22 23 N 4 53 32 E -2m',
    'hash._smimecert SMIMEA 3 0 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    'cert CERT PKIX 0 0 MxFcby9k/yvedMfQgKzhH5er0Mu/vILz 45IkskceFGgiWCn/GxHhai6VAuHAoNUz',
    '@ CAA 0 issuevmc "digicert.com"',
    'nomail MX 0 .',
    '',
].join('\n');

const VALUES = [
    '@ HTTPS 1 . alpn="h3,h2" port="443" ipv4hint="192.0.2.1"',
    'www HTTPS 0 cdn.example.com.',
    '_8443._foo.api SVCB 1 svc.example.com. mandatory="port" port="8443"',
    '_443._tcp.www TLSA 3 1 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    'host SSHFP 4 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789',
    '@ NAPTR 100 10 "S" "SIP+D2U" "" _sip._udp.example.com.',
    'sub DS 60485 5 1 2bb183af5f22588179a53b0a98631fad1a292118',
    '_ftp._tcp URI 10 1 "ftp://ftp1.example.com/public"',
    'geo LOC 52 22 23.000 N 4 53 32.000 E -2.00m',
    'hash._smimecert SMIMEA 3 0 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    'cert CERT PKIX 0 0 MxFcby9k/yvedMfQgKzhH5er0Mu/vILz45IkskceFGgiWCn/GxHhai6VAuHAoNUz',
    '@ CAA 0 issuevmc "digicert.com"',
    'nomail MX .',
];

describe('the record types read as fields in zone files', () => {
    const read = parseZone(ZONE, { origin: 'example.com' });

    it('reads them, names completed by the origin, values stored in their canonical text', () => {
        expect(read.refusals).toEqual([]);
        expect(read.records.map(record => `${record.host} ${record.type} ${record.value}`)).toEqual(VALUES);
        expect(read.records.find(record => record.host === 'nomail')?.mx).toBe(0);
    });

    it('writes them in presentation format, one line each, and reads them back the same (BIND and CSV)', () => {
        const bind = writeBind(read.records, 'example.com');
        expect(bind).toContain('@\t300\tIN\tHTTPS\t1 . alpn="h3,h2" port="443" ipv4hint="192.0.2.1"');
        expect(bind).toContain('nomail\t300\tIN\tMX\t0 .');
        for (const text of [bind, writeCsv(read.records, 'example.com')]) {
            const again = parseZone(text, { origin: 'example.com' });
            expect(again.refusals).toEqual([]);
            expect(again.records.map(record => `${record.host} ${record.type} ${record.value}`)).toEqual(VALUES);
        }
    });

    it('refuses a value its RFC refuses, with its line and the field check', () => {
        const result = parseZone('$ORIGIN example.com.\n@ 300 HTTPS 0 . alpn=h2\nx 300 TLSA 3 1 1 abcd\n', { origin: 'example.com' });
        expect(result.refusals.map(refusal => [refusal.line, refusal.reason])).toEqual([
            [2, 'rdataChecks.svcAliasParams'],
            [3, 'rdataChecks.tlsaDataLength'],
        ]);
    });
});
