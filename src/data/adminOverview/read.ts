/**
 * Loose readers of answer fields, shared by the CDN tools and licence answers: they never throw, but report nothing.
 * Read a new answer with dataProvider/answers.ts instead (docs/architecture.md, "Reading answers").
 */

/** A finite number from a number or numeric string; 0 otherwise. */
export const num = (value: unknown): number => {
    const number = typeof value === 'string' && value.trim() === '' ? NaN : Number(value ?? NaN);
    return Number.isFinite(number) ? number : 0;
};

/** Text from a string or number; '' otherwise. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** An object's members; {} for anything else. */
export const object = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The admin list wrapper: top-level page.list + page.totalCount. */
export const pageOf = <T>(json: Record<string, unknown>, read: (row: Record<string, unknown>) => T): { list: T[]; total: number } => {
    const page = object(json.page);
    return { list: Array.isArray(page.list) ? page.list.map(object).map(read) : [], total: num(page.totalCount) };
};
