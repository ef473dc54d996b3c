import { describe, expect, it, vi } from 'vitest';
import { NO_ANSWER, runBulkJob } from './runBulkJob';
import type { BulkItemResult, BulkJobCalls, BulkJobSpec } from './types';

const calls = (): BulkJobCalls & { startBulkJob: ReturnType<typeof vi.fn>; finishBulkJob: ReturnType<typeof vi.fn> } => ({
    startBulkJob: vi.fn(async () => 7),
    finishBulkJob: vi.fn(async () => undefined),
});

const spec = (items: string[], send: BulkJobSpec<string>['send'], chunkSize = 2): BulkJobSpec<string> => ({
    type: 'domainsCreate',
    title: `${items.length} domains`,
    items,
    chunkSize,
    send,
    describe: item => item,
});

const okAll = async (chunk: string[]): Promise<BulkItemResult[]> => chunk.map(item => ({ item, ok: !item.startsWith('bad') }));

describe('runBulkJob', () => {
    it('starts the job, sends the chunks in order with its id, reports progress and finishes it', async () => {
        const api = calls();
        const sent: Array<{ chunk: string[]; jobId: number }> = [];
        const progress: number[] = [];
        const outcome = await runBulkJob(
            api,
            spec(['a', 'bad-b', 'c', 'd', 'e'], async (chunk, jobId) => {
                sent.push({ chunk, jobId });
                return okAll(chunk);
            }),
            { signal: new AbortController().signal, onProgress: p => progress.push(p.done) },
        );
        expect(api.startBulkJob).toHaveBeenCalledWith({ type: 'domainsCreate', title: '5 domains', total: 5 });
        expect(sent).toEqual([
            { chunk: ['a', 'bad-b'], jobId: 7 },
            { chunk: ['c', 'd'], jobId: 7 },
            { chunk: ['e'], jobId: 7 },
        ]);
        expect(progress).toEqual([0, 2, 4, 5]);
        expect(outcome).toMatchObject({ jobId: 7, succeeded: 4, skipped: 0, cancelled: false });
        expect(outcome.results.map(result => result.item)).toEqual(['a', 'bad-b', 'c', 'd', 'e']);
        expect(outcome.refused).toEqual([{ item: 'bad-b', result: { item: 'bad-b', ok: false } }]);
        expect(api.finishBulkJob).toHaveBeenCalledWith(7, false);
    });

    it('refuses every item of a chunk that throws, with its message, and goes on', async () => {
        const api = calls();
        const outcome = await runBulkJob(
            api,
            spec(['a', 'b', 'c'], async chunk => {
                if (chunk.includes('a')) throw new Error('服务器忙');
                return okAll(chunk);
            }),
            { signal: new AbortController().signal },
        );
        expect(outcome.succeeded).toBe(1);
        expect(outcome.refused.map(({ item, result }) => [item, result.msg])).toEqual([
            ['a', '服务器忙'],
            ['b', '服务器忙'],
        ]);
        expect(api.finishBulkJob).toHaveBeenCalledWith(7, false);
    });

    it('refuses an item its chunk answered nothing for', async () => {
        const outcome = await runBulkJob(
            calls(),
            spec(['a', 'b'], async () => [{ item: 'a', ok: true }]),
            { signal: new AbortController().signal },
        );
        expect(outcome.refused).toEqual([{ item: 'b', result: { item: 'b', ok: false, msg: NO_ANSWER } }]);
    });

    it('stops sending when cancelled mid-way: the chunk in flight completes, the rest is skipped, the job is finished as cancelled', async () => {
        const api = calls();
        const abort = new AbortController();
        const signals: AbortSignal[] = [];
        const outcome = await runBulkJob(
            api,
            spec(['a', 'b', 'c', 'd', 'e'], async (chunk, _jobId, signal) => {
                signals.push(signal);
                if (chunk[0] === 'c') abort.abort();
                return okAll(chunk);
            }),
            { signal: abort.signal },
        );
        expect(outcome).toMatchObject({ succeeded: 4, skipped: 1, cancelled: true });
        expect(signals.every(signal => !signal.aborted)).toBe(true);
        expect(api.finishBulkJob).toHaveBeenCalledWith(7, true);
    });

    it('finishes the job even when sending blows up, and keeps the outcome when the finish fails', async () => {
        const api = calls();
        api.finishBulkJob.mockRejectedValueOnce(new Error('network'));
        const outcome = await runBulkJob(api, spec(['a'], okAll), { signal: new AbortController().signal });
        expect(outcome.succeeded).toBe(1);
        expect(api.finishBulkJob).toHaveBeenCalledTimes(1);

        const onProgress = vi.fn(() => {
            throw new Error('render failed');
        });
        await expect(runBulkJob(api, spec(['a'], okAll), { signal: new AbortController().signal, onProgress })).rejects.toThrow('render failed');
        expect(api.finishBulkJob).toHaveBeenCalledTimes(2);
    });

    it('throws, and finishes nothing, when the job cannot start', async () => {
        const api = calls();
        api.startBulkJob.mockRejectedValueOnce(new Error('未登录'));
        const send = vi.fn(okAll);
        await expect(runBulkJob(api, spec(['a'], send), { signal: new AbortController().signal })).rejects.toThrow('未登录');
        expect(send).not.toHaveBeenCalled();
        expect(api.finishBulkJob).not.toHaveBeenCalled();
    });
});
