import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { domainCalls, domainsApi, DOMAIN_STATUS, nsState, parseNsList } from './api';
import { planInfo } from './planInfo';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0] = { code: 1 }) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { domain: domainsApi }), calls: domainCalls(fake.http) };
};

describe('domain declaration', () => {
    afterEach(clearUnreadable);

    it('lists with a form POST: paging, sort, the trimmed search and the filters; reads data.list', async () => {
        const row = { id: 3, domain: 'a.com', status: 1, whoisStatus: 1, recordCount: 2, locked: 0, userid: 9 };
        const { dataProvider, last } = provider({ code: 1, data: { list: [row], totalCount: 41 } });
        const result = await dataProvider.getList('domain', {
            pagination: { page: 3, perPage: 50 },
            sort: { field: 'domain', order: 'ASC' },
            filter: { domain: '  exa ', groupId: 4, whoisStatus: 2, status: 3 },
        });
        expect(last()).toEqual({
            path: 'app/dns/domain/list',
            options: {
                method: 'POST',
                encoding: 'form',
                signal: undefined,
                body: { page: 3, limit: 50, sidx: 'domain', order: 'asc', domain: 'exa', groupId: 4, whoisStatus: 2, status: 3 },
            },
        });
        expect(result).toEqual({ data: [row], total: 41 });
    });

    it('sends groupId 0 (every group) and leaves out an empty search and empty filters; keeps whoisStatus 0', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { list: [], totalCount: 0 } });
        await dataProvider.getList('domain', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'DESC' },
            filter: { domain: '   ', whoisStatus: 0, status: '' },
        });
        expect(last().options.body).toEqual({
            page: 1,
            limit: 10,
            sidx: 'id',
            order: 'desc',
            domain: undefined,
            groupId: 0,
            whoisStatus: 0,
            status: undefined,
        });
    });

    it('opens one domain with GET info?id=', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { id: 7, domain: 'b.cn' } });
        const { data } = await dataProvider.getOne('domain', { id: 7 });
        expect(last()).toMatchObject({ path: 'app/dns/domain/info', options: { method: 'GET', query: { id: 7 } } });
        // the numbers a domain always has read as 0 when the answer leaves them out
        expect(data).toEqual({ id: 7, domain: 'b.cn', status: 0, whoisStatus: 0, recordCount: 0, locked: 0, userid: 0 });
    });

    it('reads wrong-typed rows: null names as empty, numbers written out, objects dropped; rows without an id left out', async () => {
        const rows = [
            { id: 1, domain: null, remarks: null, status: 1, recordCount: '3', createTime: null, consume: null },
            { id: '2', domain: 12345, remarks: 7, status: '3', recordCount: 'many', consume: { product: 'gold' } },
            { id: 3, domain: { name: 'x.com' }, locked: [1] },
            { domain: 'no-id.com' },
            'junk',
        ];
        const { dataProvider } = provider({ code: 1, data: { list: rows, totalCount: 5 } });
        const { data } = await dataProvider.getList('domain', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        expect(data.map(row => [row.id, row.domain, row.remarks, row.status, row.recordCount, row.locked])).toEqual([
            [1, '', undefined, 1, 3, 0],
            [2, '12345', '7', 3, 0, 0],
            [3, '', undefined, 0, 0, 0],
        ]);
        expect(data[0].consume).toBeUndefined();
        expect(data[1].consume).toEqual({ product: undefined });
        expect(planInfo(data[1])).toBeUndefined();
        expect(unreadableSources()).toEqual(['app/dns/domain/list']);
    });

    it('adds with domain/save operation_type add, id 0, the trimmed name; the new id from data.id', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { id: 88 } });
        const { data } = await dataProvider.create('domain', { data: { domain: ' new.com ' } });
        expect(last()).toMatchObject({
            path: 'app/dns/domain/save',
            options: { method: 'POST', body: { operation_type: 'add', domain: 'new.com', id: 0, consumeId: '' } },
        });
        expect(data).toMatchObject({ id: 88, domain: 'new.com' });
    });

    it('an add answered with an owner given as a numeric string takes it; one that is not a number is left out, reported', async () => {
        const owned = await provider({ code: 1, data: { id: 88, userid: '7' } }).dataProvider.create('domain', { data: { domain: 'a.com' } });
        expect(owned.data).toMatchObject({ id: 88, userid: 7 });
        expect(unreadableSources()).toEqual([]);
        const odd = await provider({ code: 1, data: { id: 89, userid: { id: 7 } } }).dataProvider.create('domain', { data: { domain: 'b.com' } });
        expect(odd.data).toEqual({ id: 89, domain: 'b.com' });
        expect(unreadableSources()).toEqual(['app/dns/domain/save']);
    });

    it('deletes in one form post of comma-joined ids', async () => {
        const { dataProvider, last } = provider();
        await dataProvider.deleteMany('domain', { ids: [1, 2, 3] });
        expect(last()).toMatchObject({ path: 'app/dns/batch/delete/domain', options: { method: 'POST', encoding: 'form', body: { ids: '1,2,3' } } });
    });
});

describe('domain calls', () => {
    it('sets the status of many domains at once (1 enabled, 3 paused)', async () => {
        const { calls, last } = provider();
        await calls.setDomainStatus([4, 5], DOMAIN_STATUS.paused);
        expect(last()).toMatchObject({ path: 'app/dns/update/domain/status', options: { method: 'POST', body: { domainIds: '4,5', status: 3 } } });
    });

    it('locks and unlocks with 1/0, and saves a remark, through update/attr', async () => {
        const { calls, ...fake } = provider();
        await calls.setLocked(4, true);
        expect(fake.last().options.body).toEqual({ id: 4, locked: 1 });
        await calls.setLocked(4, false);
        expect(fake.last().options.body).toEqual({ id: 4, locked: 0 });
        await calls.setRemark(4, '主站');
        expect(fake.last()).toMatchObject({ path: 'app/dns/domain/update/attr', options: { body: { id: 4, remarks: '主站' } } });
    });
});

describe('domain helpers', () => {
    it.each([
        [1, 'ok'],
        ['1', 'ok'],
        [2, 'wrong'],
        [0, 'pending'],
        [undefined, 'pending'],
        [9, 'pending'],
    ])('whoisStatus %j -> %s', (whoisStatus, state) => {
        expect(nsState({ whoisStatus: whoisStatus as number })).toBe(state);
    });

    it.each([
        ['["ns1.dns.cn","ns2.dns.cn"]', ['ns1.dns.cn', 'ns2.dns.cn']],
        ['[]', []],
        ['', []],
        [null, []],
        [undefined, []],
        ['ns1.a.com, ns2.a.com', ['ns1.a.com', 'ns2.a.com']],
        ['"ns1.a.com"', ['ns1.a.com']],
        [['x.com', ' '], ['x.com']],
        ['{"a":1}', []],
    ])('parseNsList(%j)', (value, list) => {
        expect(parseNsList(value)).toEqual(list);
    });

    it('reads the bound plan (start, end, state), or none', () => {
        const now = new Date('2029-06-01T00:00:00');
        const consume = { effectStartTime: '2029-01-01 00:00:00', effectEndTime: '2030-01-01 00:00:00' };
        expect(planInfo({ consume: { product: { productName: '企业版' }, consume } }, now)).toMatchObject({
            name: '企业版',
            start: '2029-01-01 00:00:00',
            end: '2030-01-01 00:00:00',
            state: 'active',
        });
        expect(planInfo({ consume: { product: { productName: '企业版' }, consume } }, new Date('2030-01-02T00:00:00'))?.state).toBe('expired');
        expect(planInfo({})).toBeUndefined();
        expect(planInfo({ consume: { product: {} } })).toBeUndefined();
    });
});
