import type { QueryClient } from '@tanstack/react-query';
import { getQuery, type DataProvider, type GetListParams, type GetListResult, type SortPayload, type Store } from 'react-admin';

/** A read a page makes first, started while its code was still loading, kept for the page's own identical call. */
const started = new Map<string, Promise<unknown>>();

/** How long a started read waits for its page: a page that never asks lets it go. */
const KEPT_MS = 10_000;

/** The same call whatever the order of its keys; the abort signal and an absent meta do not count. */
const keyOf = (call: string, resource: string, params: object): string =>
    JSON.stringify([call, resource, params], (key, value: unknown) =>
        key === 'signal'
            ? undefined
            : value && typeof value === 'object' && !Array.isArray(value)
              ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
              : value,
    );

/**
 * Starts `read` now and keeps its answer (success or pending) for the page's first identical call, once: on a
 * signed-in cold load the page's first list call then leaves as its chunks arrive, in parallel with the first
 * render, instead of after it (apps/preload.ts). A failed start is forgotten, so the page's own call asks again.
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

export interface FirstList {
    resource: string;
    /** The list's sort and page size, as its `<List>` is given them. */
    sort: SortPayload;
    perPage: number;
    /** The list's `storeKey`, when it has its own. */
    storeKey?: string;
}

/**
 * Starts a list page's first getList with the parameters its `<List>` will ask for: react-admin's own reading of
 * the list's parameters in the Store (getQuery) with the list's sort and page size. Its answer goes into the
 * query cache under react-admin's key for that call, so that a list not yet rendered renders its rows at once;
 * the list's own call (react-admin asks again as it mounts) takes the same answer. An address with a query
 * string (react-admin reads its parameters from there) starts nothing. Settles when the answer is there.
 */
export const startFirstList = (
    { provider, store, queryClient }: { provider: Pick<DataProvider, 'getList'>; store: Pick<Store, 'getItem'>; queryClient: QueryClient },
    { resource, sort, perPage, storeKey = `${resource}.listParams` }: FirstList,
): Promise<void> => {
    if (location.search) return Promise.resolve();
    const query = getQuery({ queryFromLocation: {}, params: store.getItem(storeKey, {}), filterDefaultValues: undefined, sort, perPage });
    const params: GetListParams = {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: { ...query.filter },
    };
    // react-admin's useGetList key and cached shape (ra-core/src/dataProvider/useGetList.ts); meta is absent
    const queryKey = [resource, 'getList', { ...params, meta: undefined }];
    return startEarlyRead('getList', resource, params, () => provider.getList(resource, params)).then(
        ({ data, total, pageInfo, meta }: GetListResult) => {
            if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, { data, total, pageInfo, meta });
        },
        () => undefined,
    );
};
