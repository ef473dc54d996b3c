import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { sysConfigApi, sysConfigCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { config: sysConfigApi }) };
};

const record = { id: 7, paramKey: 'MAIL_CONFIG_KEY', remark: 'mail', paramValue: '{"host":"smtp.example.com"}', status: 1 };

describe('system config declaration', () => {
    it('lists with a JSON POST of page, limit, sidx, order and the trimmed paramKey; reads page.list / page.totalCount', async () => {
        const { dataProvider, last } = provider({ code: 0, page: { list: [record], totalCount: 31 } });
        const result = await dataProvider.getList('config', {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'id', order: 'ASC' },
            filter: { paramKey: ' MAIL ' },
        });
        expect(last()).toEqual({
            path: 'sys/config/list',
            options: { method: 'POST', encoding: undefined, signal: undefined, body: { page: 2, limit: 20, sidx: 'id', order: 'asc', paramKey: 'MAIL' } },
        });
        expect(result).toEqual({ data: [record], total: 31 });
    });

    it('sends no paramKey when the search is blank', async () => {
        const { dataProvider, last } = provider({ code: 0, page: { list: [], totalCount: 0 } });
        await dataProvider.getList('config', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: { paramKey: '  ' } });
        expect(last().options.body).not.toHaveProperty('paramKey');
    });

    it('reads one with GET sys/config/info/{id}, answered as `config`', async () => {
        const { dataProvider, last } = provider({ code: 0, config: record });
        const { data } = await dataProvider.getOne('config', { id: 7 });
        expect(last()).toMatchObject({ path: 'sys/config/info/7', options: { method: 'GET' } });
        expect(data).toEqual(record);
    });

    it('updates with POST sys/config/update {id, paramKey, remark, paramValue, status} and nothing else', async () => {
        const { dataProvider, last } = provider({ code: 0 });
        const { data } = await dataProvider.update('config', { id: 7, data: { ...record, extra: 'x' }, previousData: record });
        expect(last()).toMatchObject({ path: 'sys/config/update', options: { method: 'POST', body: record } });
        expect(last().options.body).not.toHaveProperty('extra');
        expect(data).toMatchObject(record);
    });

    it('creates with POST sys/config/save and takes the id the server gave', async () => {
        const { dataProvider, last } = provider({ code: 0, data: { id: 40 } });
        const { id: _id, ...fresh } = record;
        const { data } = await dataProvider.create('config', { data: fresh });
        expect(last()).toMatchObject({ path: 'sys/config/save', options: { method: 'POST', body: { ...fresh, id: undefined } } });
        expect(data.id).toBe(40);
    });

    it('deletes with POST sys/config/delete {ids} comma-joined', async () => {
        const { dataProvider, last } = provider({ code: 0 });
        await dataProvider.deleteMany('config', { ids: [1, 2] });
        expect(last()).toMatchObject({ path: 'sys/config/delete', options: { method: 'POST', body: { ids: '1,2' } } });
    });

    it('toggles a status with GET sys/config/update/status/{id}', async () => {
        const { http, last } = fakeHttp({ code: 0 });
        await sysConfigCalls(http).toggleConfigStatus(7);
        expect(last()).toMatchObject({ path: 'sys/config/update/status/7', options: { method: 'GET' } });
    });
});

describe('system config answers of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('list rows: a key that is a number written out, a value sent as an object kept as its JSON, a remark that is a list dropped; reported', async () => {
        const rows = [{ id: 7, paramKey: 12, paramValue: { host: 'smtp' }, remark: ['x'], status: '1' }, { paramKey: 'NO_ID' }];
        const { dataProvider } = provider({ code: 0, page: { list: rows, totalCount: 2 } });
        const { data } = await dataProvider.getList('config', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
        expect(data).toEqual([{ id: 7, paramKey: '12', paramValue: '{"host":"smtp"}', remark: undefined, status: '1' }]);
        expect(unreadableSources()).toEqual(['sys/config/list']);
    });

    it('a parameter whose value is not JSON text reads as an empty value; a record that is not one is an unreadable answer', async () => {
        const { http } = fakeHttp({ code: 0, config: { ...record, paramValue: 42 } });
        expect(await sysConfigCalls(http).getConfigParam({ id: 7 })).toEqual({ record: { ...record, paramValue: '42' }, value: {} });
        await expect(sysConfigCalls(fakeHttp({ code: 0, config: { paramKey: 'X' } }).http).getConfigParam({ paramKey: 'X' })).rejects.toThrow(
            'http.badResponse',
        );
        expect(unreadableSources()).toEqual(['sys/config/info2/X']);
    });

    it('saving by key when the list answers a string is refused: it cannot tell whether the parameter exists', async () => {
        const { http, calls } = fakeHttp(call => (call.path === 'sys/config/list' ? { code: 0, page: { list: 'none' } } : { code: 0 }));
        await expect(sysConfigCalls(http).saveConfigParamByKey('CDN_CONFIG_KEY', { a: 1 }, 'CDN')).rejects.toThrow('http.badResponse');
        expect(calls.map(call => call.path)).toEqual(['sys/config/list']);
        expect(unreadableSources()).toEqual(['sys/config/list']);
    });
});
