import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Envelope, HttpClient, Params } from '../http/client';
import { anyRow, list, readAnswer } from './answers';
import { createdId } from './created';
import { commaIds, listResult, oneResult, pagingParams, toListRequest, type CallSpec, type ResourceApi, type SaveSpec } from './defineApi';
import { takeEarlyRead } from './earlyReads';
import { reportUnreadable } from './unreadable';

type ResourceRegistry = Record<string, ResourceApi<RaRecord>>;

const call = (http: HttpClient, spec: CallSpec, params: Params | undefined, signal?: AbortSignal): Promise<Envelope> => {
    const method = spec.method ?? 'POST';
    return http.request(spec.path, {
        method,
        encoding: spec.encoding,
        signal,
        ...(method === 'GET' ? { query: params } : { body: params ?? {} }),
    });
};

const missing = (resource: string, verb: string) => new Error(`Resource "${resource}" declares no ${verb} call`);

/**
 * A list answer as react-admin may use it, whatever the server sent: rows read with the resource's record (any
 * object without one), the others dropped; a list that is not a list, or a `result` that trips over the answer's
 * shape (a TypeError), reads as no rows. What was dropped is reported (unreadable.ts): the shell says so.
 */
const readPage = (declaration: ResourceApi<RaRecord>, read: () => { data: unknown; total: unknown }, source: string) => {
    let page: { data: unknown; total: unknown };
    try {
        page = read();
    } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        reportUnreadable(source);
        page = { data: [], total: 0 };
    }
    const data = readAnswer(list(declaration.record ?? anyRow), page.data, source);
    const counted = Array.isArray(page.data) && typeof page.total === 'number' && Number.isFinite(page.total);
    return { data, total: counted ? (page.total as number) : data.length };
};

/** A getOne answer read with the resource's record; a record without its id takes the one asked for. */
const readOne = (declaration: ResourceApi<RaRecord>, record: unknown, id: Identifier, source: string): RaRecord => {
    if (!declaration.record) return record as RaRecord;
    const object = record && typeof record === 'object' && !Array.isArray(record) ? (record as Partial<RaRecord>) : undefined;
    return readAnswer(declaration.record, object && (object.id ?? null) === null ? { ...object, id } : record, source);
};

/**
 * react-admin's CRUD verbs over the declarations of a resource registry. Nothing in here knows a resource:
 * every path, body and answer shape comes from the resource's api.ts.
 */
export const createCrudProvider = (http: HttpClient, registry: ResourceRegistry): DataProvider => {
    const api = (resource: string): ResourceApi<RaRecord> => {
        const found = registry[resource];
        if (!found) throw new Error(`Unknown resource "${resource}"`);
        return found;
    };

    const getOne = async (resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
        const spec = api(resource).one;
        if (!spec) throw missing(resource, 'one');
        const path = typeof spec.path === 'function' ? spec.path(id) : spec.path;
        const json = await call(http, { ...spec, path, method: spec.method ?? 'GET' }, spec.params ? spec.params(id) : { id }, signal);
        return readOne(api(resource), spec.result ? spec.result(json, id) : oneResult(json), id, path);
    };

    const save = async (resource: string, spec: SaveSpec<RaRecord> | undefined, record: Partial<RaRecord>, previous?: RaRecord) => {
        if (!spec) throw missing(resource, previous ? 'update' : 'create');
        const json = await call(http, spec, spec.params ? spec.params(record, previous) : (record as Params));
        if (spec.result) return spec.result(json, record);
        return { ...record, id: record.id ?? createdId(json, spec.path) } as RaRecord;
    };

    const remove = async (resource: string, ids: Identifier[]) => {
        const spec = api(resource).delete;
        if (!spec) throw missing(resource, 'delete');
        await call(http, spec, spec.params ? spec.params(ids) : commaIds(ids));
    };

    const getList: DataProvider['getList'] = async (resource, params) => {
        // the page's first list call, when a signed-in cold load started it before the page rendered
        const early = takeEarlyRead<Awaited<ReturnType<DataProvider['getList']>>>('getList', resource, params);
        if (early) return early as never;
        const spec = api(resource).list;
        if (!spec) throw missing(resource, 'list');
        const request = toListRequest(params);
        const json = await call(http, spec, spec.params ? spec.params(request) : pagingParams(request), params.signal);
        return readPage(api(resource), () => (spec.result ? spec.result(json) : listResult(json)), spec.path) as never;
    };

    // Records cross this boundary untyped: each resource's api.ts types its own; `as never` meets react-admin's generics.
    const provider: DataProvider = {
        getList,
        getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.signal)) as never }),
        getMany: async (resource, params) => ({
            data: (await Promise.all(params.ids.map(id => getOne(resource, id, params.signal)))) as never,
        }),
        getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
        create: async (resource, params) => {
            const { create, save: both } = api(resource);
            return { data: await save(resource, create ?? both, params.data) } as never;
        },
        update: async (resource, params) => {
            const { update, save: both } = api(resource);
            return { data: await save(resource, update ?? both, { ...params.data, id: params.id }, params.previousData) } as never;
        },
        updateMany: async (resource, params) => {
            const { update, save: both } = api(resource);
            await Promise.all(params.ids.map(id => save(resource, update ?? both, { ...params.data, id })));
            return { data: params.ids };
        },
        delete: async (resource, params) => {
            await remove(resource, [params.id]);
            return { data: (params.previousData ?? { id: params.id }) as never };
        },
        deleteMany: async (resource, params) => {
            await remove(resource, params.ids);
            return { data: params.ids };
        },
    };
    return provider;
};
