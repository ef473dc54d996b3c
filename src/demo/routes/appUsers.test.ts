import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface Page<T> {
    list: T[];
    totalCount: number;
}
interface UserRow {
    id: number;
    userId: number;
    username: string;
    mail: string;
    mobile: string;
    propertyBalance: number;
    password?: string;
}

describe('demo seed: more users', () => {
    it('is deterministic, with unique usernames, ids from 3, balances in whole cents', () => {
        const a = createSeed(new Date('2026-06-01T00:00:00Z')).users;
        const b = createSeed(new Date('2026-06-01T00:00:00Z')).users;
        expect(a.map(user => user.username)).toEqual(b.map(user => user.username));
        expect(a.length).toBeGreaterThanOrEqual(40);
        expect(new Set(a.map(user => user.username)).size).toBe(a.length);
        expect(a.slice(2).every((user, index) => user.userId === index + 3)).toBe(true);
        expect(a.every(user => Number.isSafeInteger(user.propertyBalance) && user.propertyBalance >= 0)).toBe(true);
        expect(a.some(user => user.realnameStatus === 1) && a.some(user => user.realnameStatus === 0)).toBe(true);
        expect(a.some(user => !user.mail) && a.some(user => !user.mobile)).toBe(true);
    });
});

describe('demo backend: account management', () => {
    it('lists users paged (page.list) without passwords, searching username, mail or mobile (trimmed)', async () => {
        const token = await loginAdmin();
        const all = (await call('sys/app_user/list', { token, json: { page: 1, limit: 10 } })).page as Page<UserRow>;
        expect(all.list).toHaveLength(10);
        expect(all.totalCount).toBeGreaterThanOrEqual(42);
        expect(all.list.every(user => user.password === undefined && user.id === user.userId)).toBe(true);

        const byMail = (await call('sys/app_user/list', { token, json: { username: ' DNSCONSOLE.cn ', page: 1, limit: 10 } })).page as Page<UserRow>;
        expect(byMail.list.map(user => user.username)).toEqual(['demo']);
        const byMobile = (await call('sys/app_user/list', { token, json: { username: '13900139', page: 1, limit: 10 } })).page as Page<UserRow>;
        expect(byMobile.list.map(user => user.userId)).toContain(2);
    });

    it('answers a user detail with domain count and recent recharges; refuses an unknown user', async () => {
        const token = await loginAdmin();
        const detail = (await call('sys/app_user/info/1', { token })).data as UserRow & { domainCount: number; recentRecharges: unknown[] };
        expect(detail).toMatchObject({ userId: 1, username: 'demo' });
        expect(detail.password).toBeUndefined();
        expect(detail.domainCount).toBeGreaterThan(0);
        expect(detail.recentRecharges.length).toBeGreaterThan(0);
        expect(await call('sys/app_user/info/9999', { token })).toEqual({ code: 500, msg: '用户不存在' });
    });

    it('signs in as a user: the token serves the user API as that user', async () => {
        const token = await loginAdmin();
        const answer = await call('sys/app_user/back/login', { token, query: { userId: 2 } });
        expect(answer.code).toBe(1);
        const userToken = answer.token as string;
        const info = await call('app/account/userinfo', { token: userToken });
        expect(info.code).toBe(1);
        expect(JSON.stringify(info)).toContain('13900139000');
        expect(await call('sys/app_user/back/login', { token, query: { userId: 9999 } })).toEqual({ code: 500, msg: '用户不存在' });
        // an admin call with a user token is refused
        expect((await call('sys/app_user/list', { token: userToken, json: {} })).code).toBe(401);
    });

    it('recharges whole yuan >= 1.00, records it, and refuses bad input with a msg', async () => {
        const token = await loginAdmin();
        const before = ((await call('sys/app_user/info/2', { token })).data as UserRow).propertyBalance;
        const done = await call('sys/app_user/recharge', { token, json: { userId: 2, amount: 5000, reason: '线下转账' } });
        expect(done.code).toBe(1);
        expect(done.data).toMatchObject({ userId: 2, amount: 5000, balanceAfter: before + 5000, reason: '线下转账', operator: 'admin' });
        expect(((await call('sys/app_user/info/2', { token })).data as UserRow).propertyBalance).toBe(before + 5000);

        const history = (await call('sys/app_user/recharge/list', { token, json: { userId: 2, page: 1, limit: 10 } })).page as Page<{
            userId: number;
            amount: number;
        }>;
        expect(history.list[0]).toMatchObject({ userId: 2, amount: 5000 });
        expect(history.list.every(row => row.userId === 2)).toBe(true);
        const everyone = (await call('sys/app_user/recharge/list', { token, json: { page: 1, limit: 10 } })).page as Page<unknown>;
        expect(everyone.totalCount).toBeGreaterThan(history.totalCount);

        const refuse = async (json: Record<string, unknown>) => (await call('sys/app_user/recharge', { token, json })).msg;
        expect(await refuse({ userId: 2, amount: '', reason: 'x' })).toBe('请输入充值金额');
        expect(await refuse({ userId: 2, amount: 50, reason: 'x' })).toBe('充值金额只能是整数');
        expect(await refuse({ userId: 2, amount: 0, reason: 'x' })).toBe('充值金额最低 1.00 元');
        expect(await refuse({ userId: 2, amount: 150, reason: 'x' })).toBe('充值金额只能是整数');
        expect(await refuse({ userId: 2, amount: -100, reason: 'x' })).toBe('请输入正确的金额');
        expect(await refuse({ userId: 2, amount: 100, reason: '  ' })).toBe('请填写充值原因');
        expect(await refuse({ userId: 9999, amount: 100, reason: 'x' })).toBe('用户不存在');
        expect(await refuse({ amount: 100, reason: 'x' })).toBe('请选择用户');
        expect(((await call('sys/app_user/info/2', { token })).data as UserRow).propertyBalance).toBe(before + 5000);
    });
});
