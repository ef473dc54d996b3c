import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipv6Bytes, wireCase } from '../../../tests/support/rdataWire';
import { isRecordType } from '../../validation/records';
import { parseZone } from './';
import { classMnemonic, decodeRdata, genericBytes, genericRdataText, typeMnemonic, TYPE_NUMBERS } from './rfc3597';

interface ReferenceCase {
    type: string;
    source: 'hand' | 'random';
    text: string;
    hex: string;
    expected: string;
}

/** Cases written by dnspython (tests/fixtures/rfc3597/make-cases.py): a text, its wire bytes, and the text dnspython reads them back as. */
const reference = JSON.parse(readFileSync('tests/fixtures/rfc3597/cases.json', 'utf8')) as { cases: ReferenceCase[] };

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], pair => parseInt(pair, 16));
const generic = (type: string, hex: string) => genericRdataText(type, [String(hex.length / 2), hex]);
const problem = (type: string, hex: string) => {
    const found = decodeRdata(type, bytesOf(hex));
    return 'problem' in found ? found.problem : found;
};

describe('RFC 3597: type and class mnemonics', () => {
    it('knows the number of every type the console reads', () => {
        for (const [type, number] of Object.entries(TYPE_NUMBERS)) expect(typeMnemonic(`TYPE${number}`)).toBe(type);
        expect(typeMnemonic('type65')).toBe('HTTPS');
        expect(typeMnemonic('TYPE065')).toBe('HTTPS');
        expect(typeMnemonic('https')).toBe('HTTPS');
        expect(typeMnemonic('TYPE999')).toBe('TYPE999');
    });

    it('reads CLASS1 as IN, the other known classes by name, and no other word as a class', () => {
        const classes = ['IN', 'CH', 'HS', 'CS'];
        expect(classMnemonic('CLASS1', classes)).toBe('IN');
        expect(classMnemonic('class1', classes)).toBe('IN');
        expect(classMnemonic('CLASS3', classes)).toBe('CH');
        expect(classMnemonic('CLASS255', classes)).toBe('CLASS255');
        expect(classMnemonic('in', classes)).toBe('IN');
        expect(classMnemonic('A', classes)).toBeUndefined();
        expect(classMnemonic('CLASS', classes)).toBeUndefined();
    });
});

describe('RFC 3597: the \\# <length> <hex> form', () => {
    it.each([
        [
            ['4', 'c0000201'],
            [192, 0, 2, 1],
        ],
        [
            ['4', 'c0', '00', '0201'],
            [192, 0, 2, 1],
        ],
        [
            ['4', 'C00', '00201'],
            [192, 0, 2, 1],
        ],
        [['0'], []],
    ])('%j gives its bytes', (words, bytes) => {
        expect(genericBytes(words)).toEqual({ bytes: Uint8Array.from(bytes) });
    });

    it.each([
        [[], { reason: 'zoneFile.genericSyntax' }],
        [['x', 'c0000201'], { reason: 'zoneFile.genericSyntax' }],
        [['-4', 'c0000201'], { reason: 'zoneFile.genericSyntax' }],
        [['65536'], { reason: 'zoneFile.genericSyntax' }],
        [['4', 'c00002zz'], { reason: 'zoneFile.genericHex', args: { value: 'c00002zz' } }],
        [['4', 'c000020'], { reason: 'zoneFile.genericOddHex' }],
        [['4', 'c00002'], { reason: 'zoneFile.genericLength', args: { expected: 4, found: 3 } }],
        [['4', 'c0000201ff'], { reason: 'zoneFile.genericLength', args: { expected: 4, found: 5 } }],
        [['4'], { reason: 'zoneFile.genericLength', args: { expected: 4, found: 0 } }],
        [['0', '00'], { reason: 'zoneFile.genericLength', args: { expected: 0, found: 1 } }],
    ])('%j is refused', (words, refusal) => {
        expect(genericBytes(words)).toEqual({ problem: refusal });
    });

    it('refuses a quoted word', () => {
        expect(genericBytes(['4', 'c0000201'], [false, true])).toEqual({ problem: { reason: 'zoneFile.genericHex', args: { value: 'c0000201' } } });
    });
});

describe('RFC 3597: decoders give the text dnspython gives for the same bytes', () => {
    const hand = reference.cases.filter(entry => entry.source === 'hand');
    const random = reference.cases.filter(entry => entry.source === 'random');

    it('covers every type that has a wire form', () => {
        const types = new Set(reference.cases.map(entry => entry.type));
        expect([...types].sort()).toEqual(
            Object.keys(TYPE_NUMBERS)
                .filter(type => type !== 'SOA')
                .sort(),
        );
    });

    it.each(hand.map(entry => [entry.type, entry.text, entry.hex, entry.expected]))('%s %s', (type, _text, hex, expected) => {
        expect(generic(type, hex)).toEqual({ text: expected });
    });

    it(`reads ${random.length} random records of dnspython the same way`, () => {
        for (const entry of random) expect(generic(entry.type, entry.hex), `${entry.type} ${entry.text}`).toEqual({ text: entry.expected });
    });

    it('writes a URI that is not ASCII with \\DDD escapes, as every other character-string (dnspython prints the bytes decoded)', () => {
        expect(generic('URI', '00010001636166c3a9')).toEqual({ text: '1 1 "caf\\195\\169"' });
        expect(generic('URI', '000100012271')).toEqual({ text: '1 1 "\\"q"' });
    });
});

describe('RFC 3597: RDATA that cannot be read is refused, naming the type and the field', () => {
    it.each([
        ['A', '', { reason: 'zoneFile.genericEmpty', args: { type: 'A' } }],
        ['TXT', '', { reason: 'zoneFile.genericEmpty', args: { type: 'TXT' } }],
        ['A', 'c00002', { reason: 'zoneFile.genericTruncated', args: { type: 'A', field: 'address' } }],
        ['A', 'c000020101', { reason: 'zoneFile.genericTrailing', args: { type: 'A', count: 1 } }],
        ['AAAA', '20010db8', { reason: 'zoneFile.genericTruncated', args: { type: 'AAAA', field: 'address' } }],
        ['MX', '000a', { reason: 'zoneFile.genericTruncated', args: { type: 'MX', field: 'exchange' } }],
        ['MX', '000a046d61696c', { reason: 'zoneFile.genericTruncated', args: { type: 'MX', field: 'exchange' } }],
        ['MX', '000a046d61696c00ff', { reason: 'zoneFile.genericTrailing', args: { type: 'MX', count: 1 } }],
        ['CNAME', 'c00c', { reason: 'zoneFile.genericCompressed', args: { type: 'CNAME' } }],
        ['CNAME', '03777777c00c', { reason: 'zoneFile.genericCompressed', args: { type: 'CNAME' } }],
        ['CNAME', '4100', { reason: 'zoneFile.genericField', args: { type: 'CNAME', field: 'name' } }],
        ['CNAME', `${'3f' + '61'.repeat(63)}`.repeat(4) + '00', { reason: 'zoneFile.genericField', args: { type: 'CNAME', field: 'name' } }],
        ['TXT', '0568656c6c', { reason: 'zoneFile.genericTruncated', args: { type: 'TXT', field: 'string' } }],
        ['SRV', '000a000513c4', { reason: 'zoneFile.genericTruncated', args: { type: 'SRV', field: 'target' } }],
        ['CAA', '0000', { reason: 'zoneFile.genericField', args: { type: 'CAA', field: 'tag' } }],
        ['CAA', '00052d6973737565', { reason: 'zoneFile.genericField', args: { type: 'CAA', field: 'tag' } }],
        ['CAA', '0009697373756500', { reason: 'zoneFile.genericTruncated', args: { type: 'CAA', field: 'tag' } }],
        ['LOC', '01121613899b0ad0702c2a1800989128', { reason: 'zoneFile.genericField', args: { type: 'LOC', field: 'version' } }],
        ['LOC', '00a21613899b0ad0702c2a1800989128', { reason: 'zoneFile.genericField', args: { type: 'LOC', field: 'size' } }],
        ['LOC', '001216139386c7808000000000989680', { reason: 'zoneFile.genericField', args: { type: 'LOC', field: 'latitude' } }],
        ['LOC', '00121613899b0ad0702c2a18', { reason: 'zoneFile.genericTruncated', args: { type: 'LOC', field: 'altitude' } }],
        ['DS', 'ecd50501', { reason: 'zoneFile.genericTruncated', args: { type: 'DS', field: 'digest' } }],
        ['TLSA', '030101', { reason: 'zoneFile.genericTruncated', args: { type: 'TLSA', field: 'certificate association data' } }],
        ['URI', '000a0001', { reason: 'zoneFile.genericTruncated', args: { type: 'URI', field: 'target' } }],
        ['CERT', '0001000008', { reason: 'zoneFile.genericTruncated', args: { type: 'CERT', field: 'certificate' } }],
        ['NAPTR', '0064000a0153', { reason: 'zoneFile.genericTruncated', args: { type: 'NAPTR', field: 'services' } }],
        ['HTTPS', '00010001', { reason: 'zoneFile.genericTruncated', args: { type: 'HTTPS', field: 'SvcParamKey' } }],
        ['HTTPS', '0001000100', { reason: 'zoneFile.genericTruncated', args: { type: 'HTTPS', field: 'key256' } }],
        ['HTTPS', '0001000003000200', { reason: 'zoneFile.genericTruncated', args: { type: 'HTTPS', field: 'port' } }],
        ['HTTPS', '000100000300020050000100030268', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'SvcParamKey order' } }],
        ['HTTPS', '0001000003000201bb0003000201bb', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'SvcParamKey order' } }],
        ['HTTPS', '00010000010000', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'alpn' } }],
        ['HTTPS', '0001000001000100', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'alpn' } }],
        ['HTTPS', '00010000010003036832', { reason: 'zoneFile.genericTruncated', args: { type: 'HTTPS', field: 'alpn' } }],
        ['HTTPS', '000100000200010a', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'no-default-alpn' } }],
        ['HTTPS', '00010000030001bb', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'port' } }],
        ['HTTPS', '0001000004000300c000', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'ipv4hint' } }],
        ['HTTPS', '00010000040000', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'ipv4hint' } }],
        ['HTTPS', '00010000060004fe800000', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'ipv6hint' } }],
        ['HTTPS', '00010000050000', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'ech' } }],
        ['HTTPS', '000100000000040003000100030002', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'mandatory' } }],
        ['HTTPS', '0001000000000300030003', { reason: 'zoneFile.genericField', args: { type: 'HTTPS', field: 'mandatory' } }],
        ['XURL', '00', { reason: 'zoneFile.genericNoWire', args: { type: 'XURL' } }],
        ['URLFWD', '00', { reason: 'zoneFile.genericNoWire', args: { type: 'URLFWD' } }],
    ])('%s %s', (type, hex, refusal) => {
        expect(problem(type, hex)).toEqual(refusal);
    });
});

describe('RFC 3597: properties', () => {
    it('presentation -> wire -> decode gives the same presentation, for random records of every type', () => {
        fc.assert(
            fc.property(wireCase, ({ type, text, wire }) => {
                expect(decodeRdata(type, Uint8Array.from(wire))).toEqual({ text });
            }),
            { numRuns: 2000 },
        );
    });

    it('an IPv6 address is written as the URL standard writes it (RFC 5952), but for the IPv4-embedding forms', () => {
        fc.assert(
            fc.property(ipv6Bytes, bytes => {
                const found = decodeRdata('AAAA', Uint8Array.from(bytes));
                const text = 'text' in found ? found.text : '';
                if (text.includes('.')) expect(text).toMatch(/^::(ffff:)?\d+\.\d+\.\d+\.\d+$/);
                else expect(text).toBe(new URL(`http://[${text}]/`).hostname.slice(1, -1));
                const canonical = new URL(
                    `http://[${Array.from({ length: 8 }, (_, index) => (bytes[index * 2] * 256 + bytes[index * 2 + 1]).toString(16)).join(':')}]/`,
                ).hostname;
                if (!text.includes('.')) expect(`[${text}]`).toBe(canonical);
            }),
            { numRuns: 2000 },
        );
    });

    it('any bytes give a text or a refusal, never an exception', () => {
        fc.assert(
            fc.property(fc.constantFrom(...Object.keys(TYPE_NUMBERS).filter(type => type !== 'SOA')), fc.uint8Array({ maxLength: 64 }), (type, bytes) => {
                const found = decodeRdata(type, bytes);
                if ('problem' in found) expect(found.problem.reason).toMatch(/^zoneFile\.generic[A-Z]\w+$/);
                else expect(found.text).not.toBe('');
            }),
            { numRuns: 5000 },
        );
    });
});

describe('RFC 3597 in the BIND reader', () => {
    const ZONE = 'example.com';
    const read = (text: string, origin = ZONE) => parseZone(text, { origin, format: 'bind' });
    const withoutLines = (text: string, origin = ZONE) => {
        const { records, refusals } = read(text, origin);
        return { records: records.map(({ sourceLine: _line, ...record }) => record), refusals: refusals.map(({ text: _text, ...refusal }) => refusal) };
    };

    it.each([
        ['host TYPE1 \\# 4 c0000201', 'host A 192.0.2.1'],
        ['host A \\# 4 c0000201', 'host A 192.0.2.1'],
        ['host CLASS1 TYPE1 \\# 4 c0000201', 'host IN A 192.0.2.1'],
        ['host 300 CLASS1 TYPE1 \\# 4 c0 00 02 01', 'host 300 IN A 192.0.2.1'],
        ['host IN TYPE16 \\# 6 0568656c6c6f', 'host IN TXT hello'],
        ['host TXT \\# ( 12 0568656c6c6f\n 05776f726c64 )', 'host TXT "hello" "world"'],
        ['host TYPE28 \\# 16 20010db8000000000000000000000001', 'host AAAA 2001:db8::1'],
        ['host TYPE5 \\# 17 0377777707657861 6d706c6503636f6d00', 'host CNAME www.example.com.'],
        ['host TYPE15 \\# 20 000a 046d61696c076578616d706c6503636f6d00', 'host MX 10 mail.example.com.'],
        ['sub TYPE2 \\# 17 036e7331076578616d706c65036e657400', 'sub NS ns1.example.net.'],
        ['_sip._tcp TYPE33 \\# 23 000a000513c4 03736970076578616d706c6503636f6d00', '_sip._tcp SRV 10 5 5060 sip.example.com.'],
        ['host TYPE257 \\# 22 000569737375656c657473656e63727970742e6f7267', 'host CAA 0 issue "letsencrypt.org"'],
        ['host TXT \\# 1 00', 'host TXT ""'],
    ])('%j reads as %j', (genericText, presentation) => {
        const found = withoutLines(genericText);
        expect(found).toEqual(withoutLines(presentation));
        expect(found.records).toHaveLength(1);
    });

    it('reads PTR in a reverse zone', () => {
        const hex = '04686f7374076578616d706c6503636f6d00';
        expect(withoutLines(`1 TYPE12 \\# 18 ${hex}`, '2.0.192.in-addr.arpa')).toEqual(withoutLines('1 PTR host.example.com.', '2.0.192.in-addr.arpa'));
    });

    it('applies the same checks as to the written form: an MX of priority 0 is refused alike', () => {
        const generic = withoutLines('host MX \\# 3 000000');
        expect(generic).toEqual(withoutLines('host MX 0 .'));
    });

    it('skips SOA and the apex NS written generically, as when written by name', () => {
        const { records, refusals } = read('@ TYPE6 \\# 22 036e7331c00c0000000000000000000000000000000000\n@ TYPE2 \\# 5 036e733100');
        expect(records).toEqual([]);
        expect(refusals.map(refusal => [refusal.line, refusal.reason, refusal.skipped])).toEqual([
            [1, 'zoneChecks.soa', true],
            [2, 'zoneChecks.apexNs', true],
        ]);
    });

    it('refuses, with its line, a type number the console has no type for, and a class other than IN', () => {
        const { refusals } = read('a A 192.0.2.1\nb TYPE999 \\# 2 abcd\nc CLASS3 TYPE1 \\# 4 c0000201\nd TYPE46 \\# 0');
        expect(refusals.map(({ line, reason, args }) => ({ line, reason, args }))).toEqual([
            { line: 2, reason: 'zoneFile.genericType', args: { type: 'TYPE999', number: 999 } },
            { line: 3, reason: 'zoneFile.class', args: { class: 'CH' } },
            { line: 4, reason: 'zoneFile.genericType', args: { type: 'TYPE46', number: 46 } },
        ]);
    });

    it('refuses bad generic RDATA with its line and text', () => {
        const { records, refusals } = read(
            'a A \\# 4 c00002\nb A \\# 4 c0000201ff\nc A \\# 5 c000020101\nd TYPE1 \\# 3 c00002\ne A \\# x\nf CNAME \\# 2 c00c\ng XURL \\# 1 00',
        );
        expect(records).toEqual([]);
        expect(refusals.map(({ line, text, reason }) => [line, text, reason])).toEqual([
            [1, 'a A \\# 4 c00002', 'zoneFile.genericLength'],
            [2, 'b A \\# 4 c0000201ff', 'zoneFile.genericLength'],
            [3, 'c A \\# 5 c000020101', 'zoneFile.genericTrailing'],
            [4, 'd TYPE1 \\# 3 c00002', 'zoneFile.genericTruncated'],
            [5, 'e A \\# x', 'zoneFile.genericSyntax'],
            [6, 'f CNAME \\# 2 c00c', 'zoneFile.genericCompressed'],
            [7, 'g XURL \\# 1 00', 'zoneFile.genericNoWire'],
        ]);
    });

    it("reads BIND 9's own test zone of generic records (bin/tests/system/unknown/ns1) as BIND serves it", () => {
        const zone = [
            '$TTL 300',
            '@\t\t\tSOA\tmname1. . ( 2000062101 20 20 1814400 3600 )',
            '\t\t\tNS\tns',
            'a1\t\t\tA\t\\# 4 0A000001',
            'a2\t\t\tA\t\\# 4 0A 00 00 01',
            'a3\t\tCLASS1\tA\t10.0.0.1',
            'a4\t\tCLASS1\tA\t\\# 4 0A000001',
            'a5\t\t\tTYPE1\t10.0.0.1',
            'a6\t\t\tTYPE1\t\\# 4 0A000001',
            'a8\t\tCLASS1\tTYPE1\t\\# 4 0A000001',
            'a11\t\tIN\tTYPE1\t\\# 4 0a000001',
            'null\t\tIN\tNULL\t\\# 1 00',
            'empty\t\tIN\tTYPE124\t\\# 0',
            'txt3\t\tIN\tTYPE16\t"hello"',
            'txt6\t\t\tTYPE16\t\\# 6 0568656C6C6F',
            'txt8\t\tIN\tTXT\t"\\#" 2 0145',
            'txt9\t\tIN\tTXT\t\\# text',
            'a\t\t\tA\t\\# 5 0A000001',
            'b\t\t\tA\t\\# 4 0A00000100',
            'c\t\t\tA\t\\# 5 0A00000100',
            'any\t\t\tTYPE255\t\\# 2 AB CD',
            'eid\t\tin\tTYPE31\t\\# 01 aa',
        ].join('\n');
        const { records, refusals } = read(zone);
        expect(records.map(({ host, type, value }) => `${host} ${type} ${value}`)).toEqual([
            ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a8', 'a11'].map(host => `${host} A 10.0.0.1`),
            'txt3 TXT hello',
            'txt6 TXT hello',
            'txt8 TXT "#" "2" "0145"',
            'txt9 TXT "#" "text"',
        ]);
        expect(refusals.map(({ line, reason, args }) => `${line} ${reason}${args?.type ? ` ${args.type}` : ''}`)).toEqual([
            '2 zoneChecks.soa',
            '3 zoneChecks.apexNs',
            '12 zoneFile.unknownType NULL',
            '13 zoneFile.genericType TYPE124',
            '18 zoneFile.genericLength',
            '19 zoneFile.genericLength',
            '20 zoneFile.genericTrailing A',
            '21 zoneFile.genericType TYPE255',
            '22 zoneFile.genericType TYPE31',
        ]);
    });

    it('reads an unescaped # as text, not as generic RDATA', () => {
        expect(withoutLines('host TXT # 4 c0000201').records.map(record => record.value)).toEqual(['"#" "4" "c0000201"']);
        expect(withoutLines('host TXT \\#').records.map(record => record.value)).toEqual(['#']);
        expect(withoutLines('host A \\# text').refusals.map(refusal => refusal.reason)).toEqual(['zoneFile.genericSyntax']);
        expect(withoutLines('host TXT "\\#"').records.map(record => record.value)).toEqual(['#']);
    });

    it('reads every record dnspython wrote of a type the console holds the same generically as written', () => {
        const cases = reference.cases.filter(({ type }) => isRecordType(type) && type !== 'PTR');
        expect(cases.length).toBeGreaterThan(200);
        let accepted = 0;
        for (const entry of cases) {
            const generic = withoutLines(`host ${entry.type} \\# ${entry.hex.length / 2} ${entry.hex}`);
            expect(generic, `${entry.type} ${entry.text}`).toEqual(withoutLines(`host ${entry.type} ${entry.expected}`));
            accepted += generic.records.length;
        }
        expect(accepted).toBeGreaterThan(cases.length / 2);
    });
});
