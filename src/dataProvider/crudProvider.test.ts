import { afterEach, describe, expect, it } from 'vitest';
import { id, row, text } from './answers';
import { createCrudProvider } from './crudProvider';
import { defineApi } from './defineApi';
import { clearUnreadable, unreadableSources } from './unreadable';
import { fakeHttp } from '../../tests/support/fakeHttp';

const listParams = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'DESC' as const }, filter: { q: 'a' } };

describe('generic CRUD provider defaults', () => {
    const plain = defineApi({
        list: { path: 'sys/thing/list' },
        one: { path: id => `sys/thing/info/${id}` },
        save: { path: 'sys/thing/save' },
        delete: { path: 'sys/thing/delete' },
    });

    it('getList sends page (1-based), limit, sidx, order (lower case) and the filters, and reads page.list', async () => {
        const { http, last } = fakeHttp({ code: 0, page: { list: [{ id: 1 }], totalCount: 41 } });
        const result = await createCrudProvider(http, { thing: plain }).getList('thing', listParams);
        expect(last()).toMatchObject({ path: 'sys/thing/list', options: { method: 'POST', body: { page: 2, limit: 20, sidx: 'id', order: 'desc', q: 'a' } } });
        expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
    });

    it('leaves out blank filters (undefined, null, empty or spaces) and trims the texts it sends; keeps 0 and false', async () => {
        const { http, last } = fakeHttp({ code: 0, page: { list: [], totalCount: 0 } });
        const filter = { q: '  a b ', none: undefined, nil: null, empty: '', spaces: '   ', zero: 0, off: false };
        await createCrudProvider(http, { thing: plain }).getList('thing', { ...listParams, filter });
        expect(Object.keys(last().options.body as object)).toEqual(['page', 'limit', 'sidx', 'order', 'q', 'zero', 'off']);
        expect(last().options.body).toMatchObject({ q: 'a b', zero: 0, off: false });
    });

    it('reads the user-side data.list wrapper too', async () => {
        const { http } = fakeHttp({ code: 1, data: { list: [{ id: 2 }], totalCount: '3' } });
        const result = await createCrudProvider(http, { thing: plain }).getList('thing', listParams);
        expect(result).toEqual({ data: [{ id: 2 }], total: 3 });
    });

    it('getOne calls the info path and reads data or the named member', async () => {
        const { http, last } = fakeHttp({ code: 1, config: { id: 9, paramKey: 'K' } });
        const { data } = await createCrudProvider(http, { thing: plain }).getOne('thing', { id: 9 });
        expect(last()).toMatchObject({ path: 'sys/thing/info/9', options: { method: 'GET' } });
        expect(data).toEqual({ id: 9, paramKey: 'K' });
    });

    it('create and update go through the save call; create takes the id the server gave', async () => {
        const { http, calls } = fakeHttp({ code: 1, data: { id: 12 } });
        const provider = createCrudProvider(http, { thing: plain });
        const created = await provider.create('thing', { data: { name: 'n' } });
        const updated = await provider.update('thing', { id: 5, data: { name: 'm' }, previousData: { id: 5, name: 'x' } });
        expect(calls.map(call => [call.path, call.options.body])).toEqual([
            ['sys/thing/save', { name: 'n' }],
            ['sys/thing/save', { name: 'm', id: 5 }],
        ]);
        expect(created.data).toEqual({ name: 'n', id: 12 });
        expect(updated.data).toEqual({ name: 'm', id: 5 });
    });

    it('delete and deleteMany send comma-joined ids', async () => {
        const { http, calls } = fakeHttp();
        const provider = createCrudProvider(http, { thing: plain });
        await provider.deleteMany('thing', { ids: [1, 2, 3] });
        await provider.delete('thing', { id: 4, previousData: { id: 4 } });
        expect(calls.map(call => call.options.body)).toEqual([{ ids: '1,2,3' }, { ids: '4' }]);
    });

    it('getManyReference filters the list by the target', async () => {
        const { http, last } = fakeHttp({ code: 1, page: { list: [], totalCount: 0 } });
        await createCrudProvider(http, { thing: plain }).getManyReference('thing', {
            target: 'groupId',
            id: 3,
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(last().options.body).toMatchObject({ groupId: 3, page: 1, limit: 10, order: 'asc' });
    });

    it('honours a declaration that overrides method, encoding, body and answer', async () => {
        const custom = defineApi({
            list: {
                path: 'app/custom/list',
                method: 'GET',
                encoding: 'form',
                params: ({ page, perPage }) => ({ pagenum: page, pagesize: perPage }),
                result: json => ({ data: json.objData as { id: number }[], total: Number(json.total) }),
            },
        });
        const { http, last } = fakeHttp({ code: 1, objData: [{ id: 1 }], total: 1 });
        const result = await createCrudProvider(http, { custom }).getList('custom', listParams);
        expect(last()).toMatchObject({ path: 'app/custom/list', options: { method: 'GET', query: { pagenum: 2, pagesize: 20 } } });
        expect(result.total).toBe(1);
    });

    it('says clearly when a resource or a verb is not declared', async () => {
        const { http } = fakeHttp();
        const provider = createCrudProvider(http, { thing: defineApi({}) });
        await expect(provider.getList('nope', listParams)).rejects.toThrow('Unknown resource "nope"');
        await expect(provider.getList('thing', listParams)).rejects.toThrow('declares no list call');
    });
});

describe('generic CRUD provider: an answer of the wrong shape never throws out of a list', () => {
    afterEach(clearUnreadable);
    const plain = defineApi({ list: { path: 'sys/thing/list' }, one: { path: 'sys/thing/info' } });

    it.each([
        ['a string', 'not a list'],
        ['an object', { id: 1 }],
        ['a number', 42],
    ])('reads a list that is %s as no rows, and reports the call', async (_, list) => {
        const { http } = fakeHttp({ code: 1, page: { list, totalCount: 5 } });
        const result = await createCrudProvider(http, { thing: plain }).getList('thing', listParams);
        expect(result).toEqual({ data: [], total: 0 });
        expect(unreadableSources()).toEqual(['sys/thing/list']);
    });

    it('drops the rows that are not objects, keeps the others and the total', async () => {
        const { http } = fakeHttp({ code: 1, page: { list: [{ id: 1 }, 'x', null, 3, { id: 2 }], totalCount: 9 } });
        const result = await createCrudProvider(http, { thing: plain }).getList('thing', listParams);
        expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 9 });
        expect(unreadableSources()).toEqual(['sys/thing/list']);
    });

    it('reads a well-shaped list without a report', async () => {
        const { http } = fakeHttp({ code: 1, page: { list: [{ id: 1 }], totalCount: 1 } });
        await createCrudProvider(http, { thing: plain }).getList('thing', listParams);
        expect(unreadableSources()).toEqual([]);
    });

    it('reads a declaration whose own reader trips over the shape as no rows', async () => {
        const custom = defineApi({ list: { path: 'app/custom/list', result: json => ({ data: (json.rows as { id: number }[]).map(r => r), total: 1 }) } });
        const { http } = fakeHttp({ code: 1, rows: 'nope' });
        const result = await createCrudProvider(http, { custom }).getList('custom', listParams);
        expect(result).toEqual({ data: [], total: 0 });
        expect(unreadableSources()).toEqual(['app/custom/list']);
    });

    it("reads rows and getOne's record with the resource's record schema", async () => {
        const typed = defineApi<{ id: number | string; name: string }>({
            record: row({ id, name: text }),
            list: { path: 'sys/typed/list' },
            one: { path: 'sys/typed/info' },
        });
        const list = fakeHttp({ code: 1, page: { list: [{ id: 1, name: 5 }, { name: 'no id' }, { id: 2, name: null }], totalCount: 3 } });
        const rows = await createCrudProvider(list.http, { typed }).getList('typed', listParams);
        expect(rows.data).toEqual([
            { id: 1, name: '5' },
            { id: 2, name: '' },
        ]);
        const one = fakeHttp({ code: 1, data: { name: { bad: true } } });
        const { data } = await createCrudProvider(one.http, { typed }).getOne('typed', { id: 7 });
        expect(data).toEqual({ id: 7, name: '' });
        expect(unreadableSources()).toEqual(['sys/typed/list', 'sys/typed/info']);
    });

    it('fails getOne as an unreadable answer when its data is not a record, whatever else the answer holds', async () => {
        const typed = defineApi<{ id: number | string; name: string }>({ record: row({ id, name: text }), one: { path: 'sys/typed/info' } });
        for (const data of ['a name', 42, ['x']]) {
            const { http } = fakeHttp({ code: 1, data, config: { id: 7, name: 'other' } });
            await expect(createCrudProvider(http, { typed }).getOne('typed', { id: 7 })).rejects.toThrow('http.badResponse');
        }
    });
});
