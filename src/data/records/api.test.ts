import { describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { Envelope } from '../../http/client';
import { recordCalls, recordsApi, type DnsRecord } from './api';
import { fakeHttp, type RecordedCall } from '../../../tests/support/fakeHttp';

const provider = (answer?: Envelope | ((call: RecordedCall) => Envelope)) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { record: recordsApi }) };
};

const row = {
    record_id: '42',
    top: 'www',
    record_type: 'A',
    value: '192.0.2.1',
    weight: '1',
    mx: '0',
    ttl: '600',
    record_line: '100000000-999999999',
    record_line_id: '1',
    record_line_name: '默认',
    linetype: '1',
    status: '3',
};

describe('record declaration', () => {
    it('lists with the zone, the trimmed filters, page and limit, leaving empty filters out', async () => {
        const { dataProvider, last } = provider({ code: 1, objData: [row], total: '5200' });
        const result = await dataProvider.getList('record', {
            pagination: { page: 3, perPage: 200 },
            sort: { field: '', order: 'ASC' },
            filter: { domain_id: 7, domain: 'example.com', top: '  www ', value: ' ', record_type: 'A', line: { record_line_id: 5 }, status: '3' },
        });
        expect(last()).toMatchObject({ path: 'app/dns/record/list', options: { method: 'POST' } });
        expect(last().options.body).toEqual({
            domain_id: 7,
            domain: 'example.com',
            top: 'www',
            record_type: 'A',
            record_line_id: '5',
            status: '3',
            page: 3,
            limit: 200,
        });
        expect(result.total).toBe(5200);
        expect(result.data[0]).toMatchObject({ id: 42, record_id: 42, top: 'www', status: 3, linetype: 1, ttl: '600' });
    });

    it('reads an empty answer as no rows', async () => {
        const { dataProvider } = provider({ code: 1 });
        expect(await dataProvider.getList('record', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} })).toEqual({
            data: [],
            total: 0,
        });
    });

    it('creates with a form post of {id: domainId, domain, info} and takes data.record_id', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { record_id: 99 } });
        const draft: Partial<DnsRecord> = {
            domain_id: 7,
            domain: 'example.com',
            top: '@',
            record_type: 'MX',
            value: 'mail.example.com',
            mx: 10,
            ttl: 600,
            weight: 1,
            record_line_id: 1,
            record_line_name: '默认',
            record_line: '100000000-999999999',
            linetype: 1,
        };
        const { data } = await dataProvider.create('record', { data: draft });
        const call = last();
        expect(call.path).toBe('app/dns/record/set');
        expect(call.options.encoding).toBe('form');
        expect(call.options.body).toMatchObject({ id: 7, domain: 'example.com' });
        expect(JSON.parse(String(call.options.body?.info))).toEqual({
            operation_type: 'add',
            record_id: null,
            top: '@',
            record_type: 'MX',
            value: 'mail.example.com',
            weight: '1',
            mx: '10',
            ttl: '600',
            record_line: '100000000-999999999',
            record_line_id: 1,
            record_line_name: '默认',
            linetype: 1,
        });
        expect(data).toMatchObject({ id: 99, record_id: 99, top: '@' });
    });

    it('updates with operation_type update and the record id, numbers as strings', async () => {
        const { dataProvider, last } = provider({ code: 1 });
        const previous = { id: 42, record_id: 42, top: 'www', record_type: 'A', value: '192.0.2.1', ttl: 600, status: 1 } as DnsRecord;
        await dataProvider.update('record', { id: 42, data: { ...previous, domain_id: 7, domain: 'example.com', ttl: 3600 }, previousData: previous });
        const info = JSON.parse(String(last().options.body?.info));
        expect(info).toMatchObject({ operation_type: 'update', record_id: 42, ttl: '3600', weight: '1', mx: '1' });
    });

    it('deletes through the batch delete call', async () => {
        const { dataProvider, last } = provider();
        await dataProvider.deleteMany('record', { ids: [1, 2, 3] });
        expect(last()).toMatchObject({ path: 'app/dns/batch/delete/domain/record', options: { body: { ids: '1,2,3' } } });
    });

    it('batch status as a typed call', async () => {
        const { http, calls } = fakeHttp();
        const api = recordCalls(http);
        await api.setRecordStatus([4, 5], 3);
        expect(calls[0]).toMatchObject({ path: 'app/dns/batch/update/domain/record/status', options: { body: { ids: '4,5', status: 3 } } });
        expect(Object.keys(api)).toEqual(['setRecordStatus']);
    });
});
