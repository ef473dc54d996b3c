import { describe, expect, it, vi } from 'vitest';
import { IMPORT_CHUNK_SIZE, importItems, importJobSpec } from './importJob';
import type { ExistingRecord } from './plan';
import { zoneLines } from './zoneLines';
import type { ZoneRecord } from '../../../../format/zoneFile/types';
import type { BulkItemResult } from '../../../../data/bulkJobs/types';

const ZONE = { id: 7, domain: 'example.com' };
const rec = (index: number, extra: Partial<ZoneRecord> = {}): ZoneRecord => ({
    host: `h${index}`,
    type: 'A',
    value: `192.0.2.${index % 250}`,
    ttl: 600,
    sourceLine: index,
    ...extra,
});
const ok = (records: unknown[]): BulkItemResult[] => records.map(() => ({ item: 'x', ok: true }));

describe('the import job', () => {
    it('sends updates then adds in chunks of 100, both calls in a mixed chunk, each result with its file line', async () => {
        const update = Array.from({ length: 120 }, (_, index) => ({ record: rec(index + 1, { ttl: 300 }), existing: { ...rec(index + 1), id: 1000 + index } }));
        const add = Array.from({ length: 30 }, (_, index) => rec(200 + index));
        const calls = {
            bulkAddRecords: vi.fn(async (_job: number, records: unknown[]) => ok(records)),
            bulkUpdateRecords: vi.fn(async (_job: number, records: unknown[]) => ok(records)),
        };
        const spec = importJobSpec(calls, importItems({ add, update }), ZONE, zoneLines([], []), 'title');
        expect(spec.type).toBe('recordImport');
        expect(spec.chunkSize).toBe(IMPORT_CHUNK_SIZE);
        const first = await spec.send(spec.items.slice(0, 100) as never, 5, new AbortController().signal);
        const second = await spec.send(spec.items.slice(100) as never, 5, new AbortController().signal);
        expect(calls.bulkUpdateRecords.mock.calls.map(call => call[1].length)).toEqual([100, 20]);
        expect(calls.bulkAddRecords.mock.calls.map(call => call[1].length)).toEqual([30]);
        expect(first[0]).toMatchObject({ ok: true, line: 1 });
        expect(second.map(result => result.line)).toEqual([
            ...Array.from({ length: 20 }, (_, index) => 101 + index),
            ...Array.from({ length: 30 }, (_, index) => 200 + index),
        ]);
        expect(calls.bulkUpdateRecords.mock.calls[0][1][0]).toMatchObject({
            domain_id: 7,
            domain: 'example.com',
            record_id: 1000,
            top: 'h1',
            ttl: 300,
            record_line_id: 1,
            status: 1,
        });
        expect(calls.bulkAddRecords.mock.calls[0][1][0]).toMatchObject({ domain: 'example.com', top: 'h200', record_type: 'A', record_line_name: '默认' });
    });

    it("keeps what a BIND file cannot say: the record's line, weight and paused state", async () => {
        const existing: ExistingRecord = { ...rec(1, { line: '电信', weight: 7, paused: true }), id: 9 };
        const lines = zoneLines(
            [
                {
                    id: 9,
                    record_id: 9,
                    top: 'h1',
                    record_type: 'A',
                    value: '192.0.2.1',
                    ttl: 600,
                    status: 3,
                    record_line_id: 10,
                    record_line_name: '电信',
                    record_line: '10-20',
                    linetype: 1,
                },
            ],
            [],
        );
        const calls = { bulkAddRecords: vi.fn(async () => []), bulkUpdateRecords: vi.fn(async (_job: number, records: unknown[]) => ok(records)) };
        const spec = importJobSpec(calls, importItems({ add: [], update: [{ record: rec(1, { ttl: 60 }), existing }] }), ZONE, lines, 'title');
        await spec.send([...spec.items], 1, new AbortController().signal);
        expect(calls.bulkUpdateRecords.mock.calls[0][1][0]).toMatchObject({
            record_id: 9,
            ttl: 60,
            weight: 7,
            status: 3,
            record_line_id: 10,
            record_line_name: '电信',
        });
    });
});
