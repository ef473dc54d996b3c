import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
    checkHost,
    checkMx,
    checkRecordValue,
    checkTtl,
    checkWeight,
    DEFAULT_TTL,
    normaliseRecordValue,
    RECORD_TYPES,
    recordProblems,
    recordTypesFor,
    TTL_PRESET_CHOICES,
    TTL_PRESETS,
} from './records';
import { rdataChecksCn, rdataChecksEn } from '../i18n/sections/rdataChecks';
import { recordChecksCn, recordChecksEn } from '../i18n/sections/recordChecks';

const key = (problem: { message: string } | undefined) => problem?.message.replace(/^recordChecks\./, '');

describe('record types', () => {
    it('offers PTR in reverse zones only', () => {
        expect(RECORD_TYPES).not.toContain('PTR');
        expect(recordTypesFor('example.com')).toEqual(RECORD_TYPES);
        expect(recordTypesFor('2.0.192.in-addr.arpa')).toContain('PTR');
        expect(recordTypesFor({ domain: '8.b.d.0.1.0.0.2.ip6.arpa.' })).toContain('PTR');
        expect(recordTypesFor(undefined)).toEqual(RECORD_TYPES);
    });

    it("TTL presets: DNSPod's, 600 the default, each with a label in both languages", () => {
        expect(TTL_PRESETS).toEqual([60, 300, 600, 1800, 3600, 43200, 86400]);
        expect(DEFAULT_TTL).toBe(600);
        for (const { name } of TTL_PRESET_CHOICES) {
            const leaf = name.split('.').pop() as keyof typeof recordChecksEn.ttlPresets;
            expect(recordChecksEn.ttlPresets[leaf]).toBeTruthy();
            expect(recordChecksCn.ttlPresets[leaf]).toBeTruthy();
        }
    });
});

describe('checkHost', () => {
    it.each(['', '@', '*', 'www', 'WWW', 'a.b', '*.sub', '*.a.b', '_dmarc', '_sip._tcp', 'a-b', 'a_b', '1', 'x'.repeat(63), ' www '])('accepts %j', host => {
        expect(checkHost(host)).toBeUndefined();
    });

    it.each([
        ['a..b', 'hostEmptyLabel'],
        ['.www', 'hostEmptyLabel'],
        ['www.', 'hostEmptyLabel'],
        ['a.*', 'hostWildcard'],
        ['*a', 'hostWildcard'],
        ['**', 'hostWildcard'],
        ['a.*.b', 'hostWildcard'],
        ['-a', 'hostHyphen'],
        ['a-', 'hostHyphen'],
        ['b.-a', 'hostHyphen'],
        ['w w', 'hostChars'],
        ['a/b', 'hostChars'],
        ['中文', 'hostChars'],
        ['www.@', 'hostApex'],
        ['x'.repeat(64), 'labelTooLong'],
        [Array(64).fill('abc').join('.'), 'hostTooLong'],
    ])('refuses %j with %s', (host, message) => {
        expect(key(checkHost(host))).toBe(message);
    });

    it("with the zone, judges the full name's length", () => {
        const host = Array(30).fill('abcdefg').join('.');
        expect(checkHost(host)).toBeUndefined();
        expect(checkHost(host, 'example.com')).toBeUndefined();
        expect(checkHost(host, `${'z'.repeat(30)}.com.`)).toEqual({
            message: 'recordChecks.nameTooLong',
            args: { zone: `${'z'.repeat(30)}.com`, length: '274', max: '253' },
        });
    });

    it('names the offending label', () => {
        expect(checkHost('ok.b@d')).toEqual({ message: 'recordChecks.hostChars', args: { label: 'b@d' } });
    });
});

describe('checkRecordValue', () => {
    it.each([
        ['A', '1.2.3.4'],
        ['A', ' 255.255.255.255 '],
        ['AAAA', '2001:db8::1'],
        ['AAAA', '::1'],
        ['CNAME', 'target.example.com'],
        ['CNAME', 'target.example.com.'],
        ['CNAME', 'xn--fiq228c.com'],
        ['CNAME', '_acme.example.com'],
        ['NS', 'ns1.dnspod.net'],
        ['MX', 'mxbiz1.qq.com.'],
        ['PTR', 'host.example.com'],
        ['TXT', 'v=spf1 include:spf.example.com ~all'],
        ['TXT', '"v=DKIM1; k=rsa; p=MIGf"'],
        ['TXT', '"part one" "part two"'],
        ['TXT', '"say \\"hi\\""'],
        ['TXT', '""'],
        ['TXT', '中'.repeat(85)],
        ['TXT', 'x'.repeat(255)],
        ['TXT', '"caf\\233" "\\255\\254\\000\\001"'],
        [
            'TXT',
            Array(256)
                .fill(`"${'x'.repeat(254)}"`)
                .join(' '),
        ],
        ['TXT', `"${'x'.repeat(255)}" "${'y'.repeat(200)}"`],
        ['SRV', '10 5 5060 sip.example.com'],
        ['SRV', '0 0 0 .'],
        ['SRV', '65535 65535 65535 sip.example.com.'],
        ['CAA', '0 issue "letsencrypt.org"'],
        ['CAA', '128 issuewild "digicert.com; cansignhttpexchanges=yes"'],
        ['CAA', '0 issue ";"'],
        ['CAA', '0 issue ""'],
        ['CAA', '0 iodef "mailto:security@example.com"'],
        ['CAA', '0 iodef "https://report.example.com/caa"'],
        ['CAA', '0 ISSUE "letsencrypt.org"'],
        ['CAA', '0 issue letsencrypt.org'],
        ['CAA', '0 issuemail "letsencrypt.org"'],
        ['CAA', '0 issuevmc "digicert.com"'],
        ['CAA', '128 policy "anything at all"'],
        ['MX', '.'],
        ['URLFWD', 'https://www.example.com/path?q=1'],
        ['URLFWD', 'www.example.com'],
        ['XURL', 'http://1.2.3.4:8080/'],
        ['XURL', 'https://中文.com'],
    ])('%s accepts %j', (type, value) => {
        expect(checkRecordValue(type, value)).toBeUndefined();
    });

    it.each([
        ['A', '', 'valueRequired'],
        ['A', '1.2.3', 'valueIpv4'],
        ['A', '1.2.3.256', 'valueIpv4'],
        ['A', '2001:db8::1', 'valueIpv4'],
        ['AAAA', '1.2.3.4', 'valueIpv6'],
        ['AAAA', '2001:db8::g', 'valueIpv6'],
        ['CNAME', '1.2.3.4', 'hostnameIp'],
        ['CNAME', 'localhost', 'valueCname'],
        ['CNAME', 'a..com', 'valueCname'],
        ['CNAME', 'a b.com', 'valueCname'],
        ['CNAME', 'a.123', 'valueCname'],
        ['CNAME', `${'x'.repeat(64)}.com`, 'labelTooLong'],
        ['CNAME', `${Array(64).fill('abc').join('.')}.com`, 'hostnameTooLong'],
        ['MX', '-mx.qq.com', 'valueMx'],
        ['MX', '10 mx.qq.com', 'valueMx'],
        ['NS', 'ns1', 'valueNs'],
        ['PTR', '2001:db8::1', 'hostnameIp'],
        ['TXT', '"unbalanced', 'txtQuotes'],
        ['TXT', 'text "quoted"', 'txtQuotes'],
        ['TXT', '"a""b"', 'txtQuotes'],
        ['TXT', '"a" b', 'txtQuotes'],
        ['TXT', 'x'.repeat(256), 'txtStringTooLong'],
        ['TXT', '中'.repeat(86), 'txtStringTooLong'],
        [
            'TXT',
            Array(257)
                .fill(`"${'x'.repeat(255)}"`)
                .join(' '),
            'txtTooLong',
        ],
        ['TXT', '"caf\\999"', 'txtEscape'],
        ['TXT', '"caf\\23"', 'txtEscape'],
        ['SRV', '10 5 5060', 'valueSrv'],
        ['SRV', '10 5 5060 sip.example.com extra', 'valueSrv'],
        ['SRV', 'x 5 5060 sip.example.com', 'srvPriority'],
        ['SRV', '10 -1 5060 sip.example.com', 'srvWeight'],
        ['SRV', '10 5 65536 sip.example.com', 'srvPort'],
        ['SRV', '10 5 5060 1.2.3.4', 'srvTarget'],
        ['CAA', 'issue "letsencrypt.org"', 'rdataChecks.valueCaa'],
        ['CAA', '256 issue "letsencrypt.org"', 'rdataChecks.caaFlags'],
        ['CAA', '0 is-sue "x"', 'rdataChecks.caaTag'],
        ['CAA', '0 abcdefghijklmnop "x"', 'rdataChecks.caaTag'],
        ['CAA', '0 issue "let"s"', 'rdataChecks.quotes'],
        ['CAA', '0 issue "not a domain"', 'rdataChecks.caaIssuer'],
        ['CAA', '0 issuemail "not a domain"', 'rdataChecks.caaIssuer'],
        ['CAA', '0 iodef "security@example.com"', 'rdataChecks.caaIodef'],
        ['CAA', '0 iodef "ftp://example.com"', 'rdataChecks.caaIodef'],
        ['MX', '.x', 'valueMx'],
        ['URLFWD', 'ftp://example.com', 'valueUrl'],
        ['URLFWD', 'exa mple.com', 'valueUrl'],
        ['URLFWD', 'https://', 'valueUrl'],
        ['XURL', 'https://user:pw@example.com', 'valueUrl'],
        ['XURL', 'localhost', 'valueUrl'],
        ['XURL', `https://example.com/${'x'.repeat(2048)}`, 'urlTooLong'],
        ['PTR', 'host', 'valuePtr'],
        ['FOO', 'x', 'type'],
    ])('%s refuses %j with %s', (type, value, message) => {
        expect(key(checkRecordValue(type, value))).toBe(message);
    });

    it('names the byte count of a long TXT string', () => {
        expect(checkRecordValue('TXT', `"ok" "${'é'.repeat(128)}"`)).toEqual({
            message: 'recordChecks.txtStringTooLong',
            args: { n: '2', bytes: '256', max: '255' },
        });
    });
});

describe('normaliseRecordValue', () => {
    it.each([
        ['A', ' 1.2.3.4 ', '1.2.3.4'],
        ['CNAME', 'Target.Example.com.', 'Target.Example.com.'],
        ['URLFWD', 'www.example.com', 'https://www.example.com'],
        ['XURL', ' http://a.com ', 'http://a.com'],
        ['URLFWD', '', ''],
        ['TXT', '  "a"  ', '"a"'],
        ['TXT', 'x'.repeat(300), `"${'x'.repeat(255)}" "${'x'.repeat(45)}"`],
        ['TXT', `"${'中'.repeat(86)}" "b"`, `"${'中'.repeat(85)}" "中" "b"`],
        ['TXT', '"caf\\233"', '"caf\\233"'],
    ])('%s %j -> %j', (type, value, expected) => {
        expect(normaliseRecordValue(type, value)).toBe(expected);
    });
});

describe('checkTtl, checkMx, checkWeight', () => {
    it.each<[(value: unknown) => unknown, unknown[], unknown[]]>([
        [checkTtl, [1, 600, '600', ' 3600 ', 604800], [0, 604801, '', undefined, null, 1.5, '1e3', '-1', 'abc', NaN]],
        [checkMx, [0, 1, 10, '50', 65535], [-1, 65536, '', 2.5]],
        [checkWeight, [0, 1, '100'], [-1, 101, '', 'x']],
    ])('%o', (check, good, bad) => {
        for (const value of good) expect(check(value)).toBeUndefined();
        for (const value of bad) expect(check(value)).toBeDefined();
    });

    it('names the range', () => {
        expect(checkTtl(0)).toEqual({ message: 'recordChecks.ttl', args: { min: '1', max: '604800', value: '0' } });
        expect(checkMx(65536)).toMatchObject({ message: 'recordChecks.mx', args: { min: '0', max: '65535' } });
        expect(checkWeight(101)).toMatchObject({ message: 'recordChecks.weight', args: { min: '0', max: '100' } });
    });
});

describe('the null MX (RFC 7505)', () => {
    it('is the value "." with priority 0, and only 0', () => {
        expect(recordProblems({ record_type: 'MX', value: '.', mx: 0 })).toEqual({});
        expect(recordProblems({ record_type: 'MX', value: ' . ', mx: '10' })).toEqual({
            mx: expect.objectContaining({ message: 'recordChecks.nullMxPreference' }),
        });
        expect(checkMx(10, 'mx.example.com')).toBeUndefined();
    });
});

describe("recordProblems (a form's validate)", () => {
    it('judges every field present, the MX priority for MX only, the value normalised', () => {
        expect(recordProblems({ top: 'www', record_type: 'URLFWD', value: 'example.com', ttl: '600', mx: 0, weight: 1 })).toEqual({});
        expect(recordProblems({ top: 'a..b', record_type: 'MX', value: '1.2.3.4', ttl: 0, mx: -1, weight: 101 })).toEqual({
            top: expect.objectContaining({ message: 'recordChecks.hostEmptyLabel' }),
            value: expect.objectContaining({ message: 'recordChecks.hostnameIp' }),
            ttl: expect.objectContaining({ message: 'recordChecks.ttl' }),
            mx: expect.objectContaining({ message: 'recordChecks.mx' }),
            weight: expect.objectContaining({ message: 'recordChecks.weight' }),
        });
        expect(recordProblems({ record_type: 'SOA', value: 'x' })).toEqual({ record_type: expect.objectContaining({ message: 'recordChecks.type' }) });
        expect(recordProblems({ value: '1.2.3.4' })).toEqual({ value: expect.objectContaining({ message: 'recordChecks.type' }) });
    });
});

describe('messages', () => {
    it('every key a check can answer has an English and a Chinese text with the same placeholders', () => {
        const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();
        for (const [name, en] of Object.entries(recordChecksEn)) {
            if (typeof en !== 'string') continue;
            const cn = (recordChecksCn as Record<string, unknown>)[name];
            expect(typeof cn, name).toBe('string');
            expect(placeholders(cn as string), name).toEqual(placeholders(en));
        }
        expect(recordChecksCn.duplicate).toBe('记录已存在');
        expect(recordChecksCn.cnameConflict).toBe('CNAME记录与该主机记录的其他记录冲突');
    });

    it('every message key the checks answer exists', () => {
        const dir = 'src/validation';
        const keys = readdirSync(dir)
            .filter(file => /^record.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
            .flatMap(file => [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/problem\('(\w+)'|\b(value\w+|srv\w+)'/g)].map(match => match[1] ?? match[2]));
        expect(keys.length).toBeGreaterThan(30);
        for (const name of keys) expect(recordChecksEn, name).toHaveProperty(name);
    });

    it('every message key the checks of the types read as fields answer exists, in both languages', () => {
        const dir = 'src/validation/rdata';
        const keys = readdirSync(dir)
            .filter(file => file.endsWith('.ts') && !file.endsWith('.test.ts'))
            .flatMap(file => [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/(?:rdataProblem\(|Problem\([^)]*?)'([a-z]\w+)'/g)].map(match => match[1]));
        expect(keys.length).toBeGreaterThan(50);
        for (const name of keys) {
            const known = name in rdataChecksEn || [`${name}Length`].some(longer => longer in rdataChecksEn);
            expect(known, name).toBe(true);
        }
        const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();
        for (const [name, en] of Object.entries(rdataChecksEn))
            expect(placeholders(rdataChecksCn[name as keyof typeof rdataChecksCn]), name).toEqual(placeholders(en));
    });
});
