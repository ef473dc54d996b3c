import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { errorLogApi, operationLogApi, requestLogApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const LIST = { pagination: { page: 1, perPage: 20 }, filter: { domain: 'a.com' } };
const provider = (answer: Parameters<typeof fakeHttp>[0]) =>
    createCrudProvider(fakeHttp(answer).http, { requestLog: requestLogApi, errorLog: errorLogApi, operationLog: operationLogApi });

afterEach(clearUnreadable);

describe('the domain logs read through their records', () => {
    it('the request log: a type that is a number written out, an answer that is a list dropped, a list that is a string no rows; reported', async () => {
        const rows = [{ id: 1, time: 't', clientIp: '1.2.3.4', query: 'www.a.com', type: 28, answer: ['1.1.1.1'] }, { query: 'no id' }];
        expect((await provider({ code: 1, data: { list: rows, totalCount: 2 } }).getList('requestLog', LIST)).data).toEqual([
            { id: 1, time: 't', clientIp: '1.2.3.4', query: 'www.a.com', type: '28', answer: undefined },
        ]);
        expect((await provider({ code: 1, data: { list: 'none' } }).getList('errorLog', LIST)).data).toEqual([]);
        expect(unreadableSources()).toEqual(['app/dns/GetDnsRequestLog', 'app/dns/GetDnsErrorLog']);
    });

    it('the operation log: null fields read as empty, content that is an object dropped; reported', async () => {
        const rows = [{ id: 2, domain: 'a.com', action: null, content: { old: 1 }, ip: null, username: 5, createTime: 't' }];
        expect((await provider({ code: 1, data: { list: rows, totalCount: 1 } }).getList('operationLog', LIST)).data).toEqual([
            { id: 2, domain: 'a.com', action: '', content: '', ip: '', username: '5', createTime: 't', changeSetId: 0 },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/GetDnsOperationLog']);
    });
});
