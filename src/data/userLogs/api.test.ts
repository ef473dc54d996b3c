import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { methodOf, userLogsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0]) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { userLog: userLogsApi }) };
};

describe('userLog declaration', () => {
    it('posts {method, page, limit, startTime, endTime, key} as JSON, the keyword trimmed; reads page.list + page.totalCount', async () => {
        const row = { id: 'a1', method: 1, action: '登录', content: 'ok', ip: '1.2.3.4', area: '上海', createTime: '2026-11-01 10:00:00' };
        const { dataProvider, last } = provider({ code: 0, page: { list: [row], totalCount: 41 } });
        const result = await dataProvider.getList('userLog', {
            pagination: { page: 3, perPage: 10 },
            sort: { field: 'id', order: 'DESC' },
            filter: { method: 2, startTime: '2026-11-01 00:00:00', endTime: '2026-11-07 23:59:59', key: '  密码 ' },
        });
        expect(last()).toMatchObject({
            path: 'app/account/log/list',
            options: {
                method: 'POST',
                body: { method: 2, page: 3, limit: 10, startTime: '2026-11-01 00:00:00', endTime: '2026-11-07 23:59:59', key: '密码' },
            },
        });
        expect(last().options.encoding ?? 'json').toBe('json');
        expect(result).toEqual({ data: [row], total: 41 });
    });

    it('sends method 0 and leaves blank bounds and keyword out', async () => {
        const { dataProvider, last } = provider({ code: 1, page: { list: [], totalCount: 0 } });
        await dataProvider.getList('userLog', {
            pagination: { page: 1, perPage: 20 },
            sort: { field: '', order: 'ASC' },
            filter: { key: '   ', startTime: '' },
        });
        expect(last().options.body).toEqual({ method: 0, page: 1, limit: 20 });
    });
});

describe('methodOf', () => {
    it.each([
        ['0', 0],
        ['1', 1],
        ['3', 3],
        ['4', 0],
        ['01', 0],
        ['x', 0],
        [undefined, 0],
    ])('reads %s as %s', (segment, method) => expect(methodOf(segment)).toBe(method));
});

describe('userLog rows of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('numbers where text goes are written out, objects dropped, a list that is a string read as no rows; reported', async () => {
        const rows = [{ id: 'a1', method: '2', action: 7, content: { text: 'x' }, ip: null }, { action: 'no id' }];
        const { data } = await provider({ code: 0, page: { list: rows, totalCount: 2 } }).dataProvider.getList('userLog', {
            pagination: { page: 1, perPage: 10 },
            filter: {},
        });
        expect(data).toEqual([{ id: 'a1', method: 2, action: '7', content: '', ip: '', area: '', createTime: '' }]);
        const empty = await provider({ code: 0, page: { list: 'none', totalCount: 4 } }).dataProvider.getList('userLog', {
            pagination: { page: 1, perPage: 10 },
            filter: {},
        });
        expect(empty).toEqual({ data: [], total: 0 });
        expect(unreadableSources()).toEqual(['app/account/log/list']);
    });
});
