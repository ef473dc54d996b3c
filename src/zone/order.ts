import type { ChangeOp, ChangeOpKind } from './types';

const RANK: Record<ChangeOpKind, number> = { delete: 0, update: 1, add: 2 };

/** Deletes, then updates, then adds, each kind in its given order: room is made before it is taken. */
export const orderOps = (ops: readonly ChangeOp[]): ChangeOp[] =>
    ops
        .map((op, index) => ({ op, index }))
        .sort((a, b) => RANK[a.op.op] - RANK[b.op.op] || a.index - b.index)
        .map(({ op }) => op);

/** The most operations one apply call takes (docs/dns-api.md "Change sets"). */
export const CHUNK_SIZE = 500;

/** Consecutive slices of at most `size`. */
export const chunksOf = <T>(items: readonly T[], size = CHUNK_SIZE): T[][] => {
    const step = Math.max(1, size);
    const chunks: T[][] = [];
    for (let start = 0; start < items.length; start += step) chunks.push(items.slice(start, start + step));
    return chunks;
};
