import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { appUserCalls, appUsersApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const LIST = { pagination: { page: 1, perPage: 20 }, sort: { field: 'userId', order: 'DESC' as const }, filter: {} };

describe('account management reads its answers through schemas', () => {
    afterEach(clearUnreadable);

    it('lists users with userId as the id: numbers written out, a menu list that is a string as none, rows without an id dropped; reported', async () => {
        const rows = [{ userId: '7', username: 12345, mail: null, propertyBalance: '1200', unvalidModel: '/dns' }, { username: 'no id' }, 'junk'];
        const { data } = await createCrudProvider(fakeHttp({ code: 1, page: { list: rows, totalCount: 3 } }).http, { appUser: appUsersApi }).getList(
            'appUser',
            LIST,
        );
        expect(data).toEqual([expect.objectContaining({ id: 7, userId: 7, username: '12345', mail: '', propertyBalance: 1200, unvalidModel: [] })]);
        expect(unreadableSources()).toEqual(['sys/app_user/list']);
    });

    it('reads one user, the id asked for when the answer has none', async () => {
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { username: 'amy', realnameStatus: null } }).http, { appUser: appUsersApi });
        expect((await provider.getOne('appUser', { id: 4 })).data).toMatchObject({ id: 4, userId: 4, username: 'amy', realnameStatus: 0 });
    });

    it('the detail: the user asked for, recharges that are a string as none, a count that is not a number as 0; reported', async () => {
        const { http, last } = fakeHttp({ code: 1, data: { userId: 3, username: 'bo', domainCount: 'n/a', recentRecharges: 'none' } });
        expect(await appUserCalls(http).getAppUserDetail(3)).toMatchObject({ id: 3, userId: 3, username: 'bo', domainCount: 0, recentRecharges: [] });
        expect(last().path).toBe('sys/app_user/info/3');
        expect(unreadableSources()).toEqual(['sys/app_user/info/3']);
        await expect(appUserCalls(fakeHttp({ code: 1, data: 'bo' }).http).getAppUserDetail(3)).rejects.toThrow('http.badResponse');
    });

    it('a recharge the server confirms with an odd answer is still done: what fits is read, the rest reported', async () => {
        const recharge = await appUserCalls(fakeHttp({ code: 1, data: { id: 9, amount: '5000', balanceAfter: { yuan: 50 } } }).http).rechargeUser({
            userId: 2,
            amount: 5000,
            reason: 'x',
        });
        expect(recharge).toMatchObject({ id: '9', amount: 5000, balanceAfter: 0 });
        expect(await appUserCalls(fakeHttp({ code: 1, data: null }).http).rechargeUser({ userId: 2, amount: 5000, reason: 'x' })).toMatchObject({ amount: 0 });
        expect(unreadableSources()).toEqual(['sys/app_user/recharge']);
    });

    it('the recharge history: a list that is a string is empty, numbers where text goes written out; reported', async () => {
        expect(await appUserCalls(fakeHttp({ code: 1, page: { list: 'none', totalCount: 0 } }).http).listRecharges({ page: 1, limit: 10 })).toEqual({
            data: [],
            total: 0,
        });
        const rows = [{ id: 1, username: 42, amount: '100', operator: null }];
        const { data } = await appUserCalls(fakeHttp({ code: 1, page: { list: rows, totalCount: 1 } }).http).listRecharges({ page: 1, limit: 10 });
        expect(data).toEqual([{ id: 1, userId: 0, username: '42', amount: 100, balanceAfter: 0, reason: '', operator: '', createTime: '' }]);
        expect(unreadableSources()).toEqual(['sys/app_user/recharge/list']);
    });

    it('signing in as a user needs a token: none, or one that is an object, is refused', async () => {
        expect(await appUserCalls(fakeHttp({ code: 1, token: 'tok' }).http).signInAsUser(1)).toBe('tok');
        await expect(appUserCalls(fakeHttp({ code: 1 }).http).signInAsUser(1)).rejects.toThrow('operation.users.noToken');
        await expect(appUserCalls(fakeHttp({ code: 1, token: { t: 1 } }).http).signInAsUser(1)).rejects.toThrow('operation.users.noToken');
    });
});
