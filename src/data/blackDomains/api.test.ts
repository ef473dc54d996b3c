import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { blackDomainsApi, blacklistCalls, blacklistSettingBody, toBlacklistSetting } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

afterEach(clearUnreadable);

describe('blacklist api', () => {
    it('lists with the trimmed domain search, page and limit, reading page.list', async () => {
        const { http, last } = fakeHttp({ code: 1, page: { list: [{ id: 1, domain: 'a.com' }], totalCount: 7 } });
        const provider = createCrudProvider(http, { blackDomain: blackDomainsApi });
        const result = await provider.getList('blackDomain', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: '', order: 'ASC' },
            filter: { domain: '  a.c ' },
        });
        expect(result).toMatchObject({ data: [{ id: 1, domain: 'a.com' }], total: 7 });
        expect(last().path).toBe('sys/dns/black/list');
        expect(last().options.body).toEqual({ page: 2, limit: 10, domain: 'a.c' });
        await provider.getList('blackDomain', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: { domain: '   ' } });
        expect(last().options.body).toEqual({ page: 1, limit: 10 });
    });

    it('adds a newline list with its remark and deletes by comma ids', async () => {
        const { http, last } = fakeHttp({ code: 1, data: { ids: [8, 9] } });
        const provider = createCrudProvider(http, { blackDomain: blackDomainsApi });
        const created = await provider.create('blackDomain', { data: { domains: ' a.com\nb.com \n', remark: ' x ' } });
        expect(last().path).toBe('sys/dns/black/save');
        expect(last().options.body).toEqual({ domains: 'a.com\nb.com', remark: 'x' });
        expect(created.data.id).toBe(8);
        await provider.deleteMany('blackDomain', { ids: [3, 4] });
        expect(last()).toMatchObject({ path: 'sys/dns/black/delete', options: { body: { ids: '3,4' } } });
    });

    it('reads the setting with defaults and sends the fixed answer only in fixed mode', async () => {
        expect(toBlacklistSetting(undefined)).toEqual({ enabled: 1, mode: 'nxdomain', answerIp: '', ttl: 600, logBlocked: 1 });
        expect(toBlacklistSetting({ enabled: '0', mode: 'fixed', answerIp: ' 1.2.3.4 ', ttl: '60', logBlocked: 0 })).toEqual({
            enabled: 0,
            mode: 'fixed',
            answerIp: '1.2.3.4',
            ttl: 60,
            logBlocked: 0,
        });
        expect(toBlacklistSetting({ mode: 'weird', ttl: -1 })).toMatchObject({ mode: 'nxdomain', ttl: 600 });
        expect(blacklistSettingBody({ enabled: 1, mode: 'refused', answerIp: '1.2.3.4', ttl: 30, logBlocked: 1 })).toEqual({
            enabled: 1,
            mode: 'refused',
            answerIp: '',
            ttl: 30,
            logBlocked: 1,
        });

        const { http, calls } = fakeHttp(call => (call.options.method === 'GET' ? { code: 1, data: { mode: 'zero', ttl: 5 } } : { code: 1 }));
        const api = blacklistCalls(http);
        expect(await api.getBlacklistSetting()).toMatchObject({ mode: 'zero', ttl: 5 });
        await api.saveBlacklistSetting({ enabled: 0, mode: 'fixed', answerIp: '9.9.9.9', ttl: 10, logBlocked: 0 });
        expect(calls.map(call => [call.path, call.options.method])).toEqual([
            ['sys/dns/black/config', 'GET'],
            ['sys/dns/black/config/save', 'POST'],
        ]);
        expect(calls[1].options.body).toEqual({ enabled: 0, mode: 'fixed', answerIp: '9.9.9.9', ttl: 10, logBlocked: 0 });
    });
});

describe('blacklist answers of the wrong shape', () => {
    it('list rows: numbers where text goes written out, objects dropped, rows without an id left out; reported', async () => {
        const rows = [{ id: 1, domain: 404, remark: { a: 1 }, createTime: null }, { domain: 'no-id.com' }, 'junk'];
        const provider = createCrudProvider(fakeHttp({ code: 1, page: { list: rows, totalCount: 3 } }).http, { blackDomain: blackDomainsApi });
        const { data } = await provider.getList('blackDomain', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} });
        expect(data).toEqual([{ id: 1, domain: '404', remark: '', createTime: '', expireTime: '' }]);
        expect(unreadableSources()).toEqual(['sys/dns/black/list']);
    });

    it('an add answered with ids that are a string is still added (id 0 stands for the rows), reported', async () => {
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { ids: '8,9' } }).http, { blackDomain: blackDomainsApi });
        expect((await provider.create('blackDomain', { data: { domains: 'a.com' } })).data.id).toBe(0);
        expect(unreadableSources()).toEqual(['sys/dns/black/save']);
    });

    it('the setting: null reads as the defaults; a ttl that is an object and an unknown mode take the defaults, reported', async () => {
        expect(await blacklistCalls(fakeHttp({ code: 1, data: null }).http).getBlacklistSetting()).toEqual({
            enabled: 1,
            mode: 'nxdomain',
            answerIp: '',
            ttl: 600,
            logBlocked: 1,
        });
        expect(unreadableSources()).toEqual([]);
        const data = { mode: 'block', ttl: { s: 5 }, answerIp: 1234 };
        expect(await blacklistCalls(fakeHttp({ code: 1, data }).http).getBlacklistSetting()).toMatchObject({ mode: 'nxdomain', ttl: 600, answerIp: '1234' });
        expect(unreadableSources()).toEqual(['sys/dns/black/config']);
        await expect(blacklistCalls(fakeHttp({ code: 1, data: 'on' }).http).getBlacklistSetting()).rejects.toThrow('http.badResponse');
    });
});
