import { describe, expect, it, vi } from 'vitest';
import { runChangeSetJob } from '../../../../data/bulkJobs/runChangeSetJob';
import type { ApplyChunk } from '../../../../data/changeSets/api';
import { contentOf, type ChangeOp, type ChangeSet } from '../../../../zone';
import { importJob } from './importJob';

const content = (index: number) => contentOf({ top: `h${index}`, record_type: 'A', value: `192.0.2.${index % 250}`, ttl: 600 });
const set = (ops: ChangeOp[]): ChangeSet => ({ domain_id: 7, domain: 'example.com', source: 'import', ops });

describe('the import job', () => {
    it('is the change set of the plan as a recordImport job, each operation with its file line', () => {
        const ops: ChangeOp[] = [
            { op: 'delete', before: { ...content(1), record_id: 11 } },
            { op: 'add', after: content(2) },
        ];
        const job = importJob({ set: set(ops), fileLines: [undefined, 12] }, 'title');
        expect(job).toMatchObject({ type: 'recordImport', title: 'title' });
        expect(job.changes).toEqual([
            { set: { domain_id: 7, domain: 'example.com', source: 'import' }, op: ops[0] },
            { set: { domain_id: 7, domain: 'example.com', source: 'import' }, op: ops[1], line: 12 },
        ]);
    });

    it('is applied in chunks of 500 naming the job and one history entry, in order, each result with its file line', async () => {
        const ops: ChangeOp[] = [
            ...Array.from({ length: 300 }, (_, index): ChangeOp => ({ op: 'delete', before: { ...content(index), record_id: 1000 + index } })),
            ...Array.from({ length: 420 }, (_, index): ChangeOp => ({
                op: 'update',
                before: { ...content(index), record_id: 2000 + index },
                after: { ...content(index), ttl: 300 },
            })),
            ...Array.from({ length: 480 }, (_, index): ChangeOp => ({ op: 'add', after: content(index + 500) })),
        ];
        const fileLines = ops.map((op, index) => (op.op === 'delete' ? undefined : index + 1));
        const chunks: ApplyChunk[] = [];
        const calls = {
            startBulkJob: vi.fn(async () => 41),
            finishBulkJob: vi.fn(async () => undefined),
            applyChangeChunk: vi.fn(async (chunk: ApplyChunk) => {
                chunks.push(chunk);
                return {
                    changeSetId: 77,
                    list: chunk.ops.map((_op, index) => ({ index, code: index === 0 ? 500 : 1, msg: index === 0 ? '记录值不正确' : 'success', record_id: 1 })),
                };
            }),
        };
        const outcome = await runChangeSetJob(calls, importJob({ set: set(ops), fileLines }, 'title'), { signal: new AbortController().signal });
        expect(calls.startBulkJob).toHaveBeenCalledWith({ type: 'recordImport', title: 'title', total: 1200 });
        expect(chunks.map(chunk => [chunk.ops.length, chunk.jobId, chunk.changeSetId, chunk.total, chunk.set.source])).toEqual([
            [500, 41, 0, 1200, 'import'],
            [500, 41, 77, 1200, 'import'],
            [200, 41, 77, 1200, 'import'],
        ]);
        expect(chunks.flatMap(chunk => chunk.ops)).toEqual(ops);
        expect(outcome.refused.map(({ result }) => result.line)).toEqual([undefined, 501, 1001]);
        expect(outcome.results[600]).toEqual({ item: 'h300.example.com A 192.0.2.50', line: 601, ok: true });
        expect(calls.finishBulkJob).toHaveBeenCalledWith(41, false);
    });
});
