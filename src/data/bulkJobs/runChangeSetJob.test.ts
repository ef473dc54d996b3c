import { describe, expect, it, vi } from 'vitest';
import { contentOf, type ChangeSet } from '../../zone';
import type { ApplyChunk } from '../changeSets/api';
import { bulkChangesOf, runChangeSetJob } from './runChangeSetJob';

const add = (top: string, value = '192.0.2.1') => ({ op: 'add' as const, after: contentOf({ top, record_type: 'A', value }) });
const setOf = (domain_id: number, domain: string, tops: string[]): ChangeSet => ({ domain_id, domain, source: 'bulk', ops: tops.map(top => add(top)) });

/** A server that refuses the hosts starting with "bad", fails a whole zone named "down.net", and numbers entries. */
const server = () => {
    const chunks: ApplyChunk[] = [];
    return {
        chunks,
        startBulkJob: vi.fn(async () => 9),
        finishBulkJob: vi.fn(async () => undefined),
        applyChangeChunk: vi.fn(async (chunk: ApplyChunk) => {
            chunks.push(chunk);
            if (chunk.set.domain === 'down.net') throw new Error('域名不存在');
            return {
                changeSetId: chunk.changeSetId || 100 + chunk.set.domain_id,
                list: chunk.ops.map((op, index) => {
                    const refused = op.op === 'add' && op.after.top.startsWith('bad');
                    return { index, code: refused ? 500 : 1, msg: refused ? '记录值不正确' : 'success', record_id: refused ? 0 : 1000 + index };
                }),
            };
        }),
    };
};

describe('runChangeSetJob', () => {
    it('applies one change set per zone naming the job, reports each operation in order, and finishes the job', async () => {
        const api = server();
        const progress: number[] = [];
        const changes = [
            ...bulkChangesOf(setOf(1, 'a.com', ['www', 'bad'])),
            ...bulkChangesOf(setOf(0, 'down.net', ['x'])),
            ...bulkChangesOf(setOf(2, 'b.com', ['mail'])),
        ];
        const outcome = await runChangeSetJob(
            api,
            { type: 'recordCreate', title: '3 records', changes },
            { signal: new AbortController().signal, onProgress: p => progress.push(p.done) },
        );
        expect(api.startBulkJob).toHaveBeenCalledWith({ type: 'recordCreate', title: '3 records', total: 4 });
        expect(api.chunks.map(chunk => [chunk.set.domain, chunk.jobId, chunk.changeSetId, chunk.ops.length, chunk.set.source])).toEqual([
            ['a.com', 9, 0, 2, 'bulk'],
            ['down.net', 9, 0, 1, 'bulk'],
            ['b.com', 9, 0, 1, 'bulk'],
        ]);
        expect(outcome.results).toEqual([
            { item: 'www.a.com A 192.0.2.1', ok: true },
            { item: 'bad.a.com A 192.0.2.1', ok: false, msg: '记录值不正确' },
            { item: 'x.down.net A 192.0.2.1', ok: false, msg: '域名不存在' },
            { item: 'mail.b.com A 192.0.2.1', ok: true },
        ]);
        expect(outcome).toMatchObject({ jobId: 9, succeeded: 2, skipped: 0, cancelled: false });
        // a refused operation remembers its zone's entry, so retrying it joins that entry
        expect(outcome.refused.map(({ item }) => [item.set.domain, item.changeSetId])).toEqual([
            ['a.com', 101],
            ['down.net', undefined],
        ]);
        expect(api.finishBulkJob).toHaveBeenCalledWith(9, false);
        expect(progress.at(-1)).toBe(4);

        await runChangeSetJob(
            api,
            { type: 'recordCreate', title: 'retry', changes: outcome.refused.map(({ item }) => item) },
            { signal: new AbortController().signal },
        );
        expect(api.chunks.at(-2)).toMatchObject({ changeSetId: 101, ops: [add('bad')] });
    });

    it('keeps the file line of an operation in its result', async () => {
        const api = server();
        const set = setOf(1, 'a.com', ['bad']);
        const outcome = await runChangeSetJob(
            api,
            { type: 'recordImport', title: 'import', changes: bulkChangesOf(set, () => 12) },
            { signal: new AbortController().signal },
        );
        expect(outcome.refused[0].result).toEqual({ item: 'bad.a.com A 192.0.2.1', line: 12, ok: false, msg: '记录值不正确' });
    });

    it('cancelled, it skips the zones not begun and finishes the job as cancelled', async () => {
        const api = server();
        const abort = new AbortController();
        api.applyChangeChunk.mockImplementationOnce(async (chunk: ApplyChunk) => {
            abort.abort();
            return { changeSetId: 5, list: chunk.ops.map((_op, index) => ({ index, code: 1, msg: 'success', record_id: index + 1 })) };
        });
        const changes = [...bulkChangesOf(setOf(1, 'a.com', ['www'])), ...bulkChangesOf(setOf(2, 'b.com', ['www', 'mail']))];
        const outcome = await runChangeSetJob(api, { type: 'recordCreate', title: 't', changes }, { signal: abort.signal });
        expect(outcome).toMatchObject({ succeeded: 1, skipped: 2, cancelled: true });
        expect(api.applyChangeChunk).toHaveBeenCalledTimes(1);
        expect(api.finishBulkJob).toHaveBeenCalledWith(9, true);
    });

    it('refuses the operations of a zone closed to this session with its reason, without sending them', async () => {
        const api = server();
        const changes = [...bulkChangesOf(setOf(1, 'Viewed.net', ['www'])), ...bulkChangesOf(setOf(2, 'b.com', ['mail']))];
        const reason = '该域名由 alice 授权给您，仅可查看：可以查看解析记录，不能修改。';
        const closed = vi.fn((domain: string) => (domain === 'viewed.net' ? reason : null));
        const outcome = await runChangeSetJob(api, { type: 'recordCreate', title: 't', changes, closed }, { signal: new AbortController().signal });
        expect(api.chunks.map(chunk => chunk.set.domain)).toEqual(['b.com']);
        expect(outcome.results).toEqual([
            { item: 'www.Viewed.net A 192.0.2.1', ok: false, msg: reason },
            { item: 'mail.b.com A 192.0.2.1', ok: true },
        ]);
        expect(outcome).toMatchObject({ succeeded: 1, skipped: 0, cancelled: false });
        expect(outcome.refused.map(({ item }) => item.set.domain)).toEqual(['Viewed.net']);
    });

    it('starts no job when every zone is closed, and refuses every operation with its reason', async () => {
        const api = server();
        const changes = bulkChangesOf(setOf(1, 'a.com', ['www', 'mail']));
        const outcome = await runChangeSetJob(
            api,
            { type: 'recordCreate', title: 't', changes, closed: () => 'role' },
            { signal: new AbortController().signal },
        );
        expect(api.startBulkJob).not.toHaveBeenCalled();
        expect(api.finishBulkJob).not.toHaveBeenCalled();
        expect(api.applyChangeChunk).not.toHaveBeenCalled();
        expect(outcome).toMatchObject({ jobId: 0, succeeded: 0, skipped: 0, cancelled: false });
        expect(outcome.refused.map(({ result }) => result.msg)).toEqual(['role', 'role']);
    });
});
