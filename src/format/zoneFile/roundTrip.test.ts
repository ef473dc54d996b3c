import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDnsSeed, BIG_ZONE } from '../../demo/dns/seedDns';
import { officialLine } from '../../demo/dns/lineTree';
import { canonicalValue, fromZoneRecord, parseZone, toZoneRecord, writeBind, writeCsv, type ZoneRecord } from './';
import { checkCandidate, duplicateKey } from './check';
import { txtValueOf } from './txt';
import { RDATA_VALUES } from '../../../tests/support/rdataArbitraries';
import { normaliseRecordValue } from '../../validation/records';

const ZONE = 'example.com';
const REVERSE = '2.0.192.in-addr.arpa';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const hostname = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
    .map(([labels, tld]) => [...labels, tld].join('.'));
const host = fc.oneof(
    fc.constantFrom('@', '*', '_dmarc', '_sip._tcp', 'www'),
    fc.array(fc.stringMatching(/^_?[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }).map(labels => labels.join('.')),
    label.map(name => `*.${name}`),
);
const TXT_CHARS = ['\t', '\n', 'a', 'Z', '0', ' ', ';', '"', '\\', '=', '+', '-', '中', 'é', '(', ')', '$', '@', ',', "'", '😀'];
const txtString = fc.string({ unit: fc.constantFrom(...TXT_CHARS), maxLength: 40 });

/** [type, value, mx?] of every type the console offers (PTR only in the reverse zone). */
const typedValue = (reverse: boolean) =>
    fc.oneof(
        fc.ipV4().map(value => ({ type: 'A', value })),
        fc.ipV6().map(value => ({ type: 'AAAA', value })),
        hostname.map(value => ({ type: 'CNAME', value })),
        hostname.map(value => ({ type: 'NS', value })),
        fc.tuple(hostname, fc.integer({ min: 0, max: 65_535 })).map(([value, mx]) => ({ type: 'MX', value, mx })),
        fc.constant({ type: 'MX', value: '.', mx: 0 }),
        fc.array(txtString, { minLength: 1, maxLength: 3 }).map(strings => ({ type: 'TXT', value: txtValueOf(strings) })),
        fc
            .tuple(
                fc.integer({ min: 0, max: 65_535 }),
                fc.integer({ min: 0, max: 65_535 }),
                fc.integer({ min: 0, max: 65_535 }),
                fc.oneof(hostname, fc.constant('.')),
            )
            .map(parts => ({ type: 'SRV', value: parts.join(' ') })),
        // the types read as fields, stored as the console stores them: their canonical text
        fc
            .constantFrom(...(Object.keys(RDATA_VALUES) as Array<keyof typeof RDATA_VALUES>))
            .chain(type => RDATA_VALUES[type].map(value => ({ type, value: normaliseRecordValue(type, value) }))),
        fc.tuple(fc.constantFrom('XURL', 'URLFWD'), hostname, label).map(([type, name, path]) => ({ type, value: `https://${name}/${path}` })),
        ...(reverse ? [hostname.map(value => ({ type: 'PTR', value }))] : []),
    );

const zoneRecord = (zone: string, reverse: boolean): fc.Arbitrary<ZoneRecord> =>
    fc
        .record(
            {
                host: reverse ? fc.integer({ min: 1, max: 254 }).map(String) : host,
                typed: typedValue(reverse),
                ttl: fc.integer({ min: 1, max: 604_800 }),
                weight: fc.integer({ min: 0, max: 100 }),
                line: fc.constantFrom('默认', '电信', '联通', '移动', '自定义-华东', '=自定义', '-华南', "'+华北", '@海外'),
                paused: fc.constant(true),
            },
            { requiredKeys: ['host', 'typed', 'ttl'] },
        )
        .map(({ typed, ...rest }) => ({ ...rest, ...typed, sourceLine: 0 }))
        // the service manages the apex NS: a zone file never carries them
        .filter(record => !(record.type === 'NS' && record.host === '@') && checkCandidate(record, zone) === undefined);

const zoneOf = (zone: string, reverse: boolean, withLines: boolean) =>
    fc.uniqueArray(zoneRecord(zone, reverse), {
        maxLength: 30,
        selector: record => duplicateKey(withLines ? record : { ...record, line: undefined }),
    });

const withoutSource = (records: readonly ZoneRecord[]) => records.map(({ sourceLine: _line, ...record }) => record);

/** What BIND carries: no line, no weight; values written one way (canonicalValue). */
const asBind = (records: readonly ZoneRecord[]) =>
    records.map(({ sourceLine: _line, line: _name, weight: _weight, ...record }) => ({ ...record, value: canonicalValue(record.type, record.value) }));

describe('round trips (fast-check)', () => {
    it.each([
        [ZONE, false],
        [REVERSE, true],
    ])('parseZone(writeCsv(zone)) gives the zone back (%s)', (zone, reverse) => {
        fc.assert(
            fc.property(zoneOf(zone, reverse, true), records => {
                const result = parseZone(writeCsv(records, zone), { origin: zone });
                expect(result.format).toBe('csv');
                expect(result.refusals).toEqual([]);
                expect(withoutSource(result.records)).toEqual(withoutSource(records));
                // a value holding line breaks (a quoted CSV field) pushes the next rows down
                let line = 2;
                const lines = records.map(record => {
                    const at = line;
                    line += 1 + record.value.split('\n').length - 1;
                    return at;
                });
                expect(result.records.map(record => record.sourceLine)).toEqual(lines);
            }),
            { numRuns: 150 },
        );
    });

    it.each([
        [ZONE, false],
        [REVERSE, true],
    ])('parseZone(writeBind(zone)) gives the zone back, less lines and weights (%s)', (zone, reverse) => {
        fc.assert(
            fc.property(zoneOf(zone, reverse, false), records => {
                const result = parseZone(writeBind(records, zone), { origin: zone });
                expect(result.format).toBe('bind');
                expect(result.refusals).toEqual([]);
                expect(asBind(result.records)).toEqual(asBind(records));
            }),
            { numRuns: 150 },
        );
    });

    it('toZoneRecord and fromZoneRecord are inverse', () => {
        fc.assert(
            fc.property(zoneRecord(ZONE, false), record => {
                const fields = fromZoneRecord(record);
                expect(toZoneRecord(fields)).toEqual(record);
            }),
        );
    });
});

describe("the demo's big zone", () => {
    const tables = createDnsSeed(new Date('2026-06-01T08:00:00'));
    const domain = tables.domains.find(row => row.domain === BIG_ZONE)!;
    const lineName = (id: number) => officialLine(id)?.name ?? tables.customLines.find(line => line.id === id)?.name ?? '';
    const records = tables.records
        .filter(record => record.d === domain.id)
        .map(record =>
            toZoneRecord({
                top: record.h,
                record_type: record.t,
                value: record.v,
                ttl: record.ttl,
                mx: record.m,
                weight: record.w,
                record_line_name: lineName(record.l),
                status: record.s,
            }),
        );

    it('has thousands of records of every type', () => {
        expect(records.length).toBeGreaterThanOrEqual(5000);
        expect(new Set(records.map(record => record.type)).size).toBe(10);
    });

    it('goes through CSV unchanged', () => {
        const result = parseZone(writeCsv(records, BIG_ZONE), { origin: BIG_ZONE });
        expect(result.refusals).toEqual([]);
        expect(withoutSource(result.records)).toEqual(withoutSource(records));
    });

    it('goes through BIND unchanged but for lines and weights (records differing by line only are refused as duplicates)', () => {
        const result = parseZone(writeBind(records, BIG_ZONE), { origin: BIG_ZONE });
        const seen = new Set<string>();
        const expected = records.filter(record => {
            const key = duplicateKey({ ...record, line: undefined });
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
        });
        expect(asBind(result.records)).toEqual(asBind(expected));
        expect(result.refusals.every(refusal => refusal.reason === 'zoneFile.duplicate')).toBe(true);
        expect(result.refusals).toHaveLength(records.length - expected.length);
    });
});
