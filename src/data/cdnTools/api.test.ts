import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { cacheEntriesApi, cdnToolCalls, probeIpsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const LIST = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the CDN tools read wrong-typed answers through their schemas', () => {
    afterEach(clearUnreadable);

    it('the chart: a list that is a string reads as no points, numbers where text goes are written out; reported', async () => {
        const calls = cdnToolCalls(fakeHttp({ code: 1, data: { list: 'today' } }).http);
        expect(await calls.getCdnChart('today')).toEqual([]);
        const points = cdnToolCalls(fakeHttp({ code: 1, data: { list: [{ time: 1200, bandwidth: '5', requests: null }, 'x'] } }).http);
        expect(await points.getCdnChart('today')).toEqual([{ time: '1200', bandwidth: 5, requests: 0 }]);
        expect(unreadableSources()).toEqual(['sys/cdnsys/auth/GetIndexChartData']);
    });

    it('the enums: null data reads as empty, regions that are a string as none, a secret that is an object as blank; reported', async () => {
        expect(await cdnToolCalls(fakeHttp({ code: 1, data: null }).http).getCdnEnums()).toMatchObject({
            staticVariables: { cnameSuffix: '', defaultCacheTtl: 0, nodeSecret: '' },
            regions: [],
            isps: [],
        });
        expect(unreadableSources()).toEqual([]);
        const answer = {
            code: 1,
            data: { staticVariables: { cnameSuffix: 7, nodeSecret: { a: 1 }, originTimeout: '30' }, regions: '华东', isps: ['电信', 5] },
        };
        expect(await cdnToolCalls(fakeHttp(answer).http).getCdnEnums()).toMatchObject({
            staticVariables: { cnameSuffix: '7', nodeSecret: '', originTimeout: 30 },
            regions: [],
            isps: ['电信', '5'],
        });
        expect(unreadableSources()).toEqual(['sys/common/enums']);
    });

    it('sends only the variables, numbers as numbers', async () => {
        const { http, last } = fakeHttp({ code: 1 });
        const values = { cnameSuffix: 'cdn.x', defaultCacheTtl: 60, originTimeout: 30, maxBodySizeMb: 10, nodeSecret: '', acmeEmail: 'a@x', extra: 1 };
        await cdnToolCalls(http).saveCdnVariables(values);
        expect(last().options.body).toEqual({
            cnameSuffix: 'cdn.x',
            defaultCacheTtl: 60,
            originTimeout: 30,
            maxBodySizeMb: 10,
            nodeSecret: '',
            acmeEmail: 'a@x',
        });
    });

    it('the probe and cache lists: rows without their id dropped, a number where text goes written out; reported', async () => {
        const probes = [{ id: '3', ip: 1234, status: '1', latency: 'slow' }, { ip: '1.1.1.1' }, null];
        const probeList = await createCrudProvider(fakeHttp({ code: 1, page: { list: probes, totalCount: 3 } }).http, { probeIp: probeIpsApi }).getList(
            'probeIp',
            LIST,
        );
        expect(probeList.data).toEqual([{ id: 3, ip: '1234', region: '', isp: '', status: 1, latency: 0, lastCheck: '' }]);
        const entries = [
            { key: 'a', type: 'hash', ttl: '30', value: { x: 1 } },
            { key: { k: 1 }, value: 'x' },
        ];
        const cache = await createCrudProvider(fakeHttp({ code: 1, page: { list: entries, totalCount: 2 } }).http, { cacheEntry: cacheEntriesApi }).getList(
            'cacheEntry',
            LIST,
        );
        expect(cache.data).toEqual([{ id: 'a', key: 'a', type: 'hash', ttl: 30, value: '{"x":1}' }]);
        expect(unreadableSources()).toEqual(['sys/monitor/poll/ip/list', 'sys/cdnsys/admin/tool/redis/data']);
    });
});
