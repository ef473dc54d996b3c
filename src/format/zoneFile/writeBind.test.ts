import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseZone, writableRecord, writeBind, type ZoneRecord } from './';

const at = new Date('2026-06-01T08:00:00');
const record = (fields: Partial<ZoneRecord> & Pick<ZoneRecord, 'host' | 'type' | 'value'>): ZoneRecord => ({ ttl: 600, sourceLine: 0, ...fields });

describe('BIND writer', () => {
    it('writes the header, $ORIGIN, $TTL (the most common TTL) and one line a record, names relative, targets absolute', () => {
        const text = writeBind(
            [
                record({ host: '@', type: 'A', value: '192.0.2.1' }),
                record({ host: 'www', type: 'CNAME', value: 'cdn.example.net', ttl: 300 }),
                record({ host: '@', type: 'MX', value: 'mail.example.com.', mx: 10 }),
                record({ host: '_sip._tcp', type: 'SRV', value: '10 60 5060 sip.example.com' }),
                record({ host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"' }),
                record({ host: '_dmarc', type: 'TXT', value: 'v=DMARC1; p=none' }),
            ],
            'Example.com.',
            { at },
        );
        expect(text.split('\n')).toEqual([
            '; Zone example.com, 6 records, exported 2026-06-01 08:00:00',
            "; SOA and the zone's NS records are managed by the DNS service and not included.",
            '; Lines (线路) cannot be written in this format: every record is listed without its line.',
            '; Paused records ("; paused:") and URL forwarding ("; console-only:") are comments; the console reads them back.',
            '$ORIGIN example.com.',
            '$TTL 600',
            '@\t600\tIN\tA\t192.0.2.1',
            'www\t300\tIN\tCNAME\tcdn.example.net.',
            '@\t600\tIN\tMX\t10 mail.example.com.',
            '_sip._tcp\t600\tIN\tSRV\t10 60 5060 sip.example.com.',
            '@\t600\tIN\tCAA\t0 issue "letsencrypt.org"',
            '_dmarc\t600\tIN\tTXT\t"v=DMARC1; p=none"',
            '',
        ]);
    });

    it('takes the $TTL given', () => {
        expect(writeBind([record({ host: '@', type: 'A', value: '192.0.2.1' })], 'example.com', { defaultTtl: 3600, at })).toContain('\n$TTL 3600\n');
    });

    it('quotes TXT with escapes, splits a string at 255 bytes (never inside a character) and wraps long ones', () => {
        const long = `${'a'.repeat(254)}中${'b'.repeat(10)}`;
        const text = writeBind(
            [record({ host: 'k', type: 'TXT', value: long }), record({ host: 'q', type: 'TXT', value: '"say \\"hi\\"" "tab\there"' })],
            'example.com',
            { at },
        );
        expect(text).toContain(`k\t600\tIN\tTXT\t(\n\t\t"${'a'.repeat(254)}"\n\t\t"中${'b'.repeat(10)}" )`);
        expect(text).toContain('q\t600\tIN\tTXT\t"say \\"hi\\"" "tab\\009here"');
        const read = parseZone(text, { origin: 'example.com' });
        expect(read.records.map(one => one.value)).toEqual([`"${'a'.repeat(254)}" "中${'b'.repeat(10)}"`, '"say \\"hi\\"" "tab\\009here"']);
    });

    it('comments out paused records and URL forwarding with the markers the reader knows', () => {
        const text = writeBind(
            [record({ host: 'old', type: 'A', value: '192.0.2.9', paused: true }), record({ host: 'go', type: 'XURL', value: 'https://example.net/' })],
            'example.com',
            { at },
        );
        expect(text).toContain('\n; paused: old\t600\tIN\tA\t192.0.2.9\n');
        expect(text).toContain('\n; console-only: go\t600\tIN\tXURL\t"https://example.net/"\n');
        expect(parseZone(text, { origin: 'example.com' }).records).toMatchObject([
            { host: 'old', paused: true },
            { host: 'go', type: 'XURL', value: 'https://example.net/' },
        ]);
    });

    it('leaves out, as an escaped comment, a record that is not valid for its type: no line break, directive or extra record gets in', () => {
        const text = writeBind(
            [
                record({ host: 'www', type: 'A', value: '192.0.2.1' }),
                record({ host: 'www\n$INCLUDE /etc/passwd', type: 'A', value: '192.0.2.2' }),
                record({ host: 'sub', type: 'NS', value: 'ns1.example.net.\nevil 600 IN NS ns.evil.example.' }),
                record({ host: 'c', type: 'CNAME', value: 'a.example.net\r\n$ORIGIN evil.example.' }),
                record({ host: 'ca', type: 'CAA', value: '0 issue "ca.example\n$INCLUDE /x"' }),
                record({ host: '_sip._tcp', type: 'SRV', value: '10 5 5060 sip.example.com\n@ IN NS evil.example.' }),
                record({ host: 'h', type: 'HINFO', value: '"PC" "Linux"' }),
                record({ host: 'h', type: 'A\n$INCLUDE /x', value: '192.0.2.3' }),
                record({ host: 'mail', type: 'MX', value: 'mx.example.net', mx: 5 }),
            ],
            'example.com',
            { at },
        );
        const lines = text.split('\n');
        expect(lines.filter(line => !line.startsWith(';'))).toEqual([
            '$ORIGIN example.com.',
            '$TTL 600',
            'www\t600\tIN\tA\t192.0.2.1',
            'mail\t600\tIN\tMX\t5 mx.example.net.',
            '',
        ]);
        expect(lines).toContain('; 7 records are not valid for their type and are left out ("; left out"): correct them in the console.');
        expect(lines).toContain('; left out, not a valid record: "www\\010$INCLUDE /etc/passwd"\t600\tIN\t"A"\t"192.0.2.2"');
        expect(lines).toContain('; left out, not a valid record: "c"\t600\tIN\t"CNAME"\t"a.example.net\\013\\010$ORIGIN evil.example."');
        expect(lines[0]).toBe('; Zone example.com, 2 records, exported 2026-06-01 08:00:00');
        const read = parseZone(text, { origin: 'example.com' });
        expect(read.records.map(one => `${one.host} ${one.type} ${one.value}`)).toEqual(['www A 192.0.2.1', 'mail MX mx.example.net']);
        expect(read.refusals).toEqual([]);
    });

    it('writes a record as the console saves it (value trimmed), and refuses a zone whose name is not a domain name', () => {
        expect(writeBind([record({ host: 'www', type: 'A', value: ' 192.0.2.1 \n' })], 'example.com', { at })).toContain('\nwww\t600\tIN\tA\t192.0.2.1\n');
        expect(() => writeBind([], 'example.com\n$INCLUDE /etc/passwd', { at })).toThrow('zoneFile.badZoneName');
    });

    it('whatever hosts, types and values hold, every line is a comment, the two directives, or one record the reader finds (fast-check)', () => {
        const text = (chars: string[]) => fc.string({ unit: fc.constantFrom(...chars), maxLength: 24 });
        const hostile = ['\n', '\r', '$', '(', ')', ';', '"', '\\', ' ', '\t', 'a', '.', '1', 'I', 'N', '@', '*', '_', '-'];
        const anyRecord = fc.record({
            host: fc.oneof(fc.constantFrom('@', 'www', '*.img', '_dmarc'), text(hostile)),
            type: fc.oneof(fc.constantFrom('A', 'AAAA', 'CNAME', 'NS', 'MX', 'TXT', 'SRV', 'CAA', 'XURL'), text(hostile)),
            value: fc.oneof(fc.constantFrom('192.0.2.1', 'a.example.net', '10 5 5060 sip.example.net', '0 issue "ca.example"'), text(hostile)),
            ttl: fc.constantFrom(600, 0, -1, Number.NaN),
            mx: fc.constantFrom(undefined, 10, 0),
            sourceLine: fc.constant(0),
        });
        fc.assert(
            fc.property(fc.array(anyRecord, { maxLength: 12 }), records => {
                const written = writeBind(records as ZoneRecord[], 'example.com', { at });
                const valid = records.filter(one => writableRecord(one as ZoneRecord, 'example.com'));
                const lines = written.split('\n').filter(line => line !== '' && !line.startsWith(';') && !line.startsWith('\t\t'));
                expect(lines.filter(line => line.startsWith('$'))).toEqual(['$ORIGIN example.com.', expect.stringMatching(/^\$TTL \d+$/)]);
                expect(lines.length - 2).toBe(valid.filter(one => one.type !== 'XURL').length);
                // each record written is one entry the reader finds (read, or refused by the record checks: a URL
                // forwarding value is quoted, not judged), never a syntax error or a line of something else
                const read = parseZone(written, { origin: 'example.com' });
                expect(read.records.length + read.refusals.length).toBe(valid.length);
                for (const refusal of read.refusals) expect(refusal.skipped || /^recordChecks\.|^zoneFile\.duplicate$/.test(refusal.reason)).toBe(true);
            }),
        );
    });
});
