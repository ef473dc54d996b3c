import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../../data/records/batch';
import type { DnsRecord } from '../../../../data/records/api';
import { runRecordBatch, type BatchCalls } from './batchJob';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const pager = <T>(all: T[]) =>
    vi.fn(async (page: number, perPage: number): Promise<Page<T>> => ({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length }));

const record = (id: number): DnsRecord => ({ id, record_id: id, top: `h${id}`, record_type: 'A', value: `192.0.2.${id % 250}`, ttl: 600, status: 1 });

describe('runRecordBatch', () => {
    const zone = { domain_id: 7, domain: 'example.com' };
    const calls = () =>
        ({
            setRecordStatus: vi.fn(async (_ids: unknown[], _status: number) => {}),
            deleteMany: vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({ data: params.ids })),
            update: vi.fn(async (_resource: string, params: { id: unknown; data: Partial<DnsRecord> }) => ({ data: params.data })),
        }) as unknown as BatchCalls & { [name in 'setRecordStatus' | 'deleteMany' | 'update']: ReturnType<typeof vi.fn> };

    it('pauses the selection in batch calls of ids', async () => {
        const api = calls();
        const outcome = await runRecordBatch({
            action: { kind: 'pause' },
            target: { kind: 'selection', rows: [record(1), record(2)] },
            zone,
            calls: api,
            signal: new AbortController().signal,
        });
        expect(api.setRecordStatus).toHaveBeenCalledWith([1, 2], 3);
        expect(outcome.done).toHaveLength(2);
    });

    it('gathers all matching, then changes each TTL with the zone attached', async () => {
        const api = calls();
        const all = Array.from({ length: 450 }, (_, i) => record(i + 1));
        const phases: string[] = [];
        const outcome = await runRecordBatch({
            action: { kind: 'ttl', ttl: 3600 },
            target: { kind: 'matching', total: 450, fetchPage: pager(all) },
            zone,
            calls: api,
            signal: new AbortController().signal,
            onProgress: ({ phase }) => phases.push(phase),
        });
        expect(api.update).toHaveBeenCalledTimes(450);
        expect(api.update).toHaveBeenCalledWith('record', { id: all[0].id, data: { ...all[0], ...zone, ttl: 3600 }, previousData: all[0] });
        expect(outcome.done).toHaveLength(450);
        expect(phases[0]).toBe('gather');
        expect(phases.at(-1)).toBe('apply');
    });

    it('deletes all matching in batches of at most 100 ids', async () => {
        const api = calls();
        const all = Array.from({ length: 250 }, (_, i) => record(i + 1));
        await runRecordBatch({
            action: { kind: 'delete' },
            target: { kind: 'matching', total: 250, fetchPage: pager(all) },
            zone,
            calls: api,
            signal: new AbortController().signal,
        });
        expect(api.deleteMany.mock.calls.map(([resource, { ids }]) => [resource, ids.length])).toEqual([
            ['record', 100],
            ['record', 100],
            ['record', 50],
        ]);
    });

    it('cancelled after the first delete call: no further call is sent', async () => {
        const abort = new AbortController();
        const api = calls();
        api.deleteMany.mockImplementation(async (_resource: string, params: { ids: unknown[] }) => {
            abort.abort();
            return { data: params.ids };
        });
        const all = Array.from({ length: 250 }, (_, i) => record(i + 1));
        const outcome = await runRecordBatch({ action: { kind: 'delete' }, target: { kind: 'selection', rows: all }, zone, calls: api, signal: abort.signal });
        expect(api.deleteMany).toHaveBeenCalledTimes(1);
        expect(outcome).toMatchObject({ cancelled: true });
        expect(outcome.done).toHaveLength(100);
        expect(outcome.skipped).toHaveLength(150);
    });

    it('cancelled while gathering: nothing sent', async () => {
        const api = calls();
        const abort = new AbortController();
        abort.abort();
        const outcome = await runRecordBatch({
            action: { kind: 'enable' },
            target: { kind: 'matching', total: 10, fetchPage: pager(rows(10).map(r => record(r.id))) },
            zone,
            calls: api,
            signal: abort.signal,
        });
        expect(outcome.cancelled).toBe(true);
        expect(api.setRecordStatus).not.toHaveBeenCalled();
    });
});
