import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { sslOrderCalls, sslOrdersApi, type SslApplication } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => sslOrderCalls(fakeHttp(answer).http);
const APPLICATION: SslApplication = { goodsId: 1, domains: ['a.com'], method: 'dns', csr: 'CSR', csrSource: 'browser', contactId: 1 };

afterEach(clearUnreadable);

describe('the SSL answers read through their schemas', () => {
    it('orders: names sent comma-joined read as a list, validations that are a string as none, an unknown state kept as it came; reported', async () => {
        const rows = [{ id: 1, domains: 'a.com,www.a.com', validations: 'pending', status: 9, keyAlgorithm: 'RSA4096', productName: 7 }, { domains: 'no id' }];
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { list: rows, totalCount: 2 } }).http, { sslOrder: sslOrdersApi });
        const { data } = await provider.getList('sslOrder', { pagination: { page: 1, perPage: 20 }, filter: { type: 'paid' } });
        expect(data).toEqual([
            expect.objectContaining({
                id: 1,
                domains: ['a.com', 'www.a.com'],
                validations: [],
                status: 9,
                keyAlgorithm: undefined,
                productName: '7',
                method: 'dns',
            }),
        ]);
        expect(data).toHaveLength(1);
        expect(unreadableSources()).toEqual(['app/ssl/order/list']);
    });

    it('the catalogue: a list that is a string reads as none, a product without a name count holds one; reported', async () => {
        expect(await calls({ code: 1, data: { list: 'TrustAsia' } }).listSslGoods()).toEqual([]);
        expect(await calls({ code: 1, data: { list: [{ id: 1, type: 'ov', price: '19900', free: 0 }] } }).listSslGoods()).toEqual([
            { id: 1, brand: '', type: 'ov', name: '', price: 19900, validityDays: 0, maxDomains: 1, free: false },
        ]);
        expect(unreadableSources()).toEqual(['app/ssl/goods/list']);
    });

    it('an application the server took is read as far as its answer gives: a key made in the browser is still offered; reported', async () => {
        expect(await calls({ code: 1, data: { sslOrderId: '12', orderId: 2026 } }).applySsl(APPLICATION)).toEqual({ sslOrderId: 12, orderId: '2026' });
        expect(await calls({ code: 1, data: 'accepted' }).applySsl(APPLICATION)).toEqual({ sslOrderId: 0, orderId: undefined });
        expect(unreadableSources()).toEqual(['app/ssl/order/apply']);
    });

    it('a check answered with a string is not passed; a download that is not a record is unreadable, PEM texts that are objects dropped', async () => {
        expect(await calls({ code: 1, data: 'checking' }).checkSslValidation(1)).toEqual({ status: 0, passed: false });
        await expect(calls({ code: 1, data: '-----BEGIN' }).downloadSsl(1)).rejects.toThrow('http.badResponse');
        expect(await calls({ code: 1, data: { certificate: { pem: 'x' }, chain: 'C' } }).downloadSsl(1)).toEqual({ certificate: '', chain: 'C' });
        expect(unreadableSources()).toEqual(['app/ssl/order/check', 'app/ssl/order/download']);
    });

    it('profiles: a list that is a string reads as none, a mobile that is a number written out; a save without an id answers 0', async () => {
        expect(await calls({ code: 1, data: { list: 'none', totalCount: 0 } }).listSslProfiles('contact')).toEqual({ data: [], total: 0 });
        expect(
            (await calls({ code: 1, data: { list: [{ id: 1, name: '张三', mobile: 13900000000 }], totalCount: 1 } }).listSslProfiles('contact')).data,
        ).toEqual([{ id: 1, name: '张三', mobile: '13900000000', email: '', jobTitle: '' }]);
        expect(await calls({ code: 1, data: null }).saveSslProfile('company', { id: 0, name: 'ACME', regNumber: '', address: '', phone: '' })).toBe(0);
        expect(unreadableSources()).toEqual(['app/ssl/contact/list']);
    });
});
