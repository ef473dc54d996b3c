import { describe, expect, it } from 'vitest';
import { checkChangeSet, checkOp, type PlanLimits } from './checks';
import type { ChangeOp, RecordContent, ZoneRecord } from './types';
import { ZoneState } from './zoneState';
import { recordContent } from '../../tests/support/zoneRecords';

const ZONE = 'example.com';

const content = recordContent;

let ids = 100;
const record = (fields: Partial<ZoneRecord> = {}): ZoneRecord => ({ ...content(fields), record_id: fields.record_id ?? ++ids });

const add = (fields: Partial<RecordContent>): ChangeOp => ({ op: 'add', after: content(fields) });
const update = (before: ZoneRecord, fields: Partial<RecordContent>): ChangeOp => ({ op: 'update', before, after: { ...before, ...fields } });
const remove = (before: ZoneRecord): ChangeOp => ({ op: 'delete', before });

/** The refusal of one operation on a zone, as a message key (undefined when accepted). */
const refusal = (records: ZoneRecord[], op: ChangeOp, limits?: PlanLimits) => checkOp(new ZoneState(ZONE, records), op, { limits })?.message;

/** Refusal keys, by operation index, of a whole change set. */
const refusals = (records: ZoneRecord[], ops: ChangeOp[], limits?: PlanLimits) =>
    Object.fromEntries(checkChangeSet({ name: ZONE, records }, ops, { limits }).refused.map(({ index, problem }) => [index, problem.message]));

const warnings = (records: ZoneRecord[], ops: ChangeOp[]) =>
    checkChangeSet({ name: ZONE, records }, ops).warnings.map(({ index, problem }) => ({ index, message: problem.message, args: problem.args }));

describe('checkOp: the record fields, as a single save checks them', () => {
    it.each([
        ['a host with an empty label', { top: 'a..b' }, 'recordChecks.hostEmptyLabel'],
        ['a wildcard inside a label', { top: 'a*.b' }, 'recordChecks.hostWildcard'],
        ['an A value that is no IPv4 address', { value: 'not-an-ip' }, 'recordChecks.valueIpv4'],
        ['an AAAA value that is no IPv6 address', { record_type: 'AAAA', value: '192.0.2.1' }, 'recordChecks.valueIpv6'],
        ['a CNAME to an IP address', { record_type: 'CNAME', value: '192.0.2.1' }, 'recordChecks.hostnameIp'],
        ['a TTL of 0', { ttl: 0 }, 'recordChecks.ttl'],
        ['an MX priority out of range', { record_type: 'MX', value: 'mx.example.net', mx: 65_536 }, 'recordChecks.mx'],
        ['a null MX with a priority but 0', { record_type: 'MX', value: '.', mx: 10 }, 'recordChecks.nullMxPreference'],
        ['a weight out of range', { weight: 101 }, 'recordChecks.weight'],
        ['a type the service does not know', { record_type: 'HINFO', value: 'x' }, 'recordChecks.type'],
    ])('%s is refused', (_name, fields, key) => {
        expect(refusal([], add(fields))).toBe(key);
    });

    it.each([
        ['the apex', { top: '@' }],
        ['a wildcard', { top: '*' }],
        ['a sub-host', { top: 'a.b' }],
        ['an MX', { record_type: 'MX', value: 'mx.example.net', mx: 10 }],
        ['an AAAA', { record_type: 'AAAA', value: '2001:db8::1' }],
    ])('%s is accepted', (_name, fields) => {
        expect(refusal([], add(fields))).toBeUndefined();
    });

    it('an update is judged by the record it becomes', () => {
        const www = record();
        expect(refusal([www], update(www, { value: '300.1.1.1' }))).toBe('recordChecks.valueIpv4');
        expect(refusal([www], update(www, { value: '192.0.2.2' }))).toBeUndefined();
    });
});

describe('checkOp: apex NS and SOA are the service’s own', () => {
    it.each([
        ['an apex NS', add({ top: '@', record_type: 'NS', value: 'ns1.other.net' }), 'zoneChecks.apexNs'],
        ['an apex NS written as empty host', add({ top: '', record_type: 'NS', value: 'ns1.other.net' }), 'zoneChecks.apexNs'],
        ['an SOA', add({ top: '@', record_type: 'SOA', value: 'ns1.other.net. admin.other.net. 1 2 3 4 5' }), 'zoneChecks.soa'],
        ['an SOA below the apex', add({ top: 'sub', record_type: 'soa', value: 'x' }), 'zoneChecks.soa'],
    ])('%s is refused', (_name, op, key) => {
        expect(refusal([], op)).toBe(key);
    });

    it('an update into an apex NS is refused; an NS below the apex (a delegation) is accepted', () => {
        const www = record();
        expect(refusal([www], update(www, { top: '@', record_type: 'NS', value: 'ns1.other.net' }))).toBe('zoneChecks.apexNs');
        expect(refusal([], add({ top: 'sub', record_type: 'NS', value: 'ns1.other.net' }))).toBeUndefined();
    });
});

describe('checkOp: duplicates, compared as DNS compares them', () => {
    it.each([
        ['the same A', record({ value: '192.0.2.1' }), add({ value: '192.0.2.1' })],
        ['an AAAA written two ways', record({ record_type: 'AAAA', value: '2001:db8::1' }), add({ record_type: 'AAAA', value: '2001:0DB8:0:0:0:0:0:1' })],
        ['a host in another case', record({ top: 'www' }), add({ top: 'WWW' })],
        [
            'a CNAME target in another case and with a final dot',
            record({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' }),
            add({ top: 'w', record_type: 'CNAME', value: 'CDN.Example.NET.' }),
        ],
        ['an apex written "@" and empty', record({ top: '@' }), add({ top: '' })],
        [
            'an MX naming the same server at another priority',
            record({ record_type: 'MX', value: 'mx.example.net', mx: 10 }),
            add({ record_type: 'MX', value: 'mx.example.net', mx: 20 }),
        ],
    ])('%s is a duplicate', (_name, existing, op) => {
        expect(refusal([existing], op)).toBe('recordChecks.duplicate');
    });

    it.each([
        ['another line', record({ record_line_id: '1' }), add({ record_line_id: '2', record_line_name: '电信' })],
        ['another value', record({ value: '192.0.2.1' }), add({ value: '192.0.2.2' })],
        ['a TXT differing in case only (byte for byte)', record({ record_type: 'TXT', value: '"abc"' }), add({ record_type: 'TXT', value: '"ABC"' })],
        ['another type', record({ record_type: 'TXT', value: '"192.0.2.1"' }), add({ value: '192.0.2.1' })],
    ])('%s is no duplicate', (_name, existing, op) => {
        expect(refusal([existing], op)).toBeUndefined();
    });

    it('an update that keeps its own value is not a duplicate of itself; one onto another record’s identity is', () => {
        const one = record({ value: '192.0.2.1' });
        const two = record({ value: '192.0.2.2' });
        expect(refusal([one, two], update(one, { ttl: 60 }))).toBeUndefined();
        expect(refusal([one, two], update(one, { value: '192.0.2.2' }))).toBe('recordChecks.duplicate');
    });

    it('two adds of one identity in a change set: the second is refused', () => {
        expect(refusals([], [add({ value: '192.0.2.9' }), add({ top: 'WWW', value: '192.0.2.9' })])).toEqual({ 1: 'recordChecks.duplicate' });
    });

    it('a delete earlier in the set makes room for the same record', () => {
        const old = record({ value: '192.0.2.9' });
        expect(refusals([old], [remove(old), add({ value: '192.0.2.9' })])).toEqual({});
    });
});

describe('checkOp: a CNAME stands alone on its host and line (RFC 1034 3.6.2, RFC 2181 10.1)', () => {
    it.each([
        ['a CNAME beside an A', record({ top: 'w' }), add({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' }), 'A'],
        ['an A beside a CNAME', record({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' }), add({ top: 'W' }), 'CNAME'],
        [
            'an MX beside a CNAME',
            record({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' }),
            add({ top: 'w', record_type: 'MX', value: 'mx.example.net', mx: 5 }),
            'CNAME',
        ],
    ])('%s is refused', (_name, existing, op, other) => {
        const problem = checkOp(new ZoneState(ZONE, [existing]), op);
        expect(problem).toEqual({ message: 'recordChecks.cnameConflict', args: { host: 'w', type: other } });
    });

    it('a CNAME beside an A of another line is accepted (lines answer separately)', () => {
        expect(refusal([record({ top: 'w', record_line_id: '2' })], add({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' }))).toBeUndefined();
    });

    it('an A turned into a CNAME is not judged against itself', () => {
        const w = record({ top: 'w' });
        expect(refusal([w], update(w, { record_type: 'CNAME', value: 'cdn.example.net' }))).toBeUndefined();
    });

    it('deleting the A first lets the CNAME in, in one change set', () => {
        const w = record({ top: 'w' });
        expect(refusals([w], [remove(w), add({ top: 'w', record_type: 'CNAME', value: 'cdn.example.net' })])).toEqual({});
    });
});

describe('checkOp: CNAME loops', () => {
    const cname = (top: string, target: string, fields: Partial<ZoneRecord> = {}) => record({ top, record_type: 'CNAME', value: target, ...fields });

    it.each([
        ['to its own name', 'self', 'self.example.com'],
        ['to its own name, with a final dot and in capitals', 'self', 'SELF.Example.com.'],
        ['at the apex to the apex', '@', 'example.com'],
    ])('a CNAME %s is refused', (_name, top, target) => {
        expect(checkOp(new ZoneState(ZONE, []), add({ top, record_type: 'CNAME', value: target }))?.message).toBe('zoneChecks.cnameSelf');
    });

    it('a loop through 2 names is refused, naming the chain', () => {
        const problem = checkOp(new ZoneState(ZONE, [cname('a', 'b.example.com')]), add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }));
        expect(problem).toEqual({ message: 'zoneChecks.cnameLoop', args: { chain: 'b.example.com → a.example.com → b.example.com' } });
    });

    it('a loop through 3 names is refused', () => {
        const zone = [cname('a', 'b.example.com'), cname('b', 'c.example.com')];
        const problem = checkOp(new ZoneState(ZONE, zone), add({ top: 'c', record_type: 'CNAME', value: 'a.example.com' }));
        expect(problem?.args.chain).toBe('c.example.com → a.example.com → b.example.com → c.example.com');
    });

    it('an update that closes a loop is refused; one that opens it is not', () => {
        const a = cname('a', 'b.example.com');
        const b = cname('b', 'elsewhere.example.net');
        expect(refusal([a, b], update(b, { value: 'a.example.com' }))).toBe('zoneChecks.cnameLoop');
        const closed = cname('b', 'a.example.com', { record_id: b.record_id });
        expect(refusal([a, closed], update(closed, { value: 'elsewhere.example.net' }))).toBeUndefined();
    });

    it('a chain that leaves the zone, or ends, or runs into another loop, is no loop of this record', () => {
        expect(refusal([cname('a', 'a.example.com.other.net')], add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }))).toBeUndefined();
        expect(refusal([cname('a', 'c.example.com')], add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }))).toBeUndefined();
        // x and y loop among themselves (written before the checks): b runs into it and never comes back to b
        const old = [cname('x', 'y.example.com'), cname('y', 'x.example.com')];
        expect(refusal(old, add({ top: 'b', record_type: 'CNAME', value: 'x.example.com' }))).toBeUndefined();
    });

    it('loops are followed on the record’s own line and on 默认 only', () => {
        const onLine = (line: string) => cname('a', 'b.example.com', { record_line_id: line, record_line_name: line });
        const closing = (line: string) => add({ top: 'b', record_type: 'CNAME', value: 'a.example.com', record_line_id: line });
        expect(refusal([onLine('2')], closing('2'))).toBe('zoneChecks.cnameLoop');
        expect(refusal([onLine('1')], closing('2'))).toBe('zoneChecks.cnameLoop');
        expect(refusal([onLine('3')], closing('2'))).toBeUndefined();
    });

    it('a record on 默认 closes a loop on every line that falls back to it', () => {
        // a resolver on line 2 asking b follows b's 默认 CNAME to a, then a's line-2 CNAME back to b
        const a = cname('a', 'b.example.com', { record_line_id: '2' });
        expect(refusal([a], add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }))).toBe('zoneChecks.cnameLoop');
    });

    it('a chain that takes one line stays on it', () => {
        // line 2: b -> a -> c (c has no line-2 record: 默认 c -> d); line 3: a -> b. No line loops back to b.
        const zone = [cname('a', 'c.example.com', { record_line_id: '2' }), cname('c', 'd.example.com'), cname('a', 'b.example.com', { record_line_id: '3' })];
        expect(refusal(zone, add({ top: 'b', record_type: 'CNAME', value: 'a.example.com', record_line_id: '2' }))).toBeUndefined();
        // from 默认: b -> a on line 2 -> c, whose only CNAME is on line 3: no single line comes back to b
        const mixed = [cname('a', 'c.example.com', { record_line_id: '2' }), cname('c', 'b.example.com', { record_line_id: '3' })];
        expect(refusal(mixed, add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }))).toBeUndefined();
        expect(refusal([...mixed, cname('c', 'b.example.com', { record_line_id: '2' })], add({ top: 'b', record_type: 'CNAME', value: 'a.example.com' }))).toBe(
            'zoneChecks.cnameLoop',
        );
    });
});

describe('checkOp: the plan’s limits', () => {
    const limits: PlanLimits = { plan: '免费版', recordLimit: 3, minTtl: 600, lineIds: ['1', '2'], recordTypes: ['A', 'CNAME', 'TXT'] };

    it.each([
        ['a type the plan does not offer', add({ record_type: 'AAAA', value: '2001:db8::1' }), 'zoneChecks.planType', { plan: '免费版', type: 'AAAA' }],
        ['a line the plan does not offer', add({ record_line_id: '7', record_line_name: '移动' }), 'zoneChecks.planLine', { plan: '免费版', line: '移动' }],
        ['a TTL below the plan’s', add({ ttl: 60 }), 'zoneChecks.planTtl', { plan: '免费版', min: '600' }],
    ])('%s is refused', (_name, op, message, args) => {
        expect(checkOp(new ZoneState(ZONE, []), op, { limits })).toEqual({ message, args });
    });

    it('the record count: an add into a full zone is refused, an update or a delete-then-add is not', () => {
        const full = [record({ value: '192.0.2.1' }), record({ value: '192.0.2.2' }), record({ value: '192.0.2.3' })];
        expect(checkOp(new ZoneState(ZONE, full), add({ value: '192.0.2.4' }), { limits })).toEqual({
            message: 'zoneChecks.planRecords',
            args: { plan: '免费版', limit: '3', count: '3' },
        });
        expect(refusal(full, update(full[0], { value: '192.0.2.9' }), limits)).toBeUndefined();
        expect(refusals(full, [remove(full[0]), add({ value: '192.0.2.4' }), add({ value: '192.0.2.5' })], limits)).toEqual({ 2: 'zoneChecks.planRecords' });
    });

    it('a field an update leaves as it was is not judged by the plan (a zone older than its plan)', () => {
        const old = record({ record_type: 'AAAA', value: '2001:db8::1', ttl: 60, record_line_id: '7', record_line_name: '移动' });
        expect(refusal([old], update(old, { value: '2001:db8::2' }), limits)).toBeUndefined();
        expect(refusal([old], update(old, { status: 3 }), limits)).toBeUndefined();
        expect(refusal([old], update(old, { ttl: 120 }), limits)).toBe('zoneChecks.planTtl');
        expect(refusal([old], update(old, { record_line_id: '8', record_line_name: '联通' }), limits)).toBe('zoneChecks.planLine');
        expect(refusal([old], update(old, { record_type: 'TXT', value: '"x"' }), limits)).toBeUndefined();
        const a = record({ ttl: 600 });
        expect(refusal([a], update(a, { record_type: 'AAAA', value: '2001:db8::3' }), limits)).toBe('zoneChecks.planType');
    });

    it('no limits, or open lists, refuse nothing of the plan', () => {
        const open: PlanLimits = { plan: '企业版', recordLimit: 0, minTtl: 0, lineIds: null, recordTypes: null };
        expect(refusal([], add({ record_type: 'AAAA', value: '2001:db8::1', ttl: 1, record_line_id: '99' }), open)).toBeUndefined();
        expect(refusal([], add({ ttl: 1 }))).toBeUndefined();
    });

    it('a line the zone does not know is refused when the server says so', () => {
        const problem = checkOp(new ZoneState(ZONE, []), add({ record_line_id: '999', record_line_name: '' }), { knownLine: id => id === '1' });
        expect(problem).toEqual({ message: 'zoneChecks.unknownLine', args: { line: '999' } });
    });
});

describe('checkOp: a record changed or gone since it was read', () => {
    it('an update or delete of a record the zone no longer holds is refused as missing', () => {
        const gone = record();
        expect(checkOp(new ZoneState(ZONE, []), remove(gone))).toEqual({ message: 'zoneChecks.missing', args: { record: 'www A 192.0.2.1' } });
        expect(refusal([], update(gone, { ttl: 60 }))).toBe('zoneChecks.missing');
    });

    it('an update or delete whose "before" is not the record as it stands is refused as changed since', () => {
        const now = record({ ttl: 60 });
        const read = { ...now, ttl: 600 };
        expect(refusal([now], remove(read))).toBe('zoneChecks.changedSince');
        expect(refusal([now], update(read, { value: '192.0.2.5' }))).toBe('zoneChecks.changedSince');
        // the line's name is for the eye: only its id counts
        expect(refusal([now], remove({ ...now, record_line_name: 'default' }))).toBeUndefined();
    });

    it('a second delete of one record in a set is refused as missing', () => {
        const one = record();
        expect(refusals([one], [remove(one), remove(one)])).toEqual({ 1: 'zoneChecks.missing' });
    });
});

describe('checkChangeSet: delegations (RFC 1034 4.2.1: data below a zone cut is not answered, glue aside)', () => {
    const ns = (top: string, server: string) => record({ top, record_type: 'NS', value: server });

    it('data below a delegation is warned about, naming the cut', () => {
        expect(warnings([ns('sub', 'ns1.other.net')], [add({ top: 'host.sub' })])).toEqual([
            { index: 0, message: 'zoneChecks.belowDelegation', args: { record: 'host.sub A 192.0.2.1', cut: 'sub.example.com' } },
        ]);
    });

    it('data at the delegation point itself (other than NS) is warned about', () => {
        expect(warnings([ns('sub', 'ns1.other.net')], [add({ top: 'sub', record_type: 'TXT', value: '"x"' })]).map(w => w.message)).toEqual([
            'zoneChecks.belowDelegation',
        ]);
    });

    it('glue is exempt: the address of a name server the delegation names, below the cut', () => {
        const zone = [ns('sub', 'ns1.sub.example.com.')];
        expect(warnings(zone, [add({ top: 'ns1.sub' }), add({ top: 'ns1.sub', record_type: 'AAAA', value: '2001:db8::53' })])).toEqual([]);
        // another name below the cut, or another type at the server's name, is not glue
        expect(warnings(zone, [add({ top: 'ns2.sub' }), add({ top: 'ns1.sub', record_type: 'TXT', value: '"x"' })]).map(w => w.index)).toEqual([0, 1]);
    });

    it('another NS at the cut, data beside it, and data of other names are not warned about', () => {
        const zone = [ns('sub', 'ns1.other.net')];
        expect(warnings(zone, [add({ top: 'sub', record_type: 'NS', value: 'ns2.other.net' }), add({ top: 'subway' }), add({ top: 'x.other' })])).toEqual([]);
    });

    it('an added NS that hides records says how many (delegationHides), glue not counted', () => {
        const zone = [
            record({ top: 'a.sub' }),
            record({ top: 'b.sub', record_type: 'TXT', value: '"x"' }),
            record({ top: 'ns1.sub' }),
            record({ top: 'other' }),
        ];
        expect(warnings(zone, [add({ top: 'sub', record_type: 'NS', value: 'ns1.sub.example.com' })])).toEqual([
            { index: 0, message: 'zoneChecks.delegationHides', args: { cut: 'sub.example.com', count: '2' } },
        ]);
        expect(warnings([record({ top: 'other' })], [add({ top: 'sub', record_type: 'NS', value: 'ns1.other.net' })])).toEqual([]);
    });

    it('a delegation below another is itself below a delegation', () => {
        expect(warnings([ns('sub', 'ns1.other.net')], [add({ top: 'deeper.sub', record_type: 'NS', value: 'ns2.other.net' })]).map(w => w.message)).toEqual([
            'zoneChecks.belowDelegation',
        ]);
    });

    it('under nested delegations the highest cut decides, glue included', () => {
        // a name server meets sub first and refers: ns1.inner.sub is sub's glue, inner.sub's NS is data below sub
        const zone = [ns('sub', 'ns1.inner.sub.example.com'), ns('inner.sub', 'ns9.other.net')];
        expect(warnings(zone, [add({ top: 'ns1.inner.sub' })])).toEqual([]);
        expect(warnings([ns('inner.sub', 'ns9.other.net'), ns('sub', 'ns1.other.net')], [add({ top: 'x.inner.sub' })]).map(w => w.args.cut)).toEqual([
            'sub.example.com',
        ]);
    });

    it('warnings let the operation through; a delete of the NS lifts them', () => {
        const cut = ns('sub', 'ns1.other.net');
        const report = checkChangeSet({ name: ZONE, records: [cut] }, [add({ top: 'host.sub' })]);
        expect(report.refused).toEqual([]);
        expect(report.zone.size).toBe(2);
        expect(warnings([cut], [remove(cut), add({ top: 'host.sub' })])).toEqual([]);
    });

    it('records written then changed again in the set are warned about once, as they end', () => {
        const cut = ns('sub', 'ns1.other.net');
        const host = record({ top: 'host.sub' });
        expect(warnings([cut, host], [update(host, { top: 'host' })])).toEqual([]);
    });
});

describe('checkChangeSet', () => {
    it('judges each operation against the zone the accepted ones before it left, and reports what was written', () => {
        const www = record();
        const report = checkChangeSet({ name: ZONE, records: [www] }, [update(www, { ttl: 60 }), add({ value: 'bad' }), add({ top: 'mail' })]);
        expect(report.refused.map(({ index }) => index)).toEqual([1]);
        expect([...report.written.keys()]).toEqual([0, 2]);
        expect(report.written.get(0)).toMatchObject({ record_id: www.record_id, ttl: 60 });
        expect(report.written.get(2)!.record_id).toBeLessThan(0);
        expect(report.zone.size).toBe(2);
    });

    it('leaves a zone given as records as it was, and changes a ZoneState given in place', () => {
        const www = record();
        const records = [www];
        checkChangeSet({ name: ZONE, records }, [remove(www)]);
        expect(records).toEqual([www]);
        const state = new ZoneState(ZONE, records);
        checkChangeSet(state, [remove(www)]);
        expect(state.size).toBe(0);
    });
});

describe('the null MX (RFC 7505) stands alone on its name and line', () => {
    const nullMx = { top: 'nomail', record_type: 'MX', value: '.', mx: 0 };
    const mx = { top: 'nomail', record_type: 'MX', value: 'mx.example.net', mx: 10 };

    it('is taken alone, and beside other types', () => {
        expect(refusal([record({ top: 'nomail', record_type: 'TXT', value: 'v=spf1 -all' })], add(nullMx))).toBeUndefined();
    });

    it('is refused beside another MX, and another MX beside it, naming the name', () => {
        expect(refusal([record(mx)], add(nullMx))).toBe('zoneChecks.nullMxAlone');
        expect(refusal([record(nullMx)], add(mx))).toBe('zoneChecks.nullMxAlone');
        expect(checkOp(new ZoneState(ZONE, [record(mx)]), add(nullMx))?.args).toEqual({ name: 'nomail.example.com' });
    });

    it('is judged per line, and an MX turned into the null MX does not clash with itself', () => {
        expect(refusal([record({ ...mx, record_line_id: '10' })], add(nullMx))).toBeUndefined();
        const only = record(mx);
        expect(refusal([only], update(only, { value: '.', mx: 0 }))).toBeUndefined();
    });

    it('in one change set: the MX deleted first, then the null MX added', () => {
        const old = record(mx);
        expect(refusals([old], [remove(old), add(nullMx)])).toEqual({});
    });
});
