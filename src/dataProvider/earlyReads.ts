import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult, SortPayload, Store } from 'react-admin';
import { tablePageSize } from '../console/preferences/tablePrefs';

/** A read a page makes first, started while its code was still loading, kept for the page's own identical call. */
const started = new Map<string, Promise<unknown>>();

/** How long a started read waits for its page: a page that never asks lets it go. */
const KEPT_MS = 10_000;

/** Code-unit order: localeCompare would build an ICU collator on its first call, about 10 ms on a cold load. */
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** The same call whatever the order of its keys; the abort signal and an absent meta do not count. */
const keyOf = (call: string, resource: string, params: object): string =>
    JSON.stringify([call, resource, params], (key, value: unknown) =>
        key === 'signal'
            ? undefined
            : value && typeof value === 'object' && !Array.isArray(value)
              ? Object.fromEntries(Object.entries(value).sort(byKey))
              : value,
    );

/**
 * Starts `read` now and keeps its answer (success or pending) for the page's first identical call, once: on a
 * signed-in cold load the page's first list call then leaves as its chunks arrive, in parallel with the first
 * render, instead of after it (console/preload.ts). A failed start is forgotten, so the page's own call asks again.
 */
export const startEarlyRead = <T>(call: string, resource: string, params: object, read: () => Promise<T>): Promise<T> => {
    const key = keyOf(call, resource, params);
    const answer = read();
    started.set(key, answer);
    answer.catch(() => started.delete(key));
    setTimeout(() => started.delete(key), KEPT_MS);
    return answer;
};

/** The started read of this exact call, if there is one, handed over once. */
export const takeEarlyRead = <T>(call: string, resource: string, params: object): Promise<T> | undefined => {
    const key = keyOf(call, resource, params);
    const answer = started.get(key);
    started.delete(key);
    return answer as Promise<T> | undefined;
};

interface FirstList {
    resource: string;
    /** The list's sort, as its `<List>` is given it. */
    sort: SortPayload;
    /** The list's page size: the table settings' by default, as every list of the console has it (useListPaging). */
    perPage?: number;
    /** The list's `storeKey`, when it has its own. */
    storeKey?: string;
}

/** A stored parameter as a page number, or `fallback` (react-admin's getNumberOrDefault). */
const numberOr = (value: unknown, fallback: number): number => {
    if (value === undefined) return fallback;
    const parsed = typeof value === 'string' ? parseInt(value, 10) : (value as number);
    return Number.isNaN(parsed) ? fallback : parsed;
};

interface StoredListParams {
    filter?: Record<string, unknown>;
    sort?: string | null;
    order?: string | null;
    page?: number | string | null;
    perPage?: number | string | null;
}

/**
 * The parameters react-admin's `<List>` asks for on an address without a query string: those kept in the Store
 * from the last visit when the user changed any (page, page size, sort, filters), else an empty filter; the list's
 * own sort and page size where none is kept. This is ra-core's getQuery (controller/list/useListParams.ts) for an
 * address without a query string and a list without default filters, restated so that the data layer needs none of
 * react-admin's list code: a first read then starts as soon as the data provider is there, before the screens' kit
 * (console/preload.ts). firstListParams.test.ts checks it against react-admin's own.
 */
export const firstListParams = (stored: unknown, { sort, perPage }: { sort: SortPayload; perPage: number }): GetListParams => {
    const kept = (stored ?? {}) as StoredListParams;
    const custom = !!kept.filter && (Object.keys(kept.filter).length > 0 || kept.order != null || kept.page !== 1 || kept.perPage != null || kept.sort != null);
    const query: StoredListParams = custom ? { ...kept } : { filter: {} };
    if (!query.sort) {
        query.sort = sort.field;
        query.order = sort.order;
    }
    return {
        pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? perPage, 10) },
        sort: { field: query.sort, order: query.order as SortPayload['order'] },
        filter: { ...query.filter },
    };
};

/** Starts what a screen's first render will ask the backend for, before it renders (console/preload.ts); settles when it is there. */
export type StartReads = (context: { provider: DataProvider; store: Store; queryClient: QueryClient }) => Promise<void>;

/**
 * Starts a list page's first getList with the parameters its `<List>` will ask for (firstListParams, over the
 * list's parameters in the Store). Its answer goes into the query cache under react-admin's key for that call, so
 * that a list not yet rendered renders its rows at once; the list's own call (react-admin asks again as it mounts)
 * takes the same answer. An address with a query string (react-admin reads its parameters from there) starts
 * nothing. Settles when the answer is there.
 */
export const startFirstList = (
    { provider, store, queryClient }: { provider: Pick<DataProvider, 'getList'>; store: Pick<Store, 'getItem'>; queryClient: QueryClient },
    { resource, sort, perPage = tablePageSize(store), storeKey = `${resource}.listParams` }: FirstList,
): Promise<void> => {
    if (location.search) return Promise.resolve();
    const params = firstListParams(store.getItem(storeKey, {}), { sort, perPage });
    // react-admin's useGetList key and cached shape (ra-core/src/dataProvider/useGetList.ts); meta is absent
    const queryKey = [resource, 'getList', { ...params, meta: undefined }];
    return startEarlyRead('getList', resource, params, () => provider.getList(resource, params)).then(
        ({ data, total, pageInfo, meta }: GetListResult) => {
            if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, { data, total, pageInfo, meta });
        },
        () => undefined,
    );
};
