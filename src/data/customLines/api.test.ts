import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { customLinesApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

afterEach(clearUnreadable);

describe('custom lines read through their record', () => {
    it('a name that is a number is written out, ranges that are a list dropped, rows without an id left out; reported', async () => {
        const rows = [{ id: '3', name: 10086, content: ['1.1.1.1-1.1.1.9'], createTime: null }, { name: 'no id' }, 'junk'];
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { list: rows, totalCount: 3 } }).http, { customLine: customLinesApi });
        const { data } = await provider.getList('customLine', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(data).toEqual([{ id: 3, name: '10086', content: '', createTime: undefined }]);
        expect(unreadableSources()).toEqual(['app/dns/GetUserDefindLineList']);
    });
});
