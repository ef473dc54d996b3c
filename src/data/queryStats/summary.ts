import type { NamedCount, QueryPoint } from './api';

interface QuerySummary {
    total: number;
    /** The busiest point (the first of equals); undefined with no queries. */
    peak?: QueryPoint;
    /** Mean per point (per hour or per day), rounded. */
    average: number;
}

export const summariseQueries = (points: readonly QueryPoint[]): QuerySummary => {
    const total = points.reduce((sum, point) => sum + point.count, 0);
    const peak = points.reduce<QueryPoint | undefined>((best, point) => (point.count > (best?.count ?? 0) ? point : best), undefined);
    return { total, peak, average: points.length ? Math.round(total / points.length) : 0 };
};

/** Counts with their share of the total (0..1), largest first. */
/** Each item's share of the total, in the order given. */
export const withShares = (items: readonly NamedCount[]): Array<NamedCount & { share: number }> => {
    const total = items.reduce((sum, item) => sum + item.count, 0);
    return items.map(item => ({ ...item, share: total ? item.count / total : 0 }));
};

/** Names a statistics answer may already give its catch-all bucket. */
const OTHER_NAMES = new Set(['其他', '其它', 'other', 'others']);

/**
 * At most `max` items for a readable chart: the largest first, and one "other" last summing the rest together
 * with any catch-all bucket the answer already holds (so a chart never shows two "other" bands or slices).
 */
export const topWithOther = (items: readonly NamedCount[], max: number, otherName: string): NamedCount[] => {
    const isOther = (item: NamedCount) => item.name === otherName || OTHER_NAMES.has(item.name.trim().toLowerCase());
    const given = items.filter(isOther).reduce((sum, item) => sum + item.count, 0);
    const hasOther = items.some(isOther);
    const sorted = items.filter(item => !isOther(item)).sort((a, b) => b.count - a.count);
    if (sorted.length + (hasOther ? 1 : 0) <= max) return hasOther ? [...sorted, { name: otherName, count: given }] : sorted;
    const rest = sorted.slice(max - 1).reduce((sum, item) => sum + item.count, given);
    return [...sorted.slice(0, max - 1), { name: otherName, count: rest }];
};
