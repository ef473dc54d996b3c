import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { messageCalls, messagesApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { message: messagesApi }) };
};

describe('message declaration', () => {
    afterEach(clearUnreadable);

    it('lists with a form POST: page, limit, sidx, order, trimmed title and the other filters; reads data.list', async () => {
        const { dataProvider, last } = provider({ code: 0, data: { list: [{ id: 3, title: 't', readStatus: 0 }], totalCount: 7 } });
        const result = await dataProvider.getList('message', {
            pagination: { page: 2, perPage: 50 },
            sort: { field: 'createtime', order: 'ASC' },
            filter: { title: '  系统  ', type: 2, readStatus: 0 },
        });
        expect(last()).toEqual({
            path: 'app/account/message/list',
            options: {
                method: 'POST',
                encoding: 'form',
                signal: undefined,
                body: { page: 2, limit: 50, sidx: 'createtime', order: 'asc', type: 2, readStatus: 0, title: '系统' },
            },
        });
        // a message without its type reads as a station letter (type 1)
        expect(result).toEqual({ data: [{ id: 3, title: 't', type: 1, readStatus: 0 }], total: 7 });
    });

    it('sorts by id, newest first, when no sort is given, and sends no empty title', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { list: [], totalCount: 0 } });
        await dataProvider.getList('message', { pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' }, filter: { title: '   ' } });
        expect(last().options.body).toEqual({ page: 1, limit: 20, sidx: 'id', order: 'desc', type: undefined, readStatus: undefined, title: undefined });
    });

    it('opens one message with GET info?id= and reads data', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { id: 5, title: 'x', content: '<p>y</p>', readStatus: 1 } });
        const { data } = await dataProvider.getOne('message', { id: 5 });
        expect(last()).toMatchObject({ path: 'app/account/message/info', options: { method: 'GET', query: { id: 5 } } });
        expect(data).toEqual({ id: 5, title: 'x', content: '<p>y</p>', type: 1, readStatus: 1 });
    });

    it('reads wrong-typed messages: numbers written out, objects dropped, an unknown type as a letter; reports the list', async () => {
        const rows = [
            { id: 3, title: 404, content: 12, type: '2', readStatus: '0', createtime: 20240101 },
            { id: 4, title: { zh: '标题' }, content: ['<p/>'], type: 9, readStatus: 'read' },
            'junk',
        ];
        const { dataProvider } = provider({ code: 1, data: { list: rows, totalCount: 3 } });
        const { data } = await dataProvider.getList('message', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        expect(data).toEqual([
            { id: 3, title: '404', content: '12', type: 2, readStatus: 0, createtime: '20240101' },
            { id: 4, title: '', content: undefined, type: 1, readStatus: 0 },
        ]);
        expect(unreadableSources()).toEqual(['app/account/message/list']);
    });

    it('counts unread messages in a list that is not one as none, and reports it', async () => {
        const { http } = fakeHttp({ code: 1, data: { list: 'three', unreadCount: 'some' } });
        expect(await messageCalls(http).getUnreadCount()).toBe(0);
        expect(unreadableSources()).toEqual(['app/account/message/list']);
    });

    it('deletes one or many with a form POST of comma-joined ids', async () => {
        const { dataProvider, calls } = provider({ code: 1 });
        await dataProvider.deleteMany('message', { ids: [1, 2, 3] });
        await dataProvider.delete('message', { id: 9, previousData: { id: 9 } });
        expect(calls.map(({ path, options }) => [path, options.method, options.encoding, options.body])).toEqual([
            ['app/account/message/delete', 'POST', 'form', { ids: '1,2,3' }],
            ['app/account/message/delete', 'POST', 'form', { ids: '9' }],
        ]);
    });
});

describe('getUnreadCount', () => {
    it('asks for page 1 of 100, newest first (form POST), and takes data.unreadCount when the server states it', async () => {
        const { http, last } = fakeHttp({ code: 1, data: { list: [{ id: 1, readStatus: 0 }], totalCount: 1, unreadCount: '12' } });
        await expect(messageCalls(http).getUnreadCount()).resolves.toBe(12);
        expect(last()).toEqual({
            path: 'app/account/message/list',
            options: {
                method: 'POST',
                encoding: 'form',
                body: { page: 1, limit: 100, sidx: 'id', order: 'desc', type: undefined, readStatus: undefined, title: undefined },
            },
        });
    });

    it('a stated count of null is none: the list is counted', async () => {
        const { http } = fakeHttp({ code: 1, data: { list: [{ id: 1, readStatus: 0 }], unreadCount: null } });
        await expect(messageCalls(http).getUnreadCount()).resolves.toBe(1);
    });

    it('otherwise counts readStatus 0 (number or string) in the list', async () => {
        const list = [
            { id: 1, readStatus: 0 },
            { id: 2, readStatus: '0' },
            { id: 3, readStatus: 1 },
            { id: 4, readStatus: '1' },
        ];
        const { http } = fakeHttp({ code: 1, data: { list, totalCount: 4 } });
        await expect(messageCalls(http).getUnreadCount()).resolves.toBe(2);
    });
});
