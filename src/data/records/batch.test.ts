import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chunk, gatherAll, groupRefusals, runBatches, type Page } from './batch';
import { runRecordBatch, type BatchCalls } from '../../user/dns/domain/records/batchJob';
import type { DnsRecord } from './api';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const pager = <T,>(all: T[]) => vi.fn(async (page: number, perPage: number): Promise<Page<T>> => ({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length }));

const record = (id: number): DnsRecord => ({ id, record_id: id, top: `h${id}`, record_type: 'A', value: `192.0.2.${id % 250}`, ttl: 600, status: 1 });

describe('gatherAll', () => {
    it('gathers every row across pages, each once, reporting progress', async () => {
        const fetchPage = pager(rows(450));
        const progress: number[] = [];
        const gathered = await gatherAll(fetchPage, { perPage: 200, signal: new AbortController().signal, onProgress: done => progress.push(done) });
        expect(gathered).toHaveLength(450);
        expect(fetchPage).toHaveBeenCalledTimes(3);
        expect(progress).toEqual([200, 400, 450]);
    });

    it('gathers any size exactly', async () => {
        await fc.assert(
            fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 300 }), async (n, perPage) => {
                const gathered = await gatherAll(pager(rows(n)), { perPage, signal: new AbortController().signal });
                expect(gathered.map(row => row.id)).toEqual(rows(n).map(row => row.id));
            }),
            { numRuns: 50 },
        );
    });

    it('stops with an AbortError when cancelled', async () => {
        const abort = new AbortController();
        const fetchPage = vi.fn(async (page: number): Promise<Page<{ id: number }>> => {
            if (page === 2) abort.abort();
            return { data: rows(200), total: 1000 };
        });
        await expect(gatherAll(fetchPage, { perPage: 200, signal: abort.signal })).rejects.toMatchObject({ name: 'AbortError' });
        expect(fetchPage).toHaveBeenCalledTimes(2);
    });
});

describe('runBatches', () => {
    it('chunks', () => {
        expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
        expect(chunk([], 3)).toEqual([]);
    });

    it('records refused batches with their reason and goes on', async () => {
        const send = vi.fn(async (batch: number[]) => {
            if (batch.includes(3)) throw new Error('域名已锁定，无法修改解析记录');
        });
        const outcome = await runBatches([1, 2, 3, 4, 5], send, { size: 2, signal: new AbortController().signal });
        expect(outcome.done).toEqual([1, 2, 5]);
        expect(outcome.refused).toEqual([{ items: [3, 4], reason: '域名已锁定，无法修改解析记录' }]);
        expect(outcome.cancelled).toBe(false);
        expect(groupRefusals(outcome.refused)).toEqual([{ reason: '域名已锁定，无法修改解析记录', count: 2 }]);
    });

    it('keeps at most `concurrency` calls in flight', async () => {
        let inFlight = 0;
        let peak = 0;
        const send = async () => {
            inFlight++;
            peak = Math.max(peak, inFlight);
            await new Promise(resolve => setTimeout(resolve, 1));
            inFlight--;
        };
        const outcome = await runBatches(rows(20), send, { size: 1, concurrency: 4, signal: new AbortController().signal });
        expect(peak).toBe(4);
        expect(outcome.done).toHaveLength(20);
    });

    it('on cancel, lets sent calls finish and sends no more', async () => {
        const abort = new AbortController();
        const sent: number[][] = [];
        const send = async (batch: number[]) => {
            sent.push(batch);
            if (sent.length === 2) abort.abort();
            await Promise.resolve();
        };
        const outcome = await runBatches([1, 2, 3, 4, 5, 6], send, { size: 2, signal: abort.signal });
        expect(outcome.cancelled).toBe(true);
        expect(outcome.done).toEqual([1, 2, 3, 4]);
        expect(outcome.skipped).toEqual([5, 6]);
    });
});

describe('runRecordBatch', () => {
    const zone = { domain_id: 7, domain: 'example.com' };
    const calls = () => ({
        setRecordStatus: vi.fn(async (_ids: unknown[], _status: number) => {}),
        deleteMany: vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({ data: params.ids })),
        update: vi.fn(async (_resource: string, params: { id: unknown; data: Partial<DnsRecord> }) => ({ data: params.data })),
    }) as unknown as BatchCalls & { [name in 'setRecordStatus' | 'deleteMany' | 'update']: ReturnType<typeof vi.fn> };

    it('pauses the selection in batch calls of ids', async () => {
        const api = calls();
        const outcome = await runRecordBatch({ action: { kind: 'pause' }, target: { kind: 'selection', rows: [record(1), record(2)] }, zone, calls: api, signal: new AbortController().signal });
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
        await runRecordBatch({ action: { kind: 'delete' }, target: { kind: 'matching', total: 250, fetchPage: pager(all) }, zone, calls: api, signal: new AbortController().signal });
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
        const outcome = await runRecordBatch({ action: { kind: 'enable' }, target: { kind: 'matching', total: 10, fetchPage: pager(rows(10).map(r => record(r.id))) }, zone, calls: api, signal: abort.signal });
        expect(outcome.cancelled).toBe(true);
        expect(api.setRecordStatus).not.toHaveBeenCalled();
    });
});
