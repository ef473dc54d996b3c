import { describe, expect, it } from 'vitest';
import { parseZone, writeBind } from './';

/**
 * The BIND reader never changes a byte: each case is the minimal input of a change it used to make silently,
 * with what BIND 9 and dnspython read from it.
 */
const ZONE = 'example.com';
const bind = (text: string) => parseZone(text, { origin: ZONE, format: 'bind' });
const values = (text: string) => bind(text).records.map(record => record.value);
const reasons = (text: string) => bind(text).refusals.map(({ line, reason, args }) => ({ line, reason, args }));
const SOA = '@ SOA ns1 hm ( 1 7200 3600 1209600 300 )';

describe('BIND reader: TTL from the SOA MINIMUM (BIND master.c "using SOA MINTTL")', () => {
    it('takes the SOA MINIMUM when neither $TTL nor a TTL comes before', () => {
        const result = bind(`${SOA}\nwww A 192.0.2.1\nmail 60 A 192.0.2.2\nftp A 192.0.2.3`);
        expect(result.records.map(record => record.ttl)).toEqual([300, 60, 300]);
        expect(result.ttlFromSoa).toEqual({ ttl: 300, line: 1, records: 2 });
    });

    it('reads the MINIMUM in BIND units', () => {
        expect(bind('@ SOA ns1 hm 1 2 3 4 1h\nwww A 192.0.2.1').records[0].ttl).toBe(3600);
    });

    it('keeps $TTL, a TTL on the SOA and a TTL written before the SOA', () => {
        expect(bind(`$TTL 900\n${SOA}\nwww A 192.0.2.1`).records[0].ttl).toBe(900);
        expect(bind('@ 1800 SOA ns1 hm 1 2 3 4 300\nwww A 192.0.2.1').records[0].ttl).toBe(1800);
        expect(bind(`a 120 A 192.0.2.9\n${SOA}\nwww A 192.0.2.1`).records[1].ttl).toBe(120);
        expect(bind(`$TTL 900\n${SOA}\nwww A 192.0.2.1`).ttlFromSoa).toBeUndefined();
    });

    it('says when records found no TTL in the file at all and took the default (BIND refuses them)', () => {
        const result = bind('www A 192.0.2.1\nmail A 192.0.2.2\nftp 60 A 192.0.2.3\nnext A 192.0.2.4');
        expect(result.records.map(record => record.ttl)).toEqual([600, 600, 60, 60]);
        expect(result.ttlDefaulted).toEqual({ ttl: 600, records: 2 });
        expect(bind('$TTL 900\nwww A 192.0.2.1').ttlDefaulted).toBeUndefined();
    });

    it('a later $TTL replaces it', () => {
        const result = bind(`${SOA}\n$TTL 900\nwww A 192.0.2.1`);
        expect(result.records[0].ttl).toBe(900);
        expect(result.ttlFromSoa).toBeUndefined();
    });
});

describe('BIND reader: \\DDD bytes', () => {
    it.each([
        ['"caf\\233"', '"caf\\233"'],
        ['"\\255\\254\\000\\001"', '"\\255\\254\\000\\001"'],
        ['"caf\\195\\169"', 'café'],
        ['"a\\009b"', '"a\\009b"'],
        ['"\\065BC"', 'ABC'],
    ])('TXT %s is stored as %s', (rdata, value) => {
        expect(values(`@ 600 TXT ${rdata}`)).toEqual([value]);
    });

    it('writes the bytes back as \\DDD, and reads them again to the same value', () => {
        const [record] = bind('@ 600 TXT "caf\\233" "\\255\\254\\000\\001"').records;
        const text = writeBind([record], ZONE);
        expect(text).toContain('@\t600\tIN\tTXT\t"caf\\233" "\\255\\254\\000\\001"');
        expect(values(text)).toEqual([record.value]);
    });

    it.each(['"caf\\999"', '"\\256"', '"ab\\12"', 'caf\\25x'])('refuses %s with its line', rdata => {
        expect(reasons(`www A 192.0.2.1\n@ 600 TXT ${rdata}`)).toEqual([{ line: 2, reason: 'zoneFile.escape', args: { escape: rdata.match(/\\\d+/)![0] } }]);
    });
});

describe('BIND reader: an escaped dot inside a label is refused, never read as a separator', () => {
    it.each(['d\\.t 600 A 192.0.2.1', 'www 600 CNAME foo\\.bar.example.net.', 'd\\046t 600 A 192.0.2.1', '@ 600 MX 10 mail\\.x.example.net.'])('%s', text => {
        expect(reasons(text)).toEqual([{ line: 1, reason: 'zoneFile.escapedDot', args: undefined }]);
    });

    it('takes an escaped dot in a TXT as the text it is', () => {
        expect(values('@ 600 TXT a\\.b')).toEqual(['a.b']);
    });
});

describe('BIND reader: the same AAAA written two ways is one record', () => {
    it('refuses the second as a duplicate', () => {
        expect(reasons('www 600 AAAA 2001:db8::1\nwww 600 AAAA 2001:DB8:0:0:0:0:0:1')).toEqual([{ line: 2, reason: 'zoneFile.duplicate', args: { first: 1 } }]);
    });
});

describe("BIND reader: the export's markers only under the export's header", () => {
    it('reads a foreign "; paused:" comment as a comment', () => {
        expect(bind('; paused: old A 192.0.2.9\nwww 600 A 192.0.2.1').records.map(record => record.host)).toEqual(['www']);
    });

    it("reads it as a paused record in the console's export", () => {
        const text = writeBind([{ host: 'old', type: 'A', value: '192.0.2.9', ttl: 600, paused: true, sourceLine: 0 }], ZONE);
        expect(bind(text).records).toMatchObject([{ host: 'old', paused: true }]);
    });
});

describe('BIND reader: $ORIGIN . (Cloudflare exports)', () => {
    it('skips the SOA of "." and reads the absolute names of the zone', () => {
        const result = bind('$ORIGIN .\n@ 3600 IN SOA ns.cloudflare.com. dns.cloudflare.com. 1 2 3 4 300\nwww.example.com. 300 IN A 192.0.2.1');
        expect(result.records).toMatchObject([{ host: 'www', ttl: 300 }]);
        expect(result.refusals).toMatchObject([{ line: 2, reason: 'zoneChecks.soa', skipped: true }]);
    });

    it('names the root "." when a record sits there', () => {
        expect(reasons('$ORIGIN .\n@ 300 IN A 192.0.2.1')).toEqual([{ line: 2, reason: 'zoneFile.otherZone', args: { name: '.', zone: ZONE } }]);
    });
});

describe('BIND reader: long TXT', () => {
    const key = `v=DKIM1; k=rsa; p=${'A'.repeat(700)}`;

    it('reads a DKIM key of 718 characters in 255-byte strings', () => {
        const strings = [key.slice(0, 255), key.slice(255, 510), key.slice(510)];
        expect(values(`k 600 TXT ( ${strings.map(text => `"${text}"`).join('\n ')} )`)).toEqual([strings.map(text => `"${text}"`).join(' ')]);
    });

    it('refuses a string over 255 bytes, as BIND does', () => {
        expect(reasons(`k 600 TXT "${'x'.repeat(256)}"`)).toEqual([
            { line: 1, reason: 'recordChecks.txtStringTooLong', args: { n: '1', bytes: '256', max: '255' } },
        ]);
    });
});
