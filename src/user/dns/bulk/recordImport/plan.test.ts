import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZoneRecord } from '../../../../format/zoneFile/types';
import { DEFAULT_LINE_VALUE } from '../../../../validation/recordConflict';
import { contentOf, pickContent } from '../../../../zone';
import { type ExistingRecord, lineName, PLAN_SLICE, planImport, planImportInSlices, type PlanOptions } from './plan';
import type { LineFields } from './zoneLines';

const ZONE = { id: 7, domain: 'example.com' };
const line = (id: number, name: string): [string, LineFields] => [name, { record_line_id: id, record_line_name: name, record_line: '', linetype: 1 }];
/** The lines the zone knows: 默认, 电信 (10) and 联通 (11). */
const LINES = new Map([[DEFAULT_LINE_VALUE.record_line_name, DEFAULT_LINE_VALUE], line(10, '电信'), line(11, '联通')]);
const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({ zone: ZONE, lines: LINES, ...extra });

/** A record of the zone: as a file says it, and as read (its line's id from LINES). */
const existingOf = (record: ZoneRecord, id: number): ExistingRecord => {
    const fields = LINES.get(lineName(record))!;
    return {
        ...record,
        id,
        current: {
            ...contentOf({
                top: record.host || '@',
                record_type: record.type,
                value: record.value,
                ttl: record.ttl,
                mx: record.mx,
                weight: record.weight,
                record_line_id: fields.record_line_id,
                record_line_name: fields.record_line_name,
                status: record.paused ? 3 : 1,
            }),
            record_id: id,
        },
    };
};

const rec = (host: string, type: string, value: string, extra: Partial<ZoneRecord> = {}): ZoneRecord => ({
    host,
    type,
    value,
    ttl: 600,
    sourceLine: 1,
    ...extra,
});
let nextId = 1;
const old = (host: string, type: string, value: string, extra: Partial<ZoneRecord> = {}): ExistingRecord => existingOf(rec(host, type, value, extra), nextId++);
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
        ['an AAAA address written another way is the same address', [old('v6', 'AAAA', '2001:db8::1')], rec('v6', 'AAAA', '2001:DB8:0:0:0:0:0:1'), 'unchanged'],
        ['another A value on the same host: add', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.2'), 'add'],
        ['a CNAME with another target: update (single-valued)', [old('cdn', 'CNAME', 'a.example.net')], rec('cdn', 'CNAME', 'b.example.net'), 'update'],
        ['an XURL with another address: update', [old('go', 'XURL', 'https://a.example')], rec('go', 'XURL', 'https://b.example'), 'update'],
        ['the same record on another line: add', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.1', { line: '电信' }), 'add'],
        ['no weight in the file (BIND): not compared', [old('www', 'A', '192.0.2.1', { weight: 5 })], rec('www', 'A', '192.0.2.1'), 'unchanged'],
        ['another weight in the file: update', [old('www', 'A', '192.0.2.1', { weight: 5 })], rec('www', 'A', '192.0.2.1', { weight: 6 }), 'update'],
        ['paused in the file, on in the zone: update', [old('www', 'A', '192.0.2.1')], rec('www', 'A', '192.0.2.1', { paused: true }), 'update'],
        ['@ and the empty host are the apex', [old('', 'TXT', 'v=spf1 -all')], rec('@', 'TXT', 'v=spf1 -all'), 'unchanged'],
    ])('%s', (_, existing, record, expected) => {
        const plan = planImport(file(record), existing, options());
        const counts = { add: plan.add.length, update: plan.update.length, unchanged: plan.unchanged.length, refused: plan.refused.length };
        expect(counts).toEqual({ add: 0, update: 0, unchanged: 0, refused: 0, [expected]: 1 });
    });

    it('an update names the record it replaces', () => {
        const existing = [old('cdn', 'CNAME', 'a.example.net')];
        const plan = planImport(file(rec('cdn', 'CNAME', 'b.example.net')), existing, options());
        expect(plan.update[0].existing.id).toBe(existing[0].id);
    });

    it('existing records the file does not name are left alone and counted', () => {
        const plan = planImport(
            file(rec('www', 'A', '192.0.2.1')),
            [old('www', 'A', '192.0.2.1'), old('mail', 'A', '192.0.2.9'), old('@', 'MX', 'mail.example.com', { mx: 5 })],
            options(),
        );
        expect(plan.untouched).toBe(2);
        expect(plan.delete).toEqual([]);
    });
});

describe('planImport: the change set', () => {
    it("is one change set of the zone (source 'import'): an update carries the record as read and as the file gives it, each operation its file line", () => {
        const www = old('www', 'A', '192.0.2.1');
        const plan = planImport(file(rec('www', 'A', '192.0.2.1', { ttl: 300 }), rec('api', 'A', '192.0.2.7', { line: '电信' })), [www], options());
        expect(plan.set).toMatchObject({ domain_id: 7, domain: 'example.com', source: 'import' });
        expect(plan.set.ops).toEqual([
            { op: 'update', before: www.current, after: { ...pickContent(www.current), ttl: 300 } },
            {
                op: 'add',
                after: expect.objectContaining({
                    top: 'api',
                    record_type: 'A',
                    value: '192.0.2.7',
                    ttl: 600,
                    record_line_id: '10',
                    record_line_name: '电信',
                    status: 1,
                }),
            },
        ]);
        expect(plan.fileLines).toEqual([1, 2]);
    });

    it("keeps what a BIND file cannot say in an update: the record's line, weight and paused state", () => {
        const existing = old('h1', 'A', '192.0.2.1', { line: '电信', weight: 7, paused: true });
        const plan = planImport(file(rec('h1', 'A', '192.0.2.1', { ttl: 60 })), [existing], options());
        expect(plan.set.ops).toEqual([
            {
                op: 'update',
                before: existing.current,
                after: expect.objectContaining({ ttl: 60, weight: 7, status: 3, record_line_id: '10', record_line_name: '电信' }),
            },
        ]);
    });

    it('a CSV row paused is added paused, and the preview lists it as paused', () => {
        const plan = planImport(file(rec('p', 'A', '192.0.2.3', { paused: true, line: '默认' })), [], options());
        expect(plan.add).toEqual([expect.objectContaining({ host: 'p', paused: true })]);
        expect(plan.set.ops).toEqual([{ op: 'add', after: expect.objectContaining({ top: 'p', status: 3 }) }]);
    });

    it('making the zone equal to the file deletes what the file lacks (never the apex NS or SOA), deletes first', () => {
        const kept = old('www', 'A', '192.0.2.1');
        const gone = [old('mail', 'A', '192.0.2.9'), old('old', 'TXT', 'bye')];
        const apexNs = old('@', 'NS', 'ns1.dns.example.net');
        const existing = [kept, ...gone, apexNs];
        const records = file(rec('www', 'A', '192.0.2.1'), rec('new', 'A', '192.0.2.5'));
        const merge = planImport(records, existing, options());
        expect([merge.delete.length, merge.untouched, merge.set.ops.map(op => op.op)]).toEqual([0, 3, ['add']]);
        const replace = planImport(records, existing, options({ mode: 'replace' }));
        expect(replace.delete.map(record => record.id)).toEqual(gone.map(record => record.id));
        expect(replace.untouched).toBe(1);
        expect(replace.set.ops).toEqual([
            { op: 'delete', before: gone[0].current },
            { op: 'delete', before: gone[1].current },
            { op: 'add', after: expect.objectContaining({ top: 'new' }) },
        ]);
        expect(replace.fileLines).toEqual([undefined, undefined, 2]);
        expect(replace.unchanged).toHaveLength(1);
    });

    it('in that mode a file without lines (BIND) keeps the copies of its records on other lines', () => {
        const onDefault = old('www', 'A', '192.0.2.1');
        const onTelecom = old('www', 'A', '192.0.2.1', { line: '电信' });
        const gone = old('old', 'A', '192.0.2.8', { line: '电信' });
        const plan = planImport(file(rec('www', 'A', '192.0.2.1')), [onDefault, onTelecom, gone], options({ mode: 'replace' }));
        expect(plan.delete.map(record => record.id)).toEqual([gone.id]);
        expect(plan.set.ops).toEqual([{ op: 'delete', before: gone.current }]);
    });

    it('in that mode a file with refused lines deletes nothing: a refused line may be the very record', () => {
        const gone = old('mail', 'A', '192.0.2.9');
        const records = { ...file(rec('www', 'A', '192.0.2.1')), refusals: [{ line: 2, text: 'mail IN A 300.1.1.1', reason: 'recordChecks.valueIpv4' }] };
        const plan = planImport(records, [old('www', 'A', '192.0.2.1'), gone], options({ mode: 'replace' }));
        expect(plan.delete).toEqual([]);
        expect(plan.heldDeletes).toBe(1);
        expect(plan.set.ops).toEqual([]);
    });

    it('in that mode a CNAME may take the place of the records the file drops', () => {
        const a = old('cdn', 'A', '192.0.2.1');
        const plan = planImport(file(rec('cdn', 'CNAME', 'x.example.net', { sourceLine: 4 })), [a], options({ mode: 'replace' }));
        expect(plan.refused).toEqual([]);
        expect(plan.set.ops.map(op => op.op)).toEqual(['delete', 'add']);
    });
});

describe('planImport: the zone checks, with the file line', () => {
    it.each([
        ['an apex NS (a CSV row: the reader keeps it)', [rec('@', 'NS', 'ns1.other.net', { sourceLine: 3 })], 3, 'zoneChecks.apexNs'],
        ['a CNAME to its own name', [rec('loop', 'CNAME', 'loop.example.com', { sourceLine: 5 })], 5, 'zoneChecks.cnameSelf'],
        [
            'CNAMEs that make a loop',
            [rec('a', 'CNAME', 'b.example.com', { sourceLine: 2 }), rec('b', 'CNAME', 'a.example.com', { sourceLine: 9 })],
            9,
            'zoneChecks.cnameLoop',
        ],
    ])('refuse %s, out of the change set', (_, records, fileLine, reason) => {
        const plan = planImport({ records, refusals: [] }, [], options());
        expect(plan.refused).toEqual([expect.objectContaining({ line: fileLine, reason })]);
        expect(plan.set.ops).toHaveLength(records.length - 1);
        expect(plan.add).toHaveLength(records.length - 1);
    });

    it('refuse what the plan does not offer', () => {
        const limits = { plan: '免费版', recordLimit: 0, minTtl: 600, lineIds: null, recordTypes: null };
        const plan = planImport(file(rec('fast', 'A', '192.0.2.1', { ttl: 60 })), [], options({ limits }));
        expect(plan.refused).toEqual([expect.objectContaining({ line: 1, reason: 'zoneChecks.planTtl' })]);
    });

    it('warn of a record below a delegation, with its file line', () => {
        const plan = planImport(file(rec('sub', 'NS', 'ns1.other.net'), rec('x.sub', 'A', '192.0.2.1')), [], options());
        expect(plan.refused).toEqual([]);
        expect(plan.set.ops).toHaveLength(2);
        const below = plan.warnings.find(({ problem }) => problem.message === 'zoneChecks.belowDelegation');
        expect(below).toEqual({ index: 1, problem: expect.objectContaining({ args: expect.objectContaining({ cut: 'sub.example.com' }) }) });
        expect(plan.fileLines[below!.index]).toBe(2);
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
            options(),
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
            'recordChecks.cnameConflict',
            { host: 'a', type: 'A' },
        ],
        [
            'an A beside an existing CNAME',
            [old('a', 'CNAME', 'x.example.net')],
            [rec('a', 'A', '192.0.2.1', { sourceLine: 5 })],
            5,
            'recordChecks.cnameConflict',
            { host: 'a', type: 'CNAME' },
        ],
        [
            'a CNAME beside an A of the file',
            [],
            [rec('b', 'A', '192.0.2.1', { sourceLine: 2 }), rec('b', 'CNAME', 'x.example.net', { sourceLine: 6 })],
            6,
            'recordChecks.cnameConflict',
            { host: 'b', type: 'A' },
        ],
        ['an unknown line', [], [rec('a', 'A', '192.0.2.1', { sourceLine: 8, line: '火星' })], 8, 'zoneTransfer.refusal.unknownLine', { line: '火星' }],
    ])('%s', (_, existing, records, line, reason, args) => {
        const plan = planImport({ records, refusals: [] }, existing, options());
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
                const zone = planImport({ records: drawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] }, [], options()).add;
                const existing = zone.map((record, index) => existingOf(record, index + 1));
                const plan = planImport({ records: zone, refusals: [] }, existing, options());
                expect([plan.add.length, plan.update.length, plan.refused.length, plan.unchanged.length, plan.untouched]).toEqual([0, 0, 0, zone.length, 0]);
            }),
        );
    });

    it('every record of the file lands in exactly one class', () => {
        fc.assert(
            fc.property(fc.array(arbRecord, { maxLength: 40 }), fc.array(arbRecord, { maxLength: 40 }), (zoneDrawn, fileDrawn) => {
                const zone = planImport({ records: zoneDrawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] }, [], options()).add;
                const existing = zone.map((record, index) => existingOf(record, index + 1));
                const plan = planImport(
                    { records: fileDrawn.map((record, index) => ({ ...record, sourceLine: index + 1 })), refusals: [] },
                    existing,
                    options(),
                );
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
        const existing = make(5000, 1).map((record, index) => existingOf(record, index + 1));
        const plan = planImport({ records: [...make(2500, 1), ...make(2500, 2)], refusals: [] }, existing, options());
        expect(plan.unchanged.length).toBe(2500);
        expect(plan.add.length).toBe(2500);
    });
});

describe('planImportInSlices: the dry run as the page runs it', () => {
    const make = (count: number) =>
        Array.from({ length: count }, (_, index) => rec(`s${index}`, 'A', `10.0.${(index >> 8) & 255}.${index & 255}`, { sourceLine: index + 1 }));

    it('gives the same plan as planImport, across several slices', async () => {
        const records = make(PLAN_SLICE * 2 + 7);
        const existing = records.slice(0, PLAN_SLICE).map((record, index) => existingOf({ ...record, ttl: index % 2 ? 600 : 300 }, index + 1));
        const parsed = { records, refusals: [] };
        expect(await planImportInSlices(parsed, existing, options())).toEqual(planImport(parsed, existing, options()));
    });

    it('stops with an AbortError when cancelled between slices', async () => {
        const abort = new AbortController();
        const running = planImportInSlices({ records: make(PLAN_SLICE * 3), refusals: [] }, [], options(), abort.signal);
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
        const plan = planImport({ records, refusals: [] }, existing, options());
        expect([plan.add.length, plan.update.length, plan.unchanged.length, plan.refused.length]).toEqual([0, 0, 3, 0]);
    });

    it('a fourth copy is a duplicate of the one that matched the default line', () => {
        const existing = [old('www', 'A', '192.0.2.1', { line: '电信' }), old('www', 'A', '192.0.2.1')];
        const records = [1, 2, 3].map(sourceLine => rec('www', 'A', '192.0.2.1', { sourceLine }));
        const plan = planImport({ records, refusals: [] }, existing, options());
        expect(plan.unchanged.length).toBe(2);
        expect(plan.refused).toEqual([expect.objectContaining({ line: 3, reason: 'zoneTransfer.refusal.duplicateInFile', args: { line: 1 } })]);
    });
});
