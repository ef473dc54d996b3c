import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickContent } from './content';
import { diffZones, inverseOp, inverseOps, rebaseOp, zoneBefore, type AppliedOp, type TargetRecord } from './inverse';
import type { ChangeOp, RecordContent, ZoneRecord } from './types';
import { ZoneState } from './zoneState';
import { recordContent } from '../../tests/support/zoneRecords';

const ZONE = 'example.com';

const content = recordContent;

/** A zone's contents as a multiset: each record's content written one way, sorted (ids left out). */
const contents = (records: readonly RecordContent[]): string[] => records.map(record => JSON.stringify(pickContent(record))).sort();

// ---- random zones and change sets -------------------------------------------------------------------------

/** Content from small pools, so that hosts, identities and values collide often. */
const arbitraryContent: fc.Arbitrary<RecordContent> = fc.record({
    top: fc.constantFrom('@', 'www', 'mail', 'a.sub', '*'),
    record_type: fc.constantFrom('A', 'AAAA', 'CNAME', 'MX', 'TXT'),
    value: fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1', 'cdn.example.net', 'www.example.com', '"v=spf1 -all"'),
    ttl: fc.constantFrom(60, 600, 3600),
    mx: fc.integer({ min: 0, max: 20 }),
    weight: fc.integer({ min: 0, max: 100 }),
    record_line_id: fc.constantFrom('1', '2', '3'),
    record_line_name: fc.constantFrom('', '默认', '电信'),
    status: fc.constantFrom(1 as const, 3 as const),
});

/** A zone: its records with ids of their own (ascending, with gaps). */
const arbitraryZone: fc.Arbitrary<ZoneRecord[]> = fc.array(fc.tuple(arbitraryContent, fc.integer({ min: 1, max: 5 })), { maxLength: 30 }).map(rows => {
    let id = 0;
    return rows.map(([record, gap]) => ({ ...record, record_id: (id += gap) }));
});

/** What a change set does, before it is bound to a zone: which record (by position among those left) and what it becomes. */
type Intent = { kind: 'add'; after: RecordContent } | { kind: 'update'; pick: number; after: RecordContent } | { kind: 'delete'; pick: number };

const arbitraryIntents: fc.Arbitrary<Intent[]> = fc.array(
    fc.oneof(
        arbitraryContent.map((after): Intent => ({ kind: 'add', after })),
        fc.tuple(fc.nat(), arbitraryContent).map(([pick, after]): Intent => ({ kind: 'update', pick, after })),
        fc.nat().map((pick): Intent => ({ kind: 'delete', pick })),
    ),
    { maxLength: 40 },
);

/**
 * Applies intents to a zone as the server would, and answers what was applied: each update or delete names a record
 * the zone held when the set was built and the set has not touched yet (a change set names each record once: the
 * record as it was read), each add gets the id ZoneState gives it.
 */
const applyIntents = (state: ZoneState, intents: readonly Intent[]): AppliedOp[] => {
    const applied: AppliedOp[] = [];
    const untouched = state.records();
    for (const intent of intents) {
        if (intent.kind === 'add') {
            const record = state.apply({ op: 'add', after: intent.after })!;
            applied.push({ op: 'add', after: record });
            continue;
        }
        if (untouched.length === 0) continue;
        const [before] = untouched.splice(intent.pick % untouched.length, 1);
        if (intent.kind === 'update') {
            state.apply({ op: 'update', before, after: intent.after });
            applied.push({ op: 'update', before, after: intent.after });
        } else {
            state.apply({ op: 'delete', before });
            applied.push({ op: 'delete', before });
        }
    }
    return applied;
};

describe('inverseOps (property)', () => {
    it('a change set applied to a zone, then its inverse, leaves the zone’s contents as they were', () => {
        fc.assert(
            fc.property(arbitraryZone, arbitraryIntents, (zone, intents) => {
                const state = new ZoneState(ZONE, zone);
                const applied = applyIntents(state, intents);
                for (const op of inverseOps(applied)) {
                    // each undo finds the record it undoes as the change left it
                    if (op.op !== 'add') expect(pickContent(state.byId.get(op.before.record_id)!)).toEqual(pickContent(op.before));
                    state.apply(op);
                }
                expect(contents(state.records())).toEqual(contents(zone));
            }),
            { numRuns: 300 },
        );
    });

    it('the inverse of the inverse does what the change set did', () => {
        fc.assert(
            fc.property(arbitraryZone, arbitraryIntents, (zone, intents) => {
                const forward = new ZoneState(ZONE, zone);
                applyIntents(forward, intents);
                const state = new ZoneState(ZONE, zone);
                const applied = applyIntents(state, intents);
                // undo as the server records it (adds learn their ids), then undo the undo
                const undone: AppliedOp[] = inverseOps(applied).map(op => {
                    const written = state.apply(op);
                    return op.op === 'add' ? { op: 'add', after: written! } : op;
                });
                for (const op of inverseOps(undone)) state.apply(op);
                expect(contents(state.records())).toEqual(contents(forward.records()));
            }),
            { numRuns: 150 },
        );
    });
});

describe('diffZones (property)', () => {
    /** A target: some records kept (changed or not, with their ids), some dropped, some new ones (no id, or an id the zone lacks). */
    const arbitraryTarget = (zone: ZoneRecord[]): fc.Arbitrary<TargetRecord[]> =>
        fc
            .tuple(
                fc.array(fc.constantFrom('keep', 'change', 'drop'), { minLength: zone.length, maxLength: zone.length }),
                fc.array(arbitraryContent, { minLength: zone.length, maxLength: zone.length }),
                fc.array(fc.tuple(arbitraryContent, fc.boolean()), { maxLength: 10 }),
            )
            .map(([fates, changes, extra]) => [
                ...zone.flatMap((record, index): TargetRecord[] =>
                    fates[index] === 'drop' ? [] : fates[index] === 'keep' ? [record] : [{ ...changes[index], record_id: record.record_id }],
                ),
                ...extra.map(([record, foreignId], index): TargetRecord => (foreignId ? { ...record, record_id: 10_000 + index } : record)),
            ]);

    it('applied to the current zone, yields the target’s contents', () => {
        fc.assert(
            fc.property(
                arbitraryZone.chain(zone => fc.tuple(fc.constant(zone), arbitraryTarget(zone))),
                ([zone, target]) => {
                    const state = new ZoneState(ZONE, zone);
                    for (const op of diffZones(zone, target)) state.apply(op);
                    expect(contents(state.records())).toEqual(contents(target));
                },
            ),
            { numRuns: 300 },
        );
    });

    it('a zone against itself is no change; deletes come before updates, updates before adds', () => {
        fc.assert(
            fc.property(
                arbitraryZone.chain(zone => fc.tuple(fc.constant(zone), arbitraryTarget(zone))),
                ([zone, target]) => {
                    expect(diffZones(zone, zone)).toEqual([]);
                    const rank = { delete: 0, update: 1, add: 2 };
                    const ranks = diffZones(zone, target).map(op => rank[op.op]);
                    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
                },
            ),
        );
    });
});

describe('inverseOp', () => {
    const www: ZoneRecord = { ...content(), record_id: 7 };

    it.each<[string, AppliedOp, ChangeOp]>([
        ['an add is undone by deleting the record it made', { op: 'add', after: www }, { op: 'delete', before: www }],
        ['a delete is undone by adding its record back (as a new record)', { op: 'delete', before: www }, { op: 'add', after: content() }],
        [
            'an update is undone by the update back, read as the update left it',
            { op: 'update', before: www, after: content({ ttl: 60, status: 3 }) },
            { op: 'update', before: { ...content({ ttl: 60, status: 3 }), record_id: 7 }, after: content() },
        ],
    ])('%s', (_name, applied, inverse) => {
        expect(inverseOp(applied)).toEqual(inverse);
    });

    it('inverseOps undoes the newest first', () => {
        const added: ZoneRecord = { ...content({ top: 'new' }), record_id: 8 };
        expect(
            inverseOps([
                { op: 'delete', before: www },
                { op: 'add', after: added },
            ]).map(op => op.op),
        ).toEqual(['delete', 'add']);
    });
});

describe('rebaseOp', () => {
    const read: ZoneRecord = { ...content(), record_id: 7 };
    const now: ZoneRecord = { ...content({ ttl: 60 }), record_id: 7 };
    const zone = new ZoneState(ZONE, [now]);

    it('an update or delete takes the record as it stands as its "before"; an add is left as it is', () => {
        expect(rebaseOp({ op: 'update', before: read, after: content({ value: '192.0.2.9' }) }, zone)).toEqual({
            op: 'update',
            before: now,
            after: content({ value: '192.0.2.9' }),
        });
        expect(rebaseOp({ op: 'delete', before: read }, zone)).toEqual({ op: 'delete', before: now });
        const add: ChangeOp = { op: 'add', after: content() };
        expect(rebaseOp(add, zone)).toBe(add);
    });

    it('a record gone since cannot be rebased', () => {
        expect(rebaseOp({ op: 'delete', before: { ...read, record_id: 99 } }, zone)).toBeUndefined();
    });
});

describe('zoneBefore', () => {
    it('undoes entries newest first; records brought back carry no id', () => {
        const a: ZoneRecord = { ...content({ top: 'a' }), record_id: 1 };
        const b: ZoneRecord = { ...content({ top: 'b' }), record_id: 2 };
        const c: ZoneRecord = { ...content({ top: 'c' }), record_id: 3 };
        // entry 1 deleted b and added c; entry 2 changed a's TTL
        const entries: AppliedOp[][] = [
            [
                { op: 'delete', before: b },
                { op: 'add', after: c },
            ],
            [{ op: 'update', before: a, after: content({ top: 'a', ttl: 60 }) }],
        ];
        const before = zoneBefore(ZONE, [{ ...a, ttl: 60 }, c], entries);
        expect(before).toEqual(expect.arrayContaining([a, pickContent(b)]));
        expect(before).toHaveLength(2);
        const afterFirst = zoneBefore(ZONE, [{ ...a, ttl: 60 }, c], entries.slice(1));
        expect(afterFirst).toEqual(expect.arrayContaining([a, c]));
        expect(afterFirst).toHaveLength(2);
    });

    it('a record brought back by one entry’s undo is the one an older entry’s undo then changes', () => {
        const a: ZoneRecord = { ...content({ top: 'a' }), record_id: 1 };
        const a2: ZoneRecord = { ...a, ttl: 60 };
        // entry 1 changed a's TTL, entry 2 deleted a: undoing both brings a back with its first TTL
        const entries: AppliedOp[][] = [[{ op: 'update', before: a, after: pickContent(a2) }], [{ op: 'delete', before: a2 }]];
        expect(zoneBefore(ZONE, [], entries)).toEqual([pickContent(a)]);
    });

    it('undoes any run of entries back to the zone as it was before them (property)', () => {
        fc.assert(
            fc.property(arbitraryZone, fc.array(arbitraryIntents, { minLength: 1, maxLength: 4 }), (zone, sets) => {
                const state = new ZoneState(ZONE, zone);
                const snapshots: string[][] = [];
                const entries: AppliedOp[][] = [];
                for (const intents of sets) {
                    snapshots.push(contents(state.records()));
                    entries.push(applyIntents(state, intents));
                }
                const current = state.records();
                entries.forEach((_entry, from) => expect(contents(zoneBefore(ZONE, current, entries.slice(from)))).toEqual(snapshots[from]));
            }),
            { numRuns: 200 },
        );
    });
});
