import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { gtmTaskCalls, gtmTasksApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => createCrudProvider(fakeHttp(answer).http, { gtmTask: gtmTasksApi });

afterEach(clearUnreadable);

describe('scheduling tasks read through their record', () => {
    it('a pool sent comma-joined reads as its values, a value that is not text is dropped, a host that is a number is written out, an unknown check as HTTP; reported', async () => {
        const task = { id: 3, domain: 'a.com', host: 404, type: 'AAAA', primary: '1.1.1.1', backup: ['2.2.2.2', { ip: 'x' }], checkType: 'UDP', port: '80' };
        const { data } = await provider({ code: 1, data: task }).getOne('gtmTask', { id: 3 });
        expect(data).toMatchObject({
            id: 3,
            host: '404',
            type: 'AAAA',
            primary: ['1.1.1.1'],
            backup: ['2.2.2.2'],
            checkType: 'HTTP',
            port: 80,
            lastSwitchTime: '',
        });
        expect(unreadableSources()).toEqual(['app/dns/gtm/task/info']);
    });

    it('the list drops rows without an id; null pools read as empty without a report', async () => {
        const rows = [{ id: 1, primary: null, backup: null }, { domain: 'no id' }];
        const { data } = await provider({ code: 1, data: { list: rows, totalCount: 2 } }).getList('gtmTask', {
            pagination: { page: 1, perPage: 20 },
            filter: {},
        });
        expect(data).toEqual([expect.objectContaining({ id: 1, primary: [], backup: [] })]);
        expect(unreadableSources()).toEqual(['app/dns/gtm/task/list']);
    });

    it('a save answered with its id keeps the task sent', async () => {
        const sent = { domainId: 1, host: 'www', type: 'A' as const, primary: ['1.1.1.1'], backup: ['2.2.2.2'] };
        expect((await provider({ code: 1, data: { id: 12 } }).create('gtmTask', { data: sent })).data).toEqual({ ...sent, id: 12 });
    });

    it('the history: a list that is a string reads as none, a reason that is a number written out; reported', async () => {
        expect(await gtmTaskCalls(fakeHttp({ code: 1, data: { list: 'none', totalCount: 2 } }).http).getGtmHistory(1, 1, 10)).toEqual({ data: [], total: 2 });
        const list = [{ id: 1, time: 't', from: '0', to: 1, reason: 503 }, 'x'];
        expect((await gtmTaskCalls(fakeHttp({ code: 1, data: { list, totalCount: 2 } }).http).getGtmHistory(1, 1, 10)).data).toEqual([
            { id: 1, time: 't', from: 0, to: 1, reason: '503' },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/gtm/task/history']);
    });
});
