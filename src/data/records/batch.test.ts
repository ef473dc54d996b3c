import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chunk, gatherAll, runBatches, type Page } from './batch';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const pager = <T>(all: T[]) =>
    vi.fn(async (page: number, perPage: number): Promise<Page<T>> => ({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length }));

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
