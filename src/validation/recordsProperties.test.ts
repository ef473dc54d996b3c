import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RDATA_VALUES } from '../../tests/support/rdataArbitraries';
import { canonicalRdata, isRdataType } from './rdata';
import {
    ALL_RECORD_TYPES,
    checkHost,
    checkMx,
    checkRecordValue,
    checkTtl,
    checkWeight,
    findConflict,
    normaliseRecordValue,
    RECORD_LIMITS,
    utf8Bytes,
} from './records';

const key = (problem: { message: string } | undefined) => problem?.message.replace(/^(recordChecks|rdataChecks)\./, '');

// ---- generators of valid values
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9_-]{0,18}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const hostname = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), tld, fc.boolean())
    .map(([labels, top, dot]) => `${[...labels, top].join('.')}${dot ? '.' : ''}`);
const host = fc.oneof(
    fc.constantFrom('@', '*', ''),
    fc.array(label, { minLength: 1, maxLength: 4 }).map(labels => labels.join('.')),
    fc.array(label, { minLength: 1, maxLength: 3 }).map(labels => `*.${labels.join('.')}`),
);
const port = fc.integer({ min: 0, max: 65535 });
/** Text without quotes or backslashes (any script). */
const plain = fc.string({ unit: 'grapheme', maxLength: 80 }).map(text => text.replace(/["\\]/g, ''));
const quoted = (text: string) => `"${text.replace(/[\\"]/g, match => `\\${match}`)}"`;
const txtStrings = fc
    .array(fc.string({ unit: 'grapheme', maxLength: 60 }), { minLength: 1, maxLength: 4 })
    .filter(strings => strings.every(text => utf8Bytes(text) <= RECORD_LIMITS.txtStringBytes));
const webUrl = fc.webUrl({ validSchemes: ['http', 'https'] }).filter(url => url.length <= RECORD_LIMITS.url);

const valid: Record<string, fc.Arbitrary<string>> = {
    A: fc.ipV4(),
    AAAA: fc.ipV6(),
    CNAME: hostname,
    NS: hostname,
    MX: hostname,
    PTR: hostname,
    TXT: fc.oneof(
        plain.map(text => text.trim()).filter(text => text !== '' && utf8Bytes(text) <= RECORD_LIMITS.txtStringBytes),
        txtStrings.map(strings => strings.map(quoted).join(' ')),
    ),
    SRV: fc.tuple(port, port, port, fc.oneof(hostname, fc.constant('.'))).map(parts => parts.join(' ')),
    ...RDATA_VALUES,
    XURL: webUrl,
    URLFWD: fc.oneof(
        webUrl,
        hostname.map(name => name.replace(/\.$/, '')),
    ),
};

describe('generated valid values pass', () => {
    it.each(ALL_RECORD_TYPES)('%s', type => {
        fc.assert(
            fc.property(valid[type], value => {
                expect(checkRecordValue(type, value)).toBeUndefined();
                expect(checkRecordValue(type, normaliseRecordValue(type, value))).toBeUndefined();
            }),
        );
    });

    it('hosts', () => {
        fc.assert(fc.property(host, value => void expect(checkHost(value)).toBeUndefined()));
    });

    it('TTL, MX priority and weight, as numbers and as strings', () => {
        const ranged = (check: (value: unknown) => unknown, { min, max }: { min: number; max: number }) =>
            fc.assert(
                fc.property(fc.integer({ min, max }), value => {
                    expect(check(value)).toBeUndefined();
                    expect(check(String(value))).toBeUndefined();
                }),
            );
        ranged(checkTtl, RECORD_LIMITS.ttl);
        ranged(checkMx, RECORD_LIMITS.mx);
        ranged(checkWeight, RECORD_LIMITS.weight);
    });
});

// ---- mutations: a valid value broken one way, and the message that names the way
const outside = ({ min, max }: { min: number; max: number }) =>
    fc.oneof(fc.integer({ min: max + 1, max: max * 10 + 10 }), fc.integer({ min: -1000, max: min - 1 }));

const bad: Array<[string, string, fc.Arbitrary<string>]> = [
    [
        'A',
        'valueIpv4',
        fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 256, max: 999 })).map(([ip, index, octet]) =>
            ip
                .split('.')
                .map((part, i) => (i === index ? octet : part))
                .join('.'),
        ),
    ],
    ['A', 'valueIpv4', fc.ipV4().map(ip => ip.split('.').slice(0, 3).join('.'))],
    ['A', 'valueIpv4', fc.ipV6()],
    ['AAAA', 'valueIpv6', fc.ipV4()],
    ['AAAA', 'valueIpv6', fc.ipV6().map(ip => `${ip}:::`)],
    ['CNAME', 'hostnameIp', fc.ipV4()],
    ['MX', 'hostnameIp', fc.ipV6()],
    ['CNAME', 'valueCname', fc.tuple(hostname, fc.constantFrom(' ', '!', '/', ',', '..')).map(([name, junk]) => `x${junk}${name}`)],
    ['NS', 'valueNs', label],
    ['MX', 'valueMx', hostname.map(name => `-${name}`)],
    ['PTR', 'valuePtr', fc.tuple(label, tld).map(([name, top]) => `${name}..${top}`)],
    ['CNAME', 'labelTooLong', fc.tuple(fc.stringMatching(/^[a-z]{64,80}$/), hostname).map(([long, name]) => `${long}.${name}`)],
    ['TXT', 'txtQuotes', txtStrings.map(strings => `${strings.map(quoted).join(' ')} "`)],
    ['TXT', 'txtQuotes', txtStrings.map(strings => `${strings.map(quoted).join(' ')}x`)],
    ['TXT', 'txtStringTooLong', fc.stringMatching(/^[a-z]{256,400}$/)],
    ['TXT', 'txtStringTooLong', fc.integer({ min: 86, max: 170 }).map(n => `"${'中'.repeat(n)}"`)],
    [
        'TXT',
        'txtTooLong',
        fc.integer({ min: 257, max: 300 }).map(n =>
            Array(n)
                .fill(`"${'a'.repeat(255)}"`)
                .join(' '),
        ),
    ],
    ['SRV', 'valueSrv', fc.tuple(port, port, port).map(parts => parts.join(' '))],
    ['SRV', 'srvPriority', fc.tuple(outside(RECORD_LIMITS.srv), port, port, hostname).map(parts => parts.join(' '))],
    ['SRV', 'srvWeight', fc.tuple(port, outside(RECORD_LIMITS.srv), port, hostname).map(parts => parts.join(' '))],
    ['SRV', 'srvPort', fc.tuple(port, port, outside(RECORD_LIMITS.srv), hostname).map(parts => parts.join(' '))],
    ['SRV', 'srvTarget', fc.tuple(port, port, port, fc.ipV4()).map(parts => parts.join(' '))],
    ['CAA', 'caaFlags', fc.tuple(outside(RECORD_LIMITS.caaFlags), hostname).map(([flags, ca]) => `${flags} issue "${ca}"`)],
    ['CAA', 'caaTag', fc.tuple(fc.stringMatching(/^[a-z]{1,7}-[a-z]{1,7}$/), hostname).map(([tag, ca]) => `0 ${tag} "${ca}"`)],
    ['CAA', 'caaTag', fc.tuple(fc.stringMatching(/^[a-z0-9]{16,30}$/), hostname).map(([tag, ca]) => `0 ${tag} "${ca}"`)],
    ['CAA', 'quotes', hostname.map(ca => `0 issue "${ca}`)],
    ['HTTPS', 'svcPort', fc.integer({ min: 65_536, max: 999_999 }).map(port => `1 . port=${port}`)],
    ['TLSA', 'tlsaDataLength', fc.integer({ min: 1, max: 31 }).map(bytes => `3 1 1 ${'ab'.repeat(bytes)}`)],
    ['DS', 'dsKeyTag', fc.integer({ min: 65_536, max: 999_999 }).map(tag => `${tag} 13 2 ${'ab'.repeat(32)}`)],
    ['CAA', 'caaIodef', hostname.map(domain => `0 iodef "${domain}"`)],
    [
        'URLFWD',
        'valueUrl',
        fc.tuple(webUrl, fc.nat()).map(([url, at]) => {
            const index = 8 + (at % Math.max(1, url.length - 8));
            return `${url.slice(0, index)} ${url.slice(index)}`;
        }),
    ],
    ['XURL', 'valueUrl', hostname.map(name => `ftp://${name}`)],
];

describe('mutated values are refused with the right message', () => {
    it.each(bad)('%s: %s', (type, message, arbitrary) => {
        fc.assert(fc.property(arbitrary, value => void expect(key(checkRecordValue(type, value))).toBe(message)));
    });

    it.each([
        ['hostWildcard', fc.array(label, { minLength: 1, maxLength: 3 }).map(labels => `${labels.join('.')}.*`)],
        ['hostWildcard', fc.tuple(label, label).map(([a, b]) => `${a}*${b}`)],
        ['labelTooLong', fc.stringMatching(/^[a-z]{64,90}$/)],
        ['hostChars', fc.tuple(label, fc.constantFrom('!', '#', ' ', '/', '中', '$')).map(([name, junk]) => `${name}${junk}${name}`)],
        ['hostHyphen', label.map(name => `${name}-`)],
        ['hostEmptyLabel', fc.tuple(label, label).map(([a, b]) => `${a}..${b}`)],
    ])('host: %s', (message, arbitrary) => {
        fc.assert(fc.property(arbitrary, value => void expect(key(checkHost(value))).toBe(message)));
    });

    it('TTL, MX priority and weight out of range or not whole', () => {
        const refused = (check: (value: unknown) => { message: string } | undefined, range: { min: number; max: number }, message: string) => {
            fc.assert(fc.property(outside(range), value => void expect(key(check(value))).toBe(message)));
            fc.assert(fc.property(fc.double({ min: range.min, max: range.max, noInteger: true }), value => void expect(key(check(value))).toBe(message)));
        };
        refused(checkTtl, RECORD_LIMITS.ttl, 'ttl');
        refused(checkMx, RECORD_LIMITS.mx, 'mx');
        refused(checkWeight, RECORD_LIMITS.weight, 'weight');
    });
});

describe('normaliseRecordValue', () => {
    it('is idempotent for every type and any text', () => {
        fc.assert(
            fc.property(fc.constantFrom(...ALL_RECORD_TYPES), fc.string(), (type, value) => {
                const once = normaliseRecordValue(type, value);
                expect(normaliseRecordValue(type, once)).toBe(once);
            }),
        );
    });

    it('only trims, except that URL forwarding gains https:// and the types read as fields take their canonical text', () => {
        fc.assert(
            fc.property(fc.constantFrom(...ALL_RECORD_TYPES), fc.string(), (type, value) => {
                const result = normaliseRecordValue(type, value);
                if (isRdataType(type)) expect(result).toBe(canonicalRdata(type, value));
                else if (type === 'XURL' || type === 'URLFWD') expect([value.trim(), `https://${value.trim()}`]).toContain(result);
                else expect(result).toBe(value.trim());
            }),
        );
    });
});

describe('findConflict', () => {
    it('a record never conflicts with itself, and always duplicates a copy of itself', () => {
        const record = fc.record({
            id: fc.nat(),
            top: host,
            record_type: fc.constantFrom('A', 'CNAME', 'TXT', 'MX'),
            value: hostname,
            record_line_id: fc.integer({ min: 1, max: 5 }),
        });
        fc.assert(
            fc.property(record, candidate => {
                expect(findConflict(candidate, [candidate])).toBeUndefined();
                expect(key(findConflict({ ...candidate, id: candidate.id + 1 }, [candidate]))).toBe('duplicate');
            }),
        );
    });
});
