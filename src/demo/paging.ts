import { int, text, type Input } from './fields';

/** The renren-style page wrapper the backend answers: list and totalCount, plus the page arithmetic. */
export interface Page<T> {
    list: T[];
    totalCount: number;
    pageSize: number;
    currPage: number;
    totalPage: number;
}

interface Defaults {
    sidx?: string;
    order?: 'asc' | 'desc';
    limit?: number;
}

// one collator for every comparison: localeCompare with a locale builds one per call, far too slow for big lists
const collator = new Intl.Collator('zh-CN', { numeric: true });

const compare = (a: unknown, b: unknown): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return collator.compare(String(a ?? ''), String(b ?? ''));
};

/**
 * Sorts and pages rows by the shared list convention: page (1-based) and limit, or the older pagenum and
 * pagesize; sidx (a field, ignored when the rows have no such field) and order (asc|desc). Ties keep id order.
 */
export const paginate = <T extends { id?: number }>(rows: readonly T[], input: Input, defaults: Defaults = {}): Page<T> => {
    const limit = Math.max(1, int(input.limit ?? input.pagesize, defaults.limit ?? 20));
    const requestedSidx = text(input.sidx);
    const sample = rows[0] as Record<string, unknown> | undefined;
    const sidx = requestedSidx && (!sample || requestedSidx in sample) ? requestedSidx : (defaults.sidx ?? 'id');
    const order = text(input.order).toLowerCase() || defaults.order || 'desc';
    const direction = order === 'asc' ? 1 : -1;
    const sorted = [...rows].sort(
        (a, b) => direction * compare((a as Record<string, unknown>)[sidx], (b as Record<string, unknown>)[sidx]) || direction * ((a.id ?? 0) - (b.id ?? 0)),
    );
    const totalCount = sorted.length;
    const totalPage = Math.max(1, Math.ceil(totalCount / limit));
    const currPage = Math.max(1, int(input.page ?? input.pagenum, 1));
    return { list: sorted.slice((currPage - 1) * limit, currPage * limit), totalCount, pageSize: limit, currPage, totalPage };
};
