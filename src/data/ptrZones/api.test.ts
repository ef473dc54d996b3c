import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { ptrZonesApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => createCrudProvider(fakeHttp(answer).http, { ptrZone: ptrZonesApi });

afterEach(clearUnreadable);

describe('reverse zones read through their record', () => {
    it('list rows: a family that is a string of words read as 0, a name that is a number written out, rows without an id dropped; reported', async () => {
        const rows = [{ id: 1, zoneName: 1, prefix: '192.168.1.0/24', family: 'four', recordCount: '3' }, { zoneName: 'no id' }];
        const { data } = await provider({ code: 1, data: { list: rows, totalCount: 2 } }).getList('ptrZone', {
            pagination: { page: 1, perPage: 20 },
            filter: {},
        });
        expect(data).toEqual([{ id: 1, zoneName: '1', prefix: '192.168.1.0/24', family: 0, recordCount: 3, createTime: '' }]);
        expect(unreadableSources()).toEqual(['app/dns/ptr/zone/list']);
    });

    it('one zone: a record that is a string is an unreadable answer (the page shows its error state)', async () => {
        await expect(provider({ code: 1, data: '1.168.192.in-addr.arpa' }).getOne('ptrZone', { id: 1 })).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/dns/ptr/zone/info']);
    });

    it('a created zone is the prefix sent with what the answer gives, read with the record', async () => {
        const { data } = await provider({ code: 1, data: { id: '4', zoneName: { z: 1 } } }).create('ptrZone', { data: { prefix: '10.0.0.0/24' } });
        expect(data).toEqual({ prefix: '10.0.0.0/24', id: 4, zoneName: '' });
        expect(unreadableSources()).toEqual(['app/dns/ptr/zone/save']);
    });
});
