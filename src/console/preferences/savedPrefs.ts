import { useCallback, useMemo } from 'react';
import { useRemoveFromStore, useStore } from 'react-admin';

const NOTHING_SAVED = Object.freeze({});

/**
 * A group of preferences saved under one key of react-admin's Store (localStorage): only the values the user
 * changed are kept, read back through `sanitize` (a stale or hand-edited entry falls back to the defaults
 * field by field). `prefs` keeps its identity while nothing changes, so themes built from it can be memoised.
 */
export const useSavedPrefs = <T extends object>(key: string, sanitize: (saved: unknown) => T) => {
    const [saved, setSaved] = useStore<Partial<T>>(key, NOTHING_SAVED as Partial<T>);
    const remove = useRemoveFromStore();
    const prefs = useMemo(() => sanitize(saved), [saved, sanitize]);
    const update = useCallback((change: Partial<T>) => setSaved(current => ({ ...(isObject(current) ? current : {}), ...change }) as Partial<T>), [setSaved]);
    const reset = useCallback(() => remove(key), [remove, key]);
    return { prefs, update, reset } as const;
};

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` when it is one of `allowed`, else `fallback`. */
export const oneOf = <V>(value: unknown, allowed: readonly V[], fallback: V): V => (allowed.includes(value as V) ? (value as V) : fallback);
