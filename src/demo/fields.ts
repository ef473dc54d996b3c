/** The request's fields (query and body merged), as loosely typed as clients send them. */
export type Input = Record<string, unknown>;

/** A field as trimmed text: numbers are accepted too, anything else is ''. */
export const text = (value: unknown): string => {
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return '';
};

/** A field as an integer; `fallback` when missing or not an integer (forms send numbers as strings). */
export const int = (value: unknown, fallback: number): number => {
    const raw = text(value);
    if (!/^-?\d+$/.test(raw)) return fallback;
    return Number(raw);
};

/** An optional integer filter: undefined when absent or empty, as list forms send '' for "any". */
export const optionalInt = (value: unknown): number | undefined => {
    const raw = text(value);
    return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
};

/** Ids of a batch call: "1,2,3", [1, 2], ["1"], a single number, or {ids: any of those}. */
export const idsOf = (value: unknown): number[] => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return idsOf((value as Input).ids);
    const items = Array.isArray(value) ? value : text(value).split(',');
    return items.map(item => int(item, NaN)).filter(id => Number.isInteger(id));
};

export const isPlainObject = (value: unknown): value is Input => !!value && typeof value === 'object' && !Array.isArray(value);
