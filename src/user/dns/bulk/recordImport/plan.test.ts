import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZoneRecord } from '../../../../format/zoneFile/types';
import { type ExistingRecord, PLAN_SLICE, planImport, planImportInSlices } from './plan';

const rec = (host: string, type: string, value: string, extra: Partial<ZoneRecord> = {}): ZoneRecord => ({
    host,
    type,
    value,
    ttl: 600,
    sourceLine: 1,
    ...extra,
});
let nextId = 1;
const old = (host: string, type: string, value: string, extra: Partial<ZoneRecord> = {}): ExistingRecord => ({
    ...rec(host, type, value, extra),
    id: nextId++,
});
const file = (...records: ZoneRecord[]) => ({
    records: records.map((record, index) => ({ ...record, sourceLine: record.sourceLine === 1 ? index + 1 : record.sourceLine })),
    refusals: [],
});

describe('planImport: the classes', () => {
    it.each([
        ['same host, type, line and value, same TTL: unchanged', [old('www', 'A', '192.0.2.1')], rec('WWW', 'A', '192.0.2.1'), 'unchanged'],
        ['same record, another TTL: update', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.1', { ttl: 300 }), 'update'],
        [
            'same MX exchange, another priority: update',
            [old('@', 'MX', 'mail.example.com', { mx: 10 })],
            rec('@', 'MX', 'mail.example.com.', { mx: 20 }),
            'update',
        ],
        ['a host name value compares without case or trailing dot', [old('a', 'CNAME', 'x.example.net')], rec('a', 'CNAME', 'X.Example.NET.'), 'unchanged'],
        ['another A value on the same host: add', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.2'), 'add'],
        ['a CNAME with another target: update (single-valued)', [old('cdn', 'CNAME', 'a.example.net')], rec('cdn', 'CNAME', 'b.example.net'), 'update'],
        ['an XURL with another address: update', [old('go', 'XURL', 'https://a.example')], rec('go', 'XURL', 'https://b.example'), 'update'],
        ['the same record on another line: add', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.1', { line: '电信' }), 'add'],
        ['no weight in the file (BIND): not compared', [old('www', 'A', '192.0.2.1', { weight: 5 })], rec('www', 'A', '192.0.2.1'), 'unchanged'],
        ['another weight in the file: update', [old('www', 'A', '192.0.2.1', { weight: 5 })], rec('www', 'A', '192.0.2.1', { weight: 6 }), 'update'],
        ['paused in the file, on in the zone: update', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.1', { paused: true }), 'update'],
        ['@ and the empty host are the apex', [old('', 'TXT', 'v=spf1 -all')], rec('@', 'TXT', 'v=spf1 -all'), 'unchanged'],
    ])('%s', (_, existing, record, expected) => {
        const plan = planImport(file(record), existing, { knownLines: new Set(['电信']) });
        const counts = { add: plan.add.length, update: plan.update.length, unchanged: plan.unchanged.length, refused: plan.refused.length };
        expect(counts).toEqual({ add: 0, update: 0, unchanged: 0, refused: 0, [expected]: 1 });
    });

    it('an update names the record it replaces', () => {
        const existing = [old('cdn', 'CNAME', 'a.example.net')];
        const plan = planImport(file(rec('cdn', 'CNAME', 'b.example.net')), existing);
        expect(plan.update[0].existing.id).toBe(existing[0].id);
    });

    it('existing records the file does not name are left alone and counted', () => {
        const plan = planImport(file(rec('www', 'A', '192.0.2.1')), [
            old('www', 'A', '192.0.2.1'),
            old('mail', 'A', '192.0.2.9'),
            old('@', 'MX', 'mail.example.com', { mx: 5 }),
        ]);
        expect(plan.untouched).toBe(2);
    });
});

describe('planImport: refusals, with the file line', () => {
    it('keeps the parser refusals and sets the skipped lines apart', () => {
        const plan = planImport(
            {
                records: [],
                refusals: [
                    { line: 7, text: 'x IN BOGUS 1', reason: 'zoneFile.unknownType', args: { type: 'BOGUS' } },
                    { line: 2, text: '@ SOA ...', reason: 'zoneFile.soaSkipped', skipped: true },
                ],
            },
            [],
        );
        expect(plan.refused.map(one => one.line)).toEqual([7]);
        expect(plan.skipped.map(one => one.line)).toEqual([2]);
    });

    it.each([
        [
            'a duplicate within the file',
            [],
            [rec('a', 'A', '192.0.2.1', { sourceLine: 3 }), rec('a', 'A', '192.0.2.1', { sourceLine: 9 })],
            9,
            'zoneTransfer.refusal.duplicateInFile',
            { line: 3 },
        ],
        [
            'a CNAME beside an existing A',
            [old('a', 'A', '192.0.2.1')],
            [rec('a', 'CNAME', 'x.example.net', { sourceLine: 4 })],
            4,
            'zoneTransfer.refusal.cnameConflict',
            { host: 'a', type: 'A' },
        ],
        [
            'an A beside an existing CNAME',
            [old('a', 'CNAME', 'x.example.net')],
            [rec('a', 'A', '192.0.2.1', { sourceLine: 5 })],
            5,
            'zoneTransfer.refusal.cnameConflict',
            { host: 'a', type: 'CNAME' },
        ],
        [
            'a CNAME beside an A of the file',
            [],
            [rec('b', 'A', '192.0.2.1', { sourceLine: 2 }), rec('b', 'CNAME', 'x.example.net', { sourceLine: 6 })],
            6,
            'zoneTransfer.refusal.cnameConflict',
            { host: 'b', type: 'A' },
        ],
        ['an unknown line', [], [rec('a', 'A', '192.0.2.1', { sourceLine: 8, line: '火星' })], 8, 'zoneTransfer.refusal.unknownLine', { line: '火星' }],
    ])('%s', (_, existing, records, line, reason, args) => {
        const plan = planImport({ records, refusals: [] }, existing, { knownLines: new Set(['电信']) });
        expect(plan.refused).toEqual([expect.objectContaining({ line, reason, args })]);
    });
});

const HOSTS = ['@', 'www', 'mail', 'a.b', '*.img', '_dmarc'];
const arbRecord = fc.oneof(
    fc.record({ host: fc.constantFrom(...HOSTS), type: fc.constant('A'), value: fc.ipV4(), ttl: fc.constantFrom(60, 600, 3600) }),
    fc.record({ host: fc.constantFrom(...HOSTS), type: fc.constant('TXT'), value: fc.stringMatching(/^[a-z0-9=; -]{1,20}$/), ttl: fc.constantFrom(600) }),
    fc.record({
        host: fc.constantFrom(...HOSTS),
        type: fc.constant('MX'),
        value: fc.constantFrom('mx1.example.com', 'mx2.example.com'),
        ttl: fc.constant(600),
        mx: fc.integer({ min: 1, max: 50 }),
    }),
    fc.record({
        host: fc.constantFrom('cdn', 'static'),
        type: fc.constant('CNAME'),
        value: fc.constantFrom('a.example.net', 'b.example.net'),
        ttl: fc.constant(600),
    }),
);

describe('planImport: properties', () => {
    it("importing the zone's own records gives nothing to add or update: all unchanged", () => {
        fc.assert(
            fc.property(fc.array(arbRecord, { maxLength: 60 }), drawn => {
                // the zone as the console holds it: no duplicates, no CNAME clash (planImport on an empty zone keeps those rules)
                const zone = planImport({ records: drawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] }, []).add;
                const existing = zone.map((record, index) => ({ ...record, id: index + 1 }));
                const plan = planImport({ records: zone, refusals: [] }, existing);
                expect([plan.add.length, plan.update.length, plan.refused.length, plan.unchanged.length, plan.untouched]).toEqual([0, 0, 0, zone.length, 0]);
            }),
        );
    });

    it('every record of the file lands in exactly one class', () => {
        fc.assert(
            fc.property(fc.array(arbRecord, { maxLength: 40 }), fc.array(arbRecord, { maxLength: 40 }), (zoneDrawn, fileDrawn) => {
                const zone = planImport({ records: zoneDrawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] }, []).add;
                const existing = zone.map((record, index) => ({ ...record, id: index + 1 }));
                const plan = planImport({ records: fileDrawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] }, existing);
                expect(plan.add.length + plan.update.length + plan.unchanged.length + plan.refused.length).toBe(fileDrawn.length);
                expect(new Set(plan.update.map(one => one.existing.id)).size).toBe(plan.update.length);
            }),
        );
    });
});

describe('planImport: a large file against a large zone', () => {
    // its speed is measured by `npm run bench` (bench/zoneImport.bench.ts), never here
    it('classifies 5 000 records against 5 000: half unchanged, half to add', () => {
        const make = (count: number, offset: number) =>
            Array.from({ length: count }, (_, index) => rec(`h${index}`, 'A', `10.${(index >> 8) & 255}.${index & 255}.${offset}`, { sourceLine: index + 1 }));
        const existing = make(5000, 1).map((record, index) => ({ ...record, id: index + 1 }));
        const plan = planImport({ records: [...make(2500, 1), ...make(2500, 2)], refusals: [] }, existing);
        expect(plan.unchanged.length).toBe(2500);
        expect(plan.add.length).toBe(2500);
    });
});

describe('planImportInSlices: the dry run as the page runs it', () => {
    const make = (count: number) =>
        Array.from({ length: count }, (_, index) => rec(`s${index}`, 'A', `10.0.${(index >> 8) & 255}.${index & 255}`, { sourceLine: index + 1 }));

    it('gives the same plan as planImport, across several slices', async () => {
        const records = make(PLAN_SLICE * 2 + 7);
        const existing = records.slice(0, PLAN_SLICE).map((record, index) => ({ ...record, ttl: index % 2 ? 600 : 300, id: index + 1 }));
        const parsed = { records, refusals: [] };
        expect(await planImportInSlices(parsed, existing)).toEqual(planImport(parsed, existing));
    });

    it('stops with an AbortError when cancelled between slices', async () => {
        const abort = new AbortController();
        const running = planImportInSlices({ records: make(PLAN_SLICE * 3), refusals: [] }, [], {}, abort.signal);
        abort.abort();
        await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    });
});

describe('planImport: files without lines (BIND)', () => {
    it('match the zone records on any line, the default line first, and change nothing', () => {
        const existing = [old('www', 'A', '192.0.2.1', { line: '电信' }), old('www', 'A', '192.0.2.1'), old('www', 'A', '192.0.2.1', { line: '联通' })];
        const records = [
            rec('www', 'A', '192.0.2.1', { sourceLine: 1 }),
            rec('www', 'A', '192.0.2.1', { sourceLine: 2 }),
            rec('www', 'A', '192.0.2.1', { sourceLine: 3 }),
        ];
        const plan = planImport({ records, refusals: [] }, existing);
        expect([plan.add.length, plan.update.length, plan.unchanged.length, plan.refused.length]).toEqual([0, 0, 3, 0]);
    });

    it('a fourth copy is a duplicate of the one that matched the default line', () => {
        const existing = [old('www', 'A', '192.0.2.1', { line: '电信' }), old('www', 'A', '192.0.2.1')];
        const records = [1, 2, 3].map(sourceLine => rec('www', 'A', '192.0.2.1', { sourceLine }));
        const plan = planImport({ records, refusals: [] }, existing);
        expect(plan.unchanged.length).toBe(2);
        expect(plan.refused).toEqual([expect.objectContaining({ line: 3, reason: 'zoneTransfer.refusal.duplicateInFile', args: { line: 1 } })]);
    });
});
