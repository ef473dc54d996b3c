import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { productsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const LIST = { pagination: { page: 1, perPage: 20 }, sort: { field: 'sort', order: 'ASC' as const }, filter: {} };
const provider = (answer: Parameters<typeof fakeHttp>[0]) => createCrudProvider(fakeHttp(answer).http, { product: productsApi });

afterEach(clearUnreadable);

describe('products read through their record', () => {
    it('a name that is a number is written out, features that are a string read as none, an unknown unit as yearly; reported', async () => {
        const rows = [{ id: '2', productName: 2026, attrs: 'all', productUnit: 'week', productUnitPrice: '100' }, { productName: 'no id' }, null];
        const { data } = await provider({ code: 1, page: { list: rows, totalCount: 3 } }).getList('product', LIST);
        expect(data).toEqual([
            {
                id: 2,
                productName: '2026',
                productType: 1,
                productUnitPrice: 100,
                productUnit: '1y',
                attrs: { recordLimit: 0, minTtl: 0, lineCount: 0, qps: 0 },
                remark: '',
                sort: 0,
                status: 1,
                createTime: '',
            },
        ]);
        expect(unreadableSources()).toEqual(['sys/product/list']);
    });

    it('a saved product is the one sent with what the answer gives; null data adds nothing', async () => {
        const sent = { productName: '专业版', productUnitPrice: 68000, status: 1 as const };
        expect((await provider({ code: 1, data: { id: 7, status: '0' } }).create('product', { data: sent })).data).toEqual({ ...sent, id: 7, status: 0 });
        expect((await provider({ code: 1, data: null }).update('product', { id: 7, data: { id: 7, ...sent }, previousData: { id: 7 } })).data).toEqual({
            id: 7,
            ...sent,
        });
        expect(unreadableSources()).toEqual([]);
    });
});
