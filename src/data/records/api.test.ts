import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { Envelope } from '../../http/client';
import { recordsApi } from './api';
import { fakeHttp, type RecordedCall } from '../../../tests/support/fakeHttp';

const provider = (answer?: Envelope | ((call: RecordedCall) => Envelope)) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { record: recordsApi }) };
};

afterEach(clearUnreadable);

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
        expect(result.data[0]).toMatchObject({ id: 42, record_id: 42, top: 'www', status: 3, linetype: 1, ttl: 600, weight: 1, mx: 0 });
    });

    it('reads an empty answer as no rows', async () => {
        const { dataProvider } = provider({ code: 1 });
        expect(await dataProvider.getList('record', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} })).toEqual({
            data: [],
            total: 0,
        });
    });

    it('reads rows of the wrong shape through the record schema: text that is a number written out, a TTL that is no number 0, a row without its id dropped; reported', async () => {
        const { dataProvider } = provider({ code: 1, objData: [{ ...row, top: 42, ttl: 'soon', status: undefined }, { top: 'no-id' }, 'www'], total: 3 });
        const result = await dataProvider.getList('record', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} });
        expect(result.data).toHaveLength(1);
        expect(result.data[0]).toMatchObject({ id: 42, top: '42', ttl: 0, status: 1 });
        expect(unreadableSources()).toEqual(['app/dns/record/list']);
    });

    it('an objData that is not a list reads as no rows, reported', async () => {
        const { dataProvider } = provider({ code: 1, objData: 'none', total: 5 });
        const result = await dataProvider.getList('record', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} });
        expect(result).toEqual({ data: [], total: 0 });
        expect(unreadableSources()).toEqual(['app/dns/record/list']);
    });

    it('is read only: saves, deletes and status changes are change sets', () => {
        expect(Object.keys(recordsApi)).toEqual(['record', 'list']);
    });
});
