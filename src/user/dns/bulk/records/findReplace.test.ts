import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZoneRecord } from '../../../../data/bulkRecords/api';
import { buildPreview, isEmptyMatch, matchesRecord, replaceChangeSets } from './findReplace';
import { addChangeSets, rowOf } from '../recordCreate/recordRows';
import { groupUnused } from '../planUpdate/unusedPlans';
import { validateFindReplace, emptyFindReplace, toRequest } from '../recordUpdate/findReplaceForm';
import type { Plan } from '../../../../data/plans/api';

let nextId = 1;
const rec = (domain: string, top: string, record_type: string, value: string, ttl = 600): ZoneRecord => {
    const id = nextId++;
    return { id, record_id: id, domain_id: domain.charCodeAt(0), domain, top, record_type, value, ttl, status: 1 };
};

describe('the find-and-replace matcher', () => {
    const a = rec('a.com', 'www', 'A', '1.2.3.4');
    it.each([
        [{ value: '1.2.3.4' }, true],
        [{ record_type: 'A', value: '1.2.3.4' }, true],
        [{ record_type: 'AAAA', value: '1.2.3.4' }, false],
        [{ value: '1.2.3.40' }, false],
        [{ top: 'WWW' }, true],
        [{ top: 'mail' }, false],
        [{ ttl: 600 }, true],
        [{ ttl: 300 }, false],
        [{}, true],
    ])('%j matches: %s', (match, expected) => expect(matchesRecord(a, match)).toBe(expected));

    it('reads a blank host as the apex', () => expect(matchesRecord(rec('a.com', '@', 'A', '1.1.1.1'), { top: '@' })).toBe(true));
    it('an empty match names nothing', () => {
        expect(isEmptyMatch({})).toBe(true);
        expect(isEmptyMatch({ top: '  ' })).toBe(true);
        expect(isEmptyMatch({ ttl: 600 })).toBe(false);
    });
});

describe('the preview builder', () => {
    it('lists every record that changes, old -> new, with the counts', () => {
        const records = [
            rec('b.com', 'www', 'A', '1.2.3.4'),
            rec('a.com', 'www', 'A', '1.2.3.4'),
            rec('a.com', 'mail', 'A', '9.9.9.9'),
            rec('c.com', 'x', 'CNAME', 'a.example.com'),
        ];
        const preview = buildPreview(records, { value: '1.2.3.4' }, { value: '5.6.7.8' });
        expect(preview.rows.map(row => [row.record.domain, row.record.value, row.next.value])).toEqual([
            ['a.com', '1.2.3.4', '5.6.7.8'],
            ['b.com', '1.2.3.4', '5.6.7.8'],
        ]);
        expect(preview).toMatchObject({ changes: 2, refused: 0, domains: 2, unchanged: 0 });
    });

    it('keeps the rest of each record and changes only the TTL when asked', () => {
        const record = { ...rec('a.com', 'mx', 'MX', 'mail.a.com'), mx: 5, record_line_id: 7 };
        const [row] = buildPreview([record], { ttl: 600 }, { ttl: 300 }).rows;
        expect(row.next).toMatchObject({ record_id: record.record_id, domain_id: record.domain_id, value: 'mail.a.com', ttl: 300, mx: 5, record_line_id: 7 });
    });

    it('counts records that already have the new value as unchanged, and refuses a value their type rejects', () => {
        const records = [rec('a.com', 'www', 'A', '5.6.7.8'), rec('a.com', 'txt', 'TXT', '"1.2.3.4"'), rec('a.com', 'v6', 'AAAA', '::1')];
        const preview = buildPreview(records, { top: '' }, { value: '5.6.7.8' });
        expect(preview.unchanged).toBe(1);
        expect(preview.rows.find(row => row.record.record_type === 'AAAA')?.problem?.message).toBe('recordChecks.valueIpv6');
        expect(preview.refused).toBeGreaterThanOrEqual(1);
    });

    it('sends the rows as one change set of updates per domain, the record as found before, the refused rows left out', () => {
        const records = [rec('b.com', 'www', 'A', '1.2.3.4'), rec('a.com', 'www', 'A', '1.2.3.4', 300), rec('a.com', 'v6', 'AAAA', '1.2.3.4')];
        const sets = replaceChangeSets(buildPreview(records, { value: '1.2.3.4' }, { value: '5.6.7.8' }).rows);
        expect(sets.map(set => [set.domain_id, set.domain, set.source, set.ops.length])).toEqual([
            [records[1].domain_id, 'a.com', 'bulk', 1],
            [records[0].domain_id, 'b.com', 'bulk', 1],
        ]);
        expect(sets[0].ops[0]).toEqual({
            op: 'update',
            before: expect.objectContaining({ record_id: records[1].record_id, top: 'www', value: '1.2.3.4', ttl: 300 }),
            after: expect.objectContaining({ top: 'www', value: '5.6.7.8', ttl: 300 }),
        });
    });

    it('never lists a record the match does not select, nor one left as it is (property)', () => {
        const arb = fc.array(
            fc.record({ top: fc.constantFrom('@', 'www', 'mail'), value: fc.constantFrom('1.2.3.4', '5.6.7.8'), ttl: fc.constantFrom(300, 600) }),
            { maxLength: 30 },
        );
        fc.assert(
            fc.property(arb, fc.constantFrom('1.2.3.4', '5.6.7.8'), fc.constantFrom(300, 600), (rows, value, ttl) => {
                const records = rows.map(row => rec('a.com', row.top, 'A', row.value, row.ttl));
                const preview = buildPreview(records, { value: '1.2.3.4' }, { value, ttl });
                const matching = records.filter(record => record.value === '1.2.3.4');
                expect(preview.rows.length + preview.unchanged).toBe(matching.length);
                for (const row of preview.rows) expect(row.record.value !== row.next.value || Number(row.record.ttl) !== row.next.ttl).toBe(true);
            }),
        );
    });
});

describe('the find-and-replace form', () => {
    it('asks for something to find and something to replace with', () => {
        expect(validateFindReplace(emptyFindReplace)).toEqual({
            value: 'bulkRecords.recordUpdate.matchRequired',
            newValue: 'bulkRecords.recordUpdate.replaceRequired',
        });
    });
    it('judges the new value by the chosen type and the TTLs by the record rules', () => {
        const errors = validateFindReplace({ ...emptyFindReplace, record_type: 'A', newValue: 'mail.example.com', ttl: 0, newTtl: 0 });
        expect(errors.newValue).toMatchObject({ message: 'recordChecks.valueIpv4' });
        expect(errors.ttl).toBeTruthy();
    });
    it('searches the listed domains only when asked to', () => {
        expect(toRequest({ ...emptyFindReplace, scope: 'list', domains: 'A.com\nb.com', value: '1.2.3.4' }).search).toMatchObject({
            domains: ['a.com', 'b.com'],
            value: '1.2.3.4',
        });
        expect(toRequest({ ...emptyFindReplace, domains: 'a.com', value: '1.2.3.4' }).search.domains).toEqual([]);
    });
});

describe('the bulk record add', () => {
    it('adds every row to every domain, one change set per domain, with the editor normalisation', () => {
        const rows = [
            { top: ' www ', record_type: 'A', value: ' 1.2.3.4 ', mx: 10 as const, ttl: 600 as const, weight: 1 as const, line: null },
            { top: '', record_type: 'MX', value: 'mail.x.com', mx: 5 as const, ttl: 300 as const, weight: 1 as const, line: null },
        ];
        const sets = addChangeSets(['a.com', 'b.com'], rows);
        expect(sets.map(set => [set.domain, set.source, set.ops.length])).toEqual([
            ['a.com', 'bulk', 2],
            ['b.com', 'bulk', 2],
        ]);
        const sent = sets.flatMap(set => set.ops.map(op => (op.op === 'add' ? op.after : undefined)));
        expect(sent[0]).toMatchObject({ top: 'www', value: '1.2.3.4', ttl: 600, record_line_id: '1', record_line_name: '默认' });
        expect(sent[1]).toMatchObject({ top: '@', record_type: 'MX', mx: 5 });
        expect(sets[1].ops[0]).toEqual({ op: 'add', after: sent[0] });
    });
    it('finds the row of a field', () => expect(rowOf({ records: [{ top: 'a' }, { top: 'b' }] }, 'records.1.value')).toEqual({ top: 'b' }));
});

describe('unused plans', () => {
    const plan = (id: number, productId: number, mode: Plan['mode']): Plan => ({
        id,
        productId,
        productName: `P${productId}`,
        productUnitPrice: 100,
        productUnit: '1y',
        effectStartTime: '',
        effectEndTime: '',
        domain: '',
        domainId: 0,
        mode,
    });
    it('are grouped by product, plans in use left out', () => {
        expect(groupUnused([plan(1, 7, 2), plan(2, 7, 2), plan(3, 8, 2), plan(4, 7, 1)])).toEqual([
            { productId: 7, productName: 'P7', count: 2 },
            { productId: 8, productName: 'P8', count: 1 },
        ]);
    });
});
