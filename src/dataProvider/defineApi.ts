import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { Encoding, Envelope, Params } from '../http/client';
import type { RecordSchema } from './answers';

/**
 * A resource's contract with the backend, declared as data: which call serves each react-admin verb, what it
 * sends and how its answer is read. The generic provider (crudProvider.ts) is the only reader.
 */
export interface CallSpec {
    path: string;
    method?: 'GET' | 'POST';
    encoding?: Encoding;
}

interface ListSpec<R extends RaRecord> extends CallSpec {
    /** Request body (POST) or query (GET) for react-admin's list params. */
    params?(p: ListRequest): Params;
    /** The page of records and the total in the answer. */
    result?(json: Envelope): { data: R[]; total: number };
}

interface OneSpec<R extends RaRecord> extends Omit<CallSpec, 'path'> {
    path: string | ((id: Identifier) => string);
    params?(id: Identifier): Params | undefined;
    result?(json: Envelope, id: Identifier): R;
}

export interface SaveSpec<R extends RaRecord> extends CallSpec {
    /** Body of the save call; `previous` is undefined when creating. */
    params?(record: Partial<R>, previous?: R): Params;
    /** The saved record. By default the record sent, with the id the server gave (data.id) when creating. */
    result?(json: Envelope, sent: Partial<R>): R;
}

interface DeleteSpec extends CallSpec {
    params?(ids: Identifier[]): Params;
}

// Members are written as methods so a ResourceApi<Message> fits a registry of ResourceApi<RaRecord>
// (method parameters are compared bivariantly): the registry is where typed declarations meet untyped verbs.
export interface ResourceApi<R extends RaRecord = RaRecord> {
    /**
     * How a record of this resource is read (answers.ts): the list's rows and getOne's record go through it, so a
     * wrong-typed field is coerced or dropped before a screen sees it. Without it, a list keeps the rows that are
     * objects.
     */
    record?: RecordSchema<R>;
    list?: ListSpec<R>;
    one?: OneSpec<R>;
    /** Serves create; falls back to `save`. */
    create?: SaveSpec<R>;
    /** Serves update; falls back to `save`. */
    update?: SaveSpec<R>;
    /** One call for create and update, as most of this backend does. */
    save?: SaveSpec<R>;
    /** Serves delete and deleteMany. */
    delete?: DeleteSpec;
}

/** react-admin's list params, reduced to what a declaration needs. */
export interface ListRequest {
    page: number;
    perPage: number;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    filter: Record<string, unknown>;
}

export const toListRequest = (params: Partial<GetListParams>): ListRequest => ({
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? 20,
    sort: params.sort?.field ? { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' } : undefined,
    filter: params.filter ?? {},
});

/**
 * The shared paging convention: page (1-based), limit, sidx, order (asc|desc), then the filters set: texts
 * trimmed (searchText), blank ones (undefined, null, '' or only spaces) left out.
 */
export const pagingParams = ({ page, perPage, sort, filter }: ListRequest): Params => ({
    page,
    limit: perPage,
    ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
    ...setFilters(filter),
});

const setFilters = (filter: Record<string, unknown>): Params => {
    const set: Params = {};
    for (const [key, value] of Object.entries(filter)) {
        const sent = typeof value === 'string' ? searchText(value) : value;
        if (sent !== undefined && sent !== null) set[key] = sent;
    }
    return set;
};

/** The list wrappers this backend answers: data.{list,totalCount} (user side) or page.{list,totalCount} (sys/*). */
export const listResult = <R extends RaRecord>(json: Envelope): { data: R[]; total: number } => {
    const wrapper = ((json.page as Envelope | undefined) ?? (json.data as Envelope | undefined) ?? {}) as {
        list?: R[];
        totalCount?: number | string;
    };
    const data = wrapper.list ?? [];
    return { data, total: Number(wrapper.totalCount ?? data.length) };
};

/**
 * The record in a getOne answer: data, or the first other object member (config, user, message...) when there is
 * no data. A `data` that is not a record is returned as it is: the resource's record schema refuses it.
 */
export const oneResult = <R extends RaRecord>(json: Envelope): R => {
    if (json.data !== undefined && json.data !== null) return json.data as R;
    const member = Object.entries(json).find(([key, value]) => key !== 'code' && key !== 'msg' && value && typeof value === 'object');
    return (member?.[1] ?? {}) as R;
};

/** A search or filter text as sent (SPEC section 5: search inputs are trimmed); undefined when empty, so it is left out. */
export const searchText = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
};

export const commaIds = (ids: Identifier[]): Params => ({ ids: ids.join(',') });

/** Fills in the shared conventions so a declaration says only what is particular to its resource. */
export const defineApi = <R extends RaRecord>(api: ResourceApi<R>): ResourceApi<R> => api;
