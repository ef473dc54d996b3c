import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { Envelope } from '../../http/client';
import { readRecursiveStatus, recursiveCalls, recursiveSegmentsApi } from './api';
import { fakeHttp, type RecordedCall } from '../../../tests/support/fakeHttp';

const GET = 'sys/dns/recursive/GetDnsRecursive/detail';
const SAVE = 'sys/dns/recursive/saveDnsRecursive/detail';
const DELETE = 'sys/dns/recursive/deleteDnsRecursive/detail';

const provider = (answer?: Envelope | ((call: RecordedCall) => Envelope)) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { recursiveSegments: recursiveSegmentsApi }) };
};

describe('recursiveSegments declaration', () => {
    it('lists with mode 2, page, limit and the trimmed remark, and reads data.list / data.totalCount', async () => {
        const { dataProvider, last } = provider({
            code: 1,
            data: {
                list: [
                    { id: 7, sourceIpS: '167772160', sourceIpE: 167772415, remark: 'office', createTime: '2024-01-02 03:04:05', mode: 2, type: '1' },
                    { id: 8, sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', createTime: 't', mode: 2 },
                ],
                totalCount: '42',
                status: { recursive_enable: 1 },
            },
        });
        const result = await dataProvider.getList('recursiveSegments', {
            pagination: { page: 3, perPage: 50 },
            sort: { field: 'id', order: 'DESC' },
            filter: { q: '  office ' },
        });
        expect(last()).toMatchObject({ path: GET, options: { method: 'POST', body: { mode: 2, page: 3, limit: 50, remark: 'office' } } });
        expect(result.total).toBe(42);
        expect(result.data).toEqual([
            { id: 7, sourceIpS: 167772160, sourceIpE: 167772415, remark: 'office', createTime: '2024-01-02 03:04:05', mode: 2, type: 1, family: 4 },
            { id: 8, sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', createTime: 't', mode: 2, type: 2, family: 4 },
        ]);
    });

    it('sends an empty remark when there is no search, and survives an empty answer', async () => {
        const { dataProvider, last } = provider({ code: 1 });
        const result = await dataProvider.getList('recursiveSegments', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(last().options.body).toEqual({ mode: 2, page: 1, limit: 20, remark: '' });
        expect(result).toEqual({ data: [], total: 0 });
    });

    it('creates with mode 2 and no id, and takes the id the server gives', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { id: 12 } });
        const { data } = await dataProvider.create('recursiveSegments', {
            data: { sourceIpS: 1, sourceIpE: 2, remark: 'r', type: 1 },
        });
        expect(last()).toMatchObject({ path: SAVE, options: { method: 'POST' } });
        expect(JSON.parse(JSON.stringify(last().options.body))).toEqual({ mode: 2, sourceIpS: 1, sourceIpE: 2, remark: 'r', type: 1 });
        expect(data).toMatchObject({ id: 12, sourceIpS: 1, sourceIpE: 2, remark: 'r', type: 1 });
    });

    it('updates with mode 2 and the id', async () => {
        const { dataProvider, last } = provider({ code: 1 });
        await dataProvider.update('recursiveSegments', {
            id: 5,
            data: { sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', type: 2 },
            previousData: { id: 5 },
        });
        expect(last().options.body).toEqual({ mode: 2, id: 5, sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', type: 2 });
    });

    it('reads and saves an IPv6 segment with ipVersion 6 and its addresses as text', async () => {
        const row = {
            id: 3,
            sourceIpS: 0,
            sourceIpE: 0,
            remark: 'v6',
            createTime: 't',
            mode: 2,
            type: 1,
            ipVersion: '6',
            startIp: '2001:db8::',
            endIp: '2001:db8::ff',
        };
        const { dataProvider, last } = provider({ code: 1, data: { list: [row], totalCount: 1 } });
        const { data } = await dataProvider.getList('recursiveSegments', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(data[0]).toMatchObject({ family: 6, startIp: '2001:db8::', endIp: '2001:db8::ff' });
        await dataProvider.create('recursiveSegments', { data: { ...data[0], id: undefined } });
        expect(JSON.parse(JSON.stringify(last().options.body))).toEqual({
            mode: 2,
            sourceIpS: 0,
            sourceIpE: 0,
            remark: 'v6',
            type: 1,
            ipVersion: 6,
            startIp: '2001:db8::',
            endIp: '2001:db8::ff',
        });
    });

    it('deletes one or many with comma-joined ids', async () => {
        const { dataProvider, calls } = provider({ code: 1 });
        await dataProvider.deleteMany('recursiveSegments', { ids: [1, 2, 3] });
        await dataProvider.delete('recursiveSegments', { id: 9, previousData: { id: 9 } });
        expect(calls.map(call => [call.path, call.options.body])).toEqual([
            [DELETE, { ids: '1,2,3' }],
            [DELETE, { ids: '9' }],
        ]);
    });
});

describe('recursive status', () => {
    it.each<[string, Envelope, { recursiveEnable: boolean; forwardEnable: boolean; rootIps: string[] }]>([
        [
            'data.status with numbers',
            { code: 1, data: { status: { recursive_enable: 1, forward_enable: 0, recursive_root_ips: '1.1.1.1,8.8.8.8' } } },
            { recursiveEnable: true, forwardEnable: false, rootIps: ['1.1.1.1', '8.8.8.8'] },
        ],
        [
            'top-level status with numeric strings',
            { code: 1, data: { list: [] }, status: { recursive_enable: '0', forward_enable: '1', recursive_root_ips: ' 1.1.1.1 , ' } },
            { recursiveEnable: false, forwardEnable: true, rootIps: ['1.1.1.1'] },
        ],
        ['no status at all', { code: 1 }, { recursiveEnable: false, forwardEnable: false, rootIps: [] }],
    ])('reads %s', (_name, json, status) => {
        expect(readRecursiveStatus(json)).toEqual(status);
    });

    const statusAnswer = (call: RecordedCall): Envelope =>
        call.path === GET ? { code: 1, data: { status: { recursive_enable: '1', forward_enable: '0', recursive_root_ips: '9.9.9.9' } } } : { code: 1 };

    it('getRecursiveStatus asks page 1, limit 1', async () => {
        const { http, last } = fakeHttp(statusAnswer);
        expect(await recursiveCalls(http).getRecursiveStatus()).toEqual({ recursiveEnable: true, forwardEnable: false, rootIps: ['9.9.9.9'] });
        expect(last()).toMatchObject({ path: GET, options: { method: 'POST', body: { mode: 2, page: 1, limit: 1, remark: '' } } });
    });

    it('setRecursion sends mode 1 with targetValue and the current root IPs', async () => {
        const { http, calls } = fakeHttp(statusAnswer);
        await recursiveCalls(http).setRecursion(false);
        expect(calls.map(call => call.path)).toEqual([GET, SAVE]);
        expect(calls[1].options.body).toEqual({ mode: 1, targetValue: 0, rootIps: '9.9.9.9' });
    });

    it('setForwarding sends mode 6 with targetValue', async () => {
        const { http, last } = fakeHttp(statusAnswer);
        await recursiveCalls(http).setForwarding(true);
        expect(last()).toMatchObject({ path: SAVE, options: { body: { mode: 6, targetValue: 1 } } });
    });

    it('saveRootIps sends mode 1, the comma-joined list and the current recursion value', async () => {
        const { http, last } = fakeHttp(statusAnswer);
        await recursiveCalls(http).saveRootIps(['1.1.1.1', '8.8.8.8']);
        expect(last()).toMatchObject({ path: SAVE, options: { body: { mode: 1, targetValue: 1, rootIps: '1.1.1.1,8.8.8.8' } } });
    });

    it('lets a failed save reject', async () => {
        const { http } = fakeHttp(call => (call.path === SAVE ? Promise.reject(new Error('递归功能已关闭')) : statusAnswer(call)) as never);
        await expect(recursiveCalls(http).setForwarding(false)).rejects.toThrow('递归功能已关闭');
    });
});

describe('recursive answers of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('segment rows: numbers that are not numbers read as 0, a remark that is a number written out, rows without an id dropped; reported', async () => {
        const list = [{ id: 7, sourceIpS: 'ten', sourceIpE: '20', remark: 404, createTime: null }, { sourceIpS: 1 }, 'junk'];
        const { dataProvider } = provider({ code: 1, data: { list, totalCount: 3 } });
        const { data } = await dataProvider.getList('recursiveSegments', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(data).toEqual([{ id: 7, sourceIpS: 0, sourceIpE: 20, remark: '404', createTime: '', mode: 2, type: 1, family: 4 }]);
        expect(unreadableSources()).toEqual([GET]);
    });

    it('the status: root IPs that are an object read as none, a status that is a string as no switches; reported', () => {
        expect(readRecursiveStatus({ code: 1, data: { status: { recursive_enable: 1, recursive_root_ips: { ip: '1.1.1.1' } } } })).toEqual({
            recursiveEnable: true,
            forwardEnable: false,
            rootIps: [],
        });
        expect(readRecursiveStatus({ code: 1, data: { status: 'on' } })).toEqual({ recursiveEnable: false, forwardEnable: false, rootIps: [] });
        expect(unreadableSources()).toEqual([GET]);
    });

    it('a save answered with an id of the wrong type keeps a stand-in id', async () => {
        const { dataProvider } = provider({ code: 1, data: { id: { n: 1 } } });
        const { data } = await dataProvider.create('recursiveSegments', { data: { sourceIpS: 1, sourceIpE: 2, remark: 'r', type: 1 } });
        expect(data).toMatchObject({ id: '1-2', sourceIpS: 1, sourceIpE: 2 });
    });
});
