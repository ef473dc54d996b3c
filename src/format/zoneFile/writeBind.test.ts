import { describe, expect, it } from 'vitest';
import { parseZone, writeBind, type ZoneRecord } from './';

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
        expect(read.records.map(one => one.value)).toEqual([`"${'a'.repeat(254)}" "中${'b'.repeat(10)}"`, '"say \\"hi\\"" "tab\there"']);
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
});
