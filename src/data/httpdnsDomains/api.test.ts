import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { httpdnsDomainCalls, httpdnsDomainsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => httpdnsDomainCalls(fakeHttp(answer).http);
const RANGE = { domain: '', startTime: 's', endTime: 'e' };

afterEach(clearUnreadable);

describe('the user HTTPDNS answers read through their schemas', () => {
    it('the domains: a name that is a number written out, rows without an id dropped; reported', async () => {
        const rows = [{ id: 1, domain: 123, status: '1', queryCount: null }, { domain: 'no id' }];
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { list: rows, totalCount: 2 } }).http, { httpdnsDomain: httpdnsDomainsApi });
        expect((await provider.getList('httpdnsDomain', { pagination: { page: 1, perPage: 20 }, filter: {} })).data).toEqual([
            { id: 1, domain: '123', status: 1, queryCount: 0, createTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/httpdns/domain/list']);
    });

    it('the IP area: null data reads as empty; an ISP that is an object dropped, reported', async () => {
        expect(await calls({ code: 1, data: null }).getIpArea('')).toEqual({ ip: '', area: '', isp: '' });
        expect(await calls({ code: 1, data: { ip: '1.2.3.4', area: 86, isp: { name: '电信' } } }).getIpArea('1.2.3.4')).toEqual({
            ip: '1.2.3.4',
            area: '86',
            isp: '',
        });
        expect(unreadableSources()).toEqual(['app/common/query/ip/area']);
    });

    it('a resolution: addresses that are a string read as none, a TTL that is not a number as 0; reported', async () => {
        expect(
            await calls({ code: 1, data: { domain: 'a.com', ips: '1.1.1.1', ttl: 'ten', type: 'AAAA' } }).resolveHttpdns({ domain: 'a.com', ip: '' }),
        ).toEqual({
            domain: 'a.com',
            ips: [],
            ttl: 0,
            type: 'AAAA',
            line: '',
        });
        expect(unreadableSources()).toEqual(['app/httpdns/resolve']);
    });

    it('the usage: a list that is a string reads as no points, counts that are not numbers as 0; reported', async () => {
        expect(await calls({ code: 1, data: { list: 'none' } }).getHttpdnsUsage(RANGE)).toEqual([]);
        expect(await calls({ code: 1, data: { list: [{ time: 't', count: 'x' }, 3] } }).getHttpdnsUsage(RANGE)).toEqual([{ time: 't', count: 0 }]);
        expect(unreadableSources()).toEqual(['app/httpdns/usage']);
    });

    it('the config: a key that is a number written out, domains that are an object read as none; a read of a string is unreadable', async () => {
        expect(await calls({ code: 1, data: { accountId: 100001, secretKey: 'sk', domains: { a: 1 } } }).getHttpdnsConfig()).toMatchObject({
            accountId: '100001',
            secretKey: 'sk',
            domains: [],
        });
        await expect(calls({ code: 1, data: 'sk' }).getHttpdnsConfig()).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/httpdns/config']);
    });

    it('a key reset or a domains save answered with data that is not a record is still done: empty config, reported', async () => {
        expect(await calls({ code: 1, data: 'ok' }).resetHttpdnsKey('secret')).toMatchObject({ secretKey: '', domains: [] });
        expect(await calls({ code: 1, data: null }).saveHttpdnsDomains(['a.com'])).toMatchObject({ domains: [] });
        expect(unreadableSources()).toEqual(['app/httpdns/config/reset']);
    });
});
