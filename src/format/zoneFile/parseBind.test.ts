import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseZone } from './';

const ZONE = 'example.com';
/** The first line of the console's BIND export (writeBind.ts). */
const HEADER = '; Zone example.com, 1 records, exported 2026-01-02 03:04:05\n';
const bind = (text: string, defaultTtl?: number) => parseZone(text, { origin: ZONE, format: 'bind', defaultTtl });
/** The records without their source lines, for short expectations. */
const records = (text: string) => bind(text).records.map(({ sourceLine: _line, ...record }) => record);
const only = (text: string) => {
    const result = bind(text);
    expect(result.refusals).toEqual([]);
    expect(result.records).toHaveLength(1);
    const { sourceLine: _line, ...record } = result.records[0];
    return record;
};

describe('BIND reader: names, TTL and class', () => {
    it.each([
        ['@ 600 IN A 192.0.2.1', '@'],
        ['www 600 IN A 192.0.2.1', 'www'],
        ['WWW 600 IN A 192.0.2.1', 'www'],
        ['www.example.com. 600 IN A 192.0.2.1', 'www'],
        ['example.com. 600 IN A 192.0.2.1', '@'],
        ['*.img 600 IN A 192.0.2.1', '*.img'],
        ['a.b 600 IN A 192.0.2.1', 'a.b'],
        ['$ORIGIN sub.example.com.\nhost 600 IN A 192.0.2.1', 'host.sub'],
        ['$ORIGIN sub\nhost 600 IN A 192.0.2.1', 'host.sub'],
        ['$ORIGIN sub.example.com.\n@ 600 IN A 192.0.2.1', 'sub'],
    ])('%j has host %s', (text, host) => {
        expect(only(text).host).toBe(host);
    });

    it.each([
        ['www 300 IN A 192.0.2.1', 300],
        ['www IN 300 A 192.0.2.1', 300],
        ['www 300 A 192.0.2.1', 300],
        ['www IN A 192.0.2.1', 600],
        ['www A 192.0.2.1', 600],
        ['www 1h IN A 192.0.2.1', 3600],
        ['www 1h30m IN A 192.0.2.1', 5400],
        ['www 2D IN A 192.0.2.1', 172_800],
        ['$TTL 1800\nwww IN A 192.0.2.1', 1800],
        ['$TTL 1d\nwww A 192.0.2.1', 86_400],
    ])('%j has TTL %i', (text, ttl) => {
        expect(only(text).ttl).toBe(ttl);
    });

    it('takes the default TTL given, else 600', () => {
        expect(bind('www A 192.0.2.1', 120).records[0].ttl).toBe(120);
    });

    it('without $TTL, a record without TTL takes the last TTL written (RFC 1035)', () => {
        expect(records('a 300 A 192.0.2.1\nb A 192.0.2.2').map(record => record.ttl)).toEqual([300, 300]);
        expect(records('$TTL 900\na 300 A 192.0.2.1\nb A 192.0.2.2').map(record => record.ttl)).toEqual([300, 900]);
    });

    it('a blank owner repeats the previous owner', () => {
        expect(records('www 600 IN A 192.0.2.1\n    600 IN A 192.0.2.2\n\tIN AAAA 2001:db8::1').map(record => record.host)).toEqual(['www', 'www', 'www']);
    });

    it('keeps the line each record starts on', () => {
        const result = bind('; header\n\n$TTL 600\nwww A 192.0.2.1\n_dmarc TXT ( "a"\n "b" )\nmail A 192.0.2.3');
        expect(result.records.map(record => record.sourceLine)).toEqual([4, 5, 7]);
    });
});

describe('BIND reader: values', () => {
    it.each([
        ['www A 192.0.2.1', { type: 'A', value: '192.0.2.1' }],
        ['www aaaa 2001:db8::1', { type: 'AAAA', value: '2001:db8::1' }],
        ['www CNAME cdn.example.net.', { type: 'CNAME', value: 'cdn.example.net' }],
        ['www CNAME cdn', { type: 'CNAME', value: 'cdn.example.com' }],
        ['www CNAME @', { type: 'CNAME', value: 'example.com' }],
        ['@ MX 10 mail.example.net.', { type: 'MX', value: 'mail.example.net', mx: 10 }],
        ['@ MX 20 mx2', { type: 'MX', value: 'mx2.example.com', mx: 20 }],
        ['dev NS ns1.partner.net.', { type: 'NS', value: 'ns1.partner.net' }],
        ['_sip._tcp SRV 10 60 5060 sip.example.com.', { type: 'SRV', value: '10 60 5060 sip.example.com' }],
        ['_sip._tcp SRV 10 60 5060 sip', { type: 'SRV', value: '10 60 5060 sip.example.com' }],
        ['_sip._tcp SRV 0 0 0 .', { type: 'SRV', value: '0 0 0 .' }],
        ['@ CAA 0 issue "letsencrypt.org"', { type: 'CAA', value: '0 issue "letsencrypt.org"' }],
        ['@ CAA 128 issuewild ";"', { type: 'CAA', value: '128 issuewild ";"' }],
        ['@ CAA 0 iodef "mailto:sec@example.com"', { type: 'CAA', value: '0 iodef "mailto:sec@example.com"' }],
        ['@ TXT "v=spf1 -all"', { type: 'TXT', value: 'v=spf1 -all' }],
        ['@ TXT v=spf1', { type: 'TXT', value: 'v=spf1' }],
        ['@ TXT "a; b ; c"', { type: 'TXT', value: 'a; b ; c' }],
        ['@ TXT "part one" "part two"', { type: 'TXT', value: '"part one" "part two"' }],
        ['@ TXT "say \\"hi\\""', { type: 'TXT', value: '"say \\"hi\\""' }],
        ['@ TXT "back\\\\slash"', { type: 'TXT', value: 'back\\slash' }],
        ['@ TXT "caf\\195\\169"', { type: 'TXT', value: 'café' }],
        ['@ TXT "\\065BC"', { type: 'TXT', value: 'ABC' }],
        ['@ TXT ""', { type: 'TXT', value: '""' }],
        ['@ TXT "  padded"', { type: 'TXT', value: '"  padded"' }],
        ['@ TXT "中文 记录"', { type: 'TXT', value: '中文 记录' }],
        ['go XURL "https://example.net/a"', { type: 'XURL', value: 'https://example.net/a' }],
        ['go URLFWD example.net/b', { type: 'URLFWD', value: 'https://example.net/b' }],
    ])('%j', (text, expected) => {
        expect(only(text)).toMatchObject(expected);
    });

    it('reads multi-line parentheses (long TXT, comments inside)', () => {
        const record = only('_dmarc 600 IN TXT ( "v=DMARC1; p=none; " ; first part\n\t"rua=mailto:d@example.com" ) ; end');
        expect(record.value).toBe('"v=DMARC1; p=none; " "rua=mailto:d@example.com"');
    });

    it('takes comments outside quotes only', () => {
        expect(only('@ TXT "a;b" ; comment "x"').value).toBe('a;b');
        expect(records('; a comment line\n   ; an indented one\nwww A 192.0.2.1 ; trailing')).toHaveLength(1);
    });

    it('takes PTR in a reverse zone only', () => {
        const reverse = parseZone('10 PTR host.example.com.', { origin: '2.0.192.in-addr.arpa', format: 'bind' });
        expect(reverse.records[0]).toMatchObject({ host: '10', type: 'PTR', value: 'host.example.com' });
        expect(bind('10 PTR host.example.com.').refusals[0]).toMatchObject({ line: 1, reason: 'zoneFile.typeNotOffered', args: { type: 'PTR' } });
    });

    it('reads a paused record written by our export (a file with its header)', () => {
        expect(only(`${HEADER}; paused: www\t600\tIN\tA\t192.0.2.1`)).toMatchObject({ host: 'www', paused: true });
        expect(only(`${HEADER}; console-only: go\t600\tIN\tXURL\t"https://example.net/"`)).toEqual({
            host: 'go',
            type: 'XURL',
            value: 'https://example.net/',
            ttl: 600,
        });
    });

    it('reads CRLF files', () => {
        expect(records('$TTL 300\r\nwww A 192.0.2.1\r\nmail A 192.0.2.2\r\n').map(record => record.ttl)).toEqual([300, 300]);
    });
});

describe('BIND reader: skipped and refused lines, each with its line', () => {
    it('skips SOA and the apex NS, refusing nothing', () => {
        const result = bind('@ IN SOA ns1.x.net. admin.x.net. (\n 1 2 3 4 5 )\n@ NS ns1.x.net.\nexample.com. NS ns2.x.net.\ndev NS ns1.y.net.');
        expect(result.refusals).toEqual([
            { line: 1, text: '@ IN SOA ns1.x.net. admin.x.net. (\n 1 2 3 4 5 )', reason: 'zoneChecks.soa', skipped: true },
            { line: 3, text: '@ NS ns1.x.net.', reason: 'zoneChecks.apexNs', skipped: true },
            { line: 4, text: 'example.com. NS ns2.x.net.', reason: 'zoneChecks.apexNs', skipped: true },
        ]);
        expect(result.records).toMatchObject([{ host: 'dev', type: 'NS', sourceLine: 5 }]);
    });

    it.each([
        ['$INCLUDE other.zone', 'zoneFile.include', undefined],
        ['$GENERATE 1-10 host$ A 192.0.2.$', 'zoneFile.directive', { name: '$GENERATE' }],
        ['$TTL', 'zoneFile.directiveArgument', { name: '$TTL' }],
        ['$TTL soon', 'zoneFile.ttlFormat', { value: 'soon' }],
        ['www 10x A 192.0.2.1', 'zoneFile.ttlFormat', { value: '10x' }],
        ['  A 192.0.2.1', 'zoneFile.noOwner', undefined],
        ['www CH A 192.0.2.1', 'zoneFile.class', { class: 'CH' }],
        ['www 600 IN', 'zoneFile.noType', undefined],
        ['www.example.net. A 192.0.2.1', 'zoneFile.otherZone', { name: 'www.example.net', zone: 'example.com' }],
        ['$ORIGIN example.org.\nwww A 192.0.2.1', 'zoneFile.otherZone', { name: 'www.example.org', zone: 'example.com' }],
        ['old HINFO "PC" "Linux"', 'zoneFile.unknownType', { type: 'HINFO' }],
        ['@ SPF "v=spf1 -all"', 'zoneFile.unknownType', { type: 'SPF' }],
        ['www A 192.0.2.1 192.0.2.2', 'zoneFile.rdata', { type: 'A', expected: 1, found: 2 }],
        ['_s._tcp SRV 10 5 sip.example.com.', 'zoneFile.rdata', { type: 'SRV', expected: 4, found: 3 }],
        ['@ TXT', 'zoneFile.rdataTxt', undefined],
        ['www A ( 192.0.2.1', 'zoneFile.parens', undefined],
        ['www A 192.0.2.1 )', 'zoneFile.parens', undefined],
        ['@ TXT "open', 'zoneFile.quotes', undefined],
        ['www A 300.1.2.3', 'recordChecks.valueIpv4', {}],
        ['www AAAA 192.0.2.1', 'recordChecks.valueIpv6', {}],
        ['www 0 A 192.0.2.1', 'recordChecks.ttl', { min: '1', max: '604800', value: '0' }],
        ['www 604801 A 192.0.2.1', 'recordChecks.ttl', { min: '1', max: '604800', value: '604801' }],
        ['@ MX 65536 mail.example.com.', 'recordChecks.mx', { min: '0', max: '65535', value: '65536' }],
        ['@ MX 10 .', 'recordChecks.nullMxPreference', {}],
        ['www CNAME 192.0.2.1.', 'recordChecks.hostnameIp', {}],
        ['@ CAA 0 po-licy "x"', 'rdataChecks.caaTag', { value: 'po-licy', max: '15' }],
        ['_s._tcp SRV 10 5 70000 sip.example.com.', 'recordChecks.srvPort', { value: '70000', min: '0', max: '65535' }],
        ['bad!host A 192.0.2.1', 'recordChecks.hostChars', { label: 'bad!host' }],
        [`@ TXT "${'x'.repeat(256)}"`, 'recordChecks.txtStringTooLong', { n: '1', bytes: '256', max: '255' }],
    ])('%j is refused: %s', (text, reason, args) => {
        const result = bind(text);
        expect(result.records).toEqual([]);
        const refusal = result.refusals[result.refusals.length - 1];
        expect(refusal.reason).toBe(reason);
        expect(refusal.args).toEqual(args);
        expect(refusal.skipped).toBeUndefined();
        expect(refusal.line).toBe(text.split('\n').length);
    });

    it('refuses a duplicate naming the first line, and keeps going after a bad line', () => {
        const result = bind('www A 192.0.2.1\nbad A x\nWWW.example.com. 300 A 192.0.2.1\nmail A 192.0.2.2');
        expect(result.records.map(record => record.sourceLine)).toEqual([1, 4]);
        expect(result.refusals.map(({ line, reason, args }) => ({ line, reason, args }))).toEqual([
            { line: 2, reason: 'recordChecks.valueIpv4', args: {} },
            { line: 3, reason: 'zoneFile.duplicate', args: { first: 1 } },
        ]);
    });

    it("cuts a refusal's text at 500 characters", () => {
        expect(bind(`www A ${'1'.repeat(900)}`).refusals[0].text).toHaveLength(500);
    });

    it("reads the fixture small.zone (used by the import page's browser test)", () => {
        const result = parseZone(readFileSync('tests/fixtures/zones/small.zone', 'utf8'), { origin: ZONE });
        expect(result.format).toBe('bind');
        expect(result.records).toHaveLength(12);
        expect(result.refusals.filter(refusal => refusal.skipped).map(refusal => refusal.line)).toEqual([4, 10, 11]);
        expect(result.refusals.filter(refusal => !refusal.skipped).map(({ line, reason }) => ({ line, reason }))).toEqual([
            { line: 26, reason: 'zoneFile.otherZone' },
            { line: 27, reason: 'recordChecks.valueIpv4' },
            { line: 28, reason: 'zoneFile.unknownType' },
            { line: 29, reason: 'zoneFile.include' },
        ]);
    });
});
