import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksOf, CHUNK_SIZE, orderOps } from './order';
import type { ChangeOp, RecordContent } from './types';

const content = (top: string): RecordContent => ({
    top,
    record_type: 'A',
    value: '192.0.2.1',
    ttl: 600,
    mx: 0,
    weight: 1,
    record_line_id: '1',
    record_line_name: '',
    status: 1,
});

const arbitraryOp: fc.Arbitrary<ChangeOp> = fc.tuple(fc.constantFrom('add', 'update', 'delete'), fc.nat(), fc.string()).map(([op, id, top]): ChangeOp => {
    const before = { ...content(top), record_id: id };
    return op === 'add' ? { op, after: content(top) } : op === 'update' ? { op, before, after: content(`${top}2`) } : { op, before };
});

const RANK = { delete: 0, update: 1, add: 2 };

describe('orderOps (property)', () => {
    it('is a permutation of its input with deletes, then updates, then adds, each kind in its given order', () => {
        fc.assert(
            fc.property(fc.array(arbitraryOp, { maxLength: 60 }), ops => {
                const ordered = orderOps(ops);
                // each operation once: its place in the input, over all of them, is 0..n-1
                expect(ordered.map(op => ops.indexOf(op)).sort((a, b) => a - b)).toEqual(ops.map((_op, index) => index));
                const ranks = ordered.map(op => RANK[op.op]);
                expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
                for (const kind of ['delete', 'update', 'add'] as const) expect(ordered.filter(op => op.op === kind)).toEqual(ops.filter(op => op.op === kind));
            }),
        );
    });
});

describe('chunksOf', () => {
    it('concatenates back to its input, no chunk larger than the size and none empty (property)', () => {
        fc.assert(
            fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer({ min: 1, max: 120 }), (items, size) => {
                const chunks = chunksOf(items, size);
                expect(chunks.flat()).toEqual(items);
                for (const chunk of chunks) expect(chunk.length).toBeGreaterThan(0);
                for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(size);
                // every chunk but the last is full
                expect(chunks.slice(0, -1).every(chunk => chunk.length === size)).toBe(true);
            }),
        );
    });

    it('takes 500 by default: 5 200 operations are 11 calls', () => {
        expect(CHUNK_SIZE).toBe(500);
        expect(chunksOf(Array.from({ length: 5200 }, (_, index) => index)).map(chunk => chunk.length)).toEqual([...Array(10).fill(500), 200]);
        expect(chunksOf([])).toEqual([]);
    });

    it('a size below one is taken as one', () => {
        expect(chunksOf([1, 2], 0)).toEqual([[1], [2]]);
    });
});
