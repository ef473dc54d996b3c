import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { httpdnsAdminCalls, httpdnsDomainsApi, httpdnsUserConfigsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const LIST = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const provider = (answer: Parameters<typeof fakeHttp>[0]) =>
    createCrudProvider(fakeHttp(answer).http, { httpdnsUserConfig: httpdnsUserConfigsApi, httpdnsDomain: httpdnsDomainsApi });

afterEach(clearUnreadable);

describe('the admin HTTPDNS answers read through their schemas', () => {
    it('the settings: null reads as nothing set; a port that is a number is written out, a key that is an object dropped; reported', async () => {
        expect(await httpdnsAdminCalls(fakeHttp({ code: 1, data: null }).http).getHttpdnsConfig()).toEqual({ status: 0 });
        expect(unreadableSources()).toEqual([]);
        const data = { status: '3', portHttp: 8080, certKey: { pem: 'x' }, domain: 'dns.example' };
        expect(await httpdnsAdminCalls(fakeHttp({ code: 1, data }).http).getHttpdnsConfig()).toEqual({
            status: 3,
            portHttp: '8080',
            certKey: undefined,
            domain: 'dns.example',
        });
        expect(unreadableSources()).toEqual(['sys/httpdns/config']);
        await expect(httpdnsAdminCalls(fakeHttp({ code: 1, data: 'on' }).http).getHttpdnsConfig()).rejects.toThrow('http.badResponse');
    });

    it('the user configs and the domains: numbers where text goes written out, a count that is not one as 0, rows without an id dropped; reported', async () => {
        const configs = [{ id: 1, username: 7, domains: null, qpsLimit: 'none' }, { username: 'no id' }];
        expect((await provider({ code: 1, page: { list: configs, totalCount: 2 } }).getList('httpdnsUserConfig', LIST)).data).toEqual([
            { id: 1, username: '7', accountId: '', domains: '', qpsLimit: 0, status: 0 },
        ]);
        const domains = [{ id: '2', domain: 123, queryCount: '9' }, 'junk'];
        expect((await provider({ code: 1, page: { list: domains, totalCount: 2 } }).getList('httpdnsDomain', LIST)).data).toEqual([
            { id: 2, domain: '123', userId: 0, username: '', queryCount: 9, status: 0, createTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['sys/httpdns/user/config/list', 'sys/httpdns/httpdns/list']);
    });

    it('a saved user config: the record sent with what the answer gives, read with the record; data that is not one adds nothing (reported)', async () => {
        const sent = { username: 'amy', accountId: '', domains: 'a.com', qpsLimit: 10, status: 1 };
        const created = await provider({ code: 1, data: { id: 5, accountId: 12345 } }).create('httpdnsUserConfig', { data: sent });
        expect(created.data).toEqual({ ...sent, id: 5, accountId: '12345' });
        const updated = await provider({ code: 1, data: 'saved' }).update('httpdnsUserConfig', { id: 5, data: sent, previousData: { id: 5, ...sent } });
        expect(updated.data).toEqual({ ...sent, id: 5 });
        expect(unreadableSources()).toEqual(['sys/httpdns/user/config/save']);
    });
});
