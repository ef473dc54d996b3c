import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { domainLicenseCalls, domainLicensesApi, licenseStatusName } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('domain licence calls (designed)', () => {
    it('lists a side, server-paged, with the domain search trimmed and blank ones left out', async () => {
        const { http, last } = fakeHttp({ code: 1, page: { list: [{ id: 1, domain: 'a.com', status: 0 }], totalCount: 7 } });
        const provider = createCrudProvider(http, { domainLicense: domainLicensesApi });
        const answer = await provider.getList('domainLicense', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'createTime', order: 'DESC' },
            filter: { type: 'initiate', domain: '  a.com ' },
        });
        expect(answer).toMatchObject({ total: 7, data: [{ id: 1, domain: 'a.com' }] });
        expect(last().path).toBe('app/dns/domain/license/list');
        expect(last().options.body).toEqual({ page: 2, limit: 10, sidx: 'createTime', order: 'desc', type: 'initiate', domain: 'a.com' });
        await provider.getList('domainLicense', { pagination: { page: 1, perPage: 20 }, filter: { type: 'receive', domain: '  ' } });
        expect(last().options.body).toEqual({ page: 1, limit: 20, type: 'receive' });
    });

    it('saves {domainId, account (trimmed)} and answers with {id} on the action path', async () => {
        const { http, calls } = fakeHttp();
        const licence = domainLicenseCalls(http);
        await licence.saveDomainLicense({ domainId: 4, account: ' 13900139000 ' });
        await licence.saveDomainLicense({ domainId: 5, account: 'lisi', rights: 1 });
        await licence.answerDomainLicense(9, 'accept');
        await licence.answerDomainLicense(9, 'refuse');
        await licence.answerDomainLicense(9, 'revoke');
        expect(calls.map(call => [call.path, call.options.body])).toEqual([
            ['app/dns/domain/license/save', { domainId: 4, account: '13900139000', rights: 2 }],
            ['app/dns/domain/license/save', { domainId: 5, account: 'lisi', rights: 1 }],
            ['app/dns/domain/license/accept', { id: 9 }],
            ['app/dns/domain/license/refuse', { id: 9 }],
            ['app/dns/domain/license/revoke', { id: 9 }],
        ]);
    });

    it('names the states', () => {
        expect([0, 1, 2, 3, '1', 99].map(licenseStatusName)).toEqual(['pending', 'accepted', 'refused', 'revoked', 'accepted', 'pending']);
    });
});

describe('licence rows of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('an account that is a number is written out, a status that is not one read as 0 (pending), rows without an id dropped; reported', async () => {
        const rows = [{ id: 1, domain: 'a.com', fromAccount: 13900000000, toAccount: { name: 'x' }, status: 'accepted' }, { domain: 'no-id.com' }, null];
        const provider = createCrudProvider(fakeHttp({ code: 1, page: { list: rows, totalCount: 3 } }).http, { domainLicense: domainLicensesApi });
        const { data } = await provider.getList('domainLicense', { pagination: { page: 1, perPage: 10 }, filter: { type: 'receive' } });
        expect(data).toEqual([{ id: 1, domainId: 0, domain: 'a.com', fromAccount: '13900000000', toAccount: '', status: 0, createTime: '', updateTime: '' }]);
        expect(unreadableSources()).toEqual(['app/dns/domain/license/list']);
    });
});
