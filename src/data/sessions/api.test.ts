import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { fakeHttp } from '../../../tests/support/fakeHttp';
import { sessionCalls } from './api';

afterEach(clearUnreadable);

const SESSION = {
    id: 3,
    userAgent: 'Chrome',
    ip: '223.104.63.18',
    area: '上海市 移动',
    createTime: '2026-11-28 10:00:00',
    lastActive: '2026-11-28 12:00:00',
    current: false,
};

describe('the session calls', () => {
    it('read the live sessions: numbers written as text are numbers, a 1 flag is true, nothing reported', async () => {
        const data = { list: [{ ...SESSION, id: '3', current: 1 }] };
        expect(await sessionCalls(fakeHttp({ code: 1, data }).http).listSessions()).toEqual([{ ...SESSION, current: true }]);
        expect(unreadableSources()).toEqual([]);
    });

    it('a list that is a string reads as no sessions, a row that is not a record is dropped; both reported', async () => {
        expect(await sessionCalls(fakeHttp({ code: 1, data: { list: 'none' } }).http).listSessions()).toEqual([]);
        expect(await sessionCalls(fakeHttp({ code: 1, data: { list: [SESSION, 7, null] } }).http).listSessions()).toEqual([SESSION]);
        expect(unreadableSources()).toEqual(['app/user/session/list']);
    });

    it('an answer without data reads as no sessions', async () => {
        expect(await sessionCalls(fakeHttp({ code: 1 }).http).listSessions()).toEqual([]);
    });

    it('read the sign-in history page with its total; a name that is a number is written out', async () => {
        const row = { id: 9, time: '2026-11-28 09:00:00', ip: '1.2.3.4', area: 12, userAgent: 'Firefox', result: 'badPassword' };
        const answer = { code: 1, page: { list: [row], totalCount: '41' } };
        const fake = fakeHttp(answer);
        const { list, total } = await sessionCalls(fake.http).listSignIns(2, 20);
        expect(list).toEqual([{ ...row, area: '12' }]);
        expect(total).toBe(41);
        expect(fake.calls[0]).toMatchObject({ path: 'app/user/signin/list', options: { method: 'POST', body: { page: 2, limit: 20 } } });
    });
});
