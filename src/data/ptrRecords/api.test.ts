import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { ptrRecordsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => createCrudProvider(fakeHttp(answer).http, { ptrRecord: ptrRecordsApi });

afterEach(clearUnreadable);

describe('PTR records read through their record', () => {
    it('list rows: a TTL that is not a number read as 0, a target that is a list dropped, a list that is a string no rows; reported', async () => {
        const rows = [{ id: 5, zoneId: '1', address: '192.168.1.5', host: 5, target: ['a.example'], ttl: 'long', status: null }];
        const list = { pagination: { page: 1, perPage: 20 }, filter: { zoneId: 1 } };
        expect((await provider({ code: 1, data: { list: rows, totalCount: 1 } }).getList('ptrRecord', list)).data).toEqual([
            { id: 5, zoneId: 1, address: '192.168.1.5', host: '5', target: '', ttl: 0, status: 0, updateTime: '' },
        ]);
        expect((await provider({ code: 1, data: { list: 'none' } }).getList('ptrRecord', list)).data).toEqual([]);
        expect(unreadableSources()).toEqual(['app/dns/ptr/record/list']);
    });

    it('a saved record is the one sent with the id and status the answer gives; data that is not a record adds nothing', async () => {
        const sent = { zoneId: 1, address: '192.168.1.5', target: 'a.example', ttl: 600 };
        expect((await provider({ code: 1, data: { id: 9, status: '0' } }).create('ptrRecord', { data: sent })).data).toEqual({ ...sent, id: 9, status: 0 });
        const updated = await provider({ code: 1, data: 9 }).update('ptrRecord', { id: 9, data: { id: 9, ...sent }, previousData: { id: 9 } });
        expect(updated.data).toEqual({ id: 9, ...sent });
        expect(unreadableSources()).toEqual(['app/dns/ptr/record/save']);
    });
});
