import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { monitorCalls, monitorsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => monitorCalls(fakeHttp(answer).http);
const RANGE = { startTime: 's', endTime: 'e' };
const MONITOR = { id: 1, domain: 'a.com', host: 'www', checkType: 'HTTP', frequency: 5, nodes: ['bj-telecom'], enabled: true };

afterEach(clearUnreadable);

describe('the monitoring answers read through their schemas', () => {
    it('the monitor list: nodes that are a string read as none, a host that is a number written out, rows without an id dropped; reported', async () => {
        const rows = [{ ...MONITOR, host: 404, nodes: 'bj-telecom', frequency: 7, enabled: 'yes' }, { domain: 'no id' }];
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { list: rows, totalCount: 2 } }).http, { monitor: monitorsApi });
        const { data } = await provider.getList('monitor', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(data).toEqual([expect.objectContaining({ id: 1, host: '404', nodes: [], frequency: 5, enabled: false })]);
        expect(data).toHaveLength(1);
        expect(unreadableSources()).toEqual(['app/monitor/task/list']);
    });

    it('the board: null data is an empty board; a response time that is not a number is none (null), an unknown state paused; reported', async () => {
        expect(await calls({ code: 1, data: null }).getMonitorBoard()).toEqual({ time: '', list: [] });
        const list = [
            { id: 1, name: 5, state: 'flapping', responseMs: 'slow', availability: '99.5' },
            { id: 2, responseMs: null },
        ];
        expect((await calls({ code: 1, data: { time: 't', list } }).getMonitorBoard()).list).toEqual([
            { id: 1, name: '5', checkType: 'HTTP', state: 'paused', lastCheck: '', responseMs: null, availability: 99.5 },
            { id: 2, name: '', checkType: 'HTTP', state: 'paused', lastCheck: '', responseMs: null, availability: 0 },
        ]);
        expect(unreadableSources()).toEqual(['app/monitor/board']);
    });

    it('the realtime page needs its monitor: without it (or data that is a string) the answer is unreadable; checks that are a string read as none', async () => {
        await expect(calls({ code: 1, data: { state: 'up', checks: [] } }).getMonitorRealtime(1)).rejects.toThrow('http.badResponse');
        await expect(calls({ code: 1, data: 'up' }).getMonitorRealtime(1)).rejects.toThrow('http.badResponse');
        const realtime = await calls({
            code: 1,
            data: { monitor: MONITOR, state: 'up', checks: 'all up', series: [{ time: 't', responseMs: '12' }], alerts: null },
        }).getMonitorRealtime(1);
        expect(realtime).toMatchObject({ state: 'up', checks: [], series: [{ time: 't', responseMs: 12 }], alerts: [] });
        expect(unreadableSources()).toEqual(['app/monitor/task/realtime']);
    });

    it('history, counts and nodes: lists that are strings read as none, counts that are not numbers as 0, nodes without an id dropped; reported', async () => {
        expect(await calls({ code: 1, data: { list: 'none' } }).getMonitorHistory(1, RANGE)).toEqual([]);
        expect(
            await calls({ code: 1, data: { total: 'three', days: 'none', monitors: [{ id: 1, name: 'a', count: '2' }] } }).getMonitorAlertCounts(RANGE),
        ).toEqual({
            total: 0,
            days: [],
            monitors: [{ id: 1, name: 'a', count: 2 }],
        });
        expect(await calls({ code: 1, data: { list: [{ id: 'bj-telecom', name: 'x', custom: 0 }, { name: 'no id' }] } }).getMonitorNodes()).toEqual([
            { id: 'bj-telecom', name: 'x', custom: false },
        ]);
        expect(unreadableSources()).toEqual(['app/monitor/task/history', 'app/monitor/alert/count', 'app/monitor/node/list']);
    });

    it('monitoring lines: a list that is a string reads as none, a name that is a number written out; reported', async () => {
        expect(await calls({ code: 1, data: { list: 'none', totalCount: 0 } }).listMonitorLines(1, 20)).toEqual({ list: [], total: 0 });
        expect((await calls({ code: 1, data: { list: [{ id: 1, name: 10086 }], totalCount: 1 } }).listMonitorLines(1, 20)).list).toEqual([
            { id: 1, name: '10086', content: '', createTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/monitor/line/list']);
    });

    it('a saved monitor is the one sent with the id the answer gives', async () => {
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { id: '9' } }).http, { monitor: monitorsApi });
        const { data } = await provider.create('monitor', { data: { domainId: 1, recordId: 2, checkType: 'PING', nodes: ['hk-bgp'] } });
        expect(data).toEqual({ domainId: 1, recordId: 2, checkType: 'PING', nodes: ['hk-bgp'], id: 9 });
    });
});
