import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../../data/records/batch';
import type { DnsRecord } from '../../../../data/records/api';
import { batchChangeSet, targetRows } from './batchJob';

const pager = <T>(all: T[]) =>
    vi.fn(async (page: number, perPage: number): Promise<Page<T>> => ({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length }));

const record = (id: number, fields: Partial<DnsRecord> = {}): DnsRecord => ({
    id,
    record_id: id,
    top: `h${id}`,
    record_type: 'A',
    value: `192.0.2.${id % 250}`,
    ttl: 600,
    status: 1,
    record_line_id: '1',
    record_line_name: '默认',
    ...fields,
});

const zone = { domain_id: 7, domain: 'example.com' };

describe('targetRows', () => {
    it('reads all matching in pages of 500: 5 200 records in 11 calls', async () => {
        const all = Array.from({ length: 5200 }, (_, i) => record(i + 1));
        const fetchPage = pager(all);
        const progress: number[] = [];
        const rows = await targetRows({ kind: 'matching', total: 5200, fetchPage }, new AbortController().signal, done => progress.push(done));
        expect(rows).toHaveLength(5200);
        expect(fetchPage).toHaveBeenCalledTimes(11);
        expect(fetchPage.mock.calls.every(([, perPage]) => perPage === 500)).toBe(true);
        expect(progress.at(-1)).toBe(5200);
    });

    it('takes the selection as it is', async () => {
        const rows = [record(1), record(2)];
        expect(await targetRows({ kind: 'selection', rows }, new AbortController().signal)).toBe(rows);
    });

    it('cancelled while reading: throws an AbortError', async () => {
        const abort = new AbortController();
        abort.abort();
        const fetchPage = pager([record(1)]);
        await expect(targetRows({ kind: 'matching', total: 1, fetchPage }, abort.signal)).rejects.toMatchObject({ name: 'AbortError' });
        expect(fetchPage).not.toHaveBeenCalled();
    });
});

describe('batchChangeSet', () => {
    it('changes each TTL, carrying the record as read, and counts the records already so as unchanged', () => {
        const rows = [record(1), record(2, { ttl: 3600 }), record(3, { record_type: 'MX', value: 'mx.example.net', mx: 10 })];
        const { set, unchanged } = batchChangeSet({ kind: 'ttl', ttl: 3600 }, rows, zone);
        expect(set).toMatchObject({ ...zone, source: 'batch' });
        expect(unchanged).toBe(1);
        expect(set.ops).toHaveLength(2);
        const [first, third] = set.ops;
        expect(first).toMatchObject({ op: 'update', before: { record_id: 1, ttl: 600 }, after: { top: 'h1', ttl: 3600, value: '192.0.2.1' } });
        expect(third).toMatchObject({ op: 'update', before: { record_id: 3, mx: 10 }, after: { mx: 10, ttl: 3600 } });
    });

    it('pauses the enabled, enables the paused', () => {
        const rows = [record(1), record(2, { status: 3 })];
        const pause = batchChangeSet({ kind: 'pause' }, rows, zone);
        expect(pause.set.ops).toEqual([
            { op: 'update', before: expect.objectContaining({ record_id: 1, status: 1 }), after: expect.objectContaining({ status: 3 }) },
        ]);
        const enable = batchChangeSet({ kind: 'enable' }, rows, zone);
        expect(enable.set.ops).toEqual([
            { op: 'update', before: expect.objectContaining({ record_id: 2, status: 3 }), after: expect.objectContaining({ status: 1 }) },
        ]);
    });

    it('deletes every record', () => {
        const rows = Array.from({ length: 250 }, (_, i) => record(i + 1));
        const { set, unchanged } = batchChangeSet({ kind: 'delete' }, rows, zone);
        expect(unchanged).toBe(0);
        expect(set.ops.map(op => op.op === 'delete' && op.before.record_id)).toEqual(rows.map(row => row.id));
    });
});
