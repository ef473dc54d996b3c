import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_CODE } from '../../http/client';
import { getDemoDb } from '../db';
import { DEMO_ACCOUNTS } from '../accounts';
import { call, fetchCaptcha, loginAdmin, loginUser, readCaptcha, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const signIn = async () => {
    const uuid = `u-${Math.random().toString(36).slice(2)}`;
    const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', uuid);
    return call('app/account/login', { json: { account: DEMO_ACCOUNTS.user.account, password: DEMO_ACCOUNTS.user.password, code: readCaptcha(svg), uuid } });
};

describe('demo backend: keeping an account under control', () => {
    it("disabling ends the user's sessions: their next call is told why, a sign-in is refused; enabling lets them in again", async () => {
        const admin = await loginAdmin();
        const user = await loginUser();
        expect((await call('sys/app_user/disable', { token: admin, json: { userId: 1, reason: '  ' } })).msg).toBe('请填写原因');
        const disabled = await call('sys/app_user/disable', { token: admin, json: { userId: 1, reason: '欠费' } });
        expect(disabled).toMatchObject({ code: 1, data: { status: 0 } });
        expect(getDemoDb().sessions.some(session => session.token === user)).toBe(false);

        const refused = await call('app/account/userinfo', { token: user });
        expect(refused.code).toBe(ACCOUNT_DISABLED_CODE);
        expect(refused.msg).toBe('账号已被停用，如有疑问请联系客服');
        expect((await signIn()).msg).toBe('账号已被停用，如有疑问请联系客服');
        expect(getDemoDb().signIns.at(-1)).toMatchObject({ userId: 1, result: 'disabled' });
        expect((await call('sys/app_user/back/login', { token: admin, query: { userId: 1 } })).code).not.toBe(1);
        expect((await call('sys/app_user/disable', { token: admin, json: { userId: 1, reason: '再次' } })).msg).toBe('该账号已停用');
        const info = (await call('sys/app_user/info/1', { token: admin })).data as Record<string, unknown>;
        expect(info).toMatchObject({ status: 0, disabledReason: '欠费' });
        expect(info.endedTokens).toBeUndefined();

        expect((await call('sys/app_user/enable', { token: admin, json: { userId: 1 } })).code).toBe(1);
        expect((await call('app/account/userinfo', { token: user })).code).toBe(401);
        expect((await signIn()).code).toBe(1);
        expect((await call('sys/app_user/enable', { token: admin, json: { userId: 1 } })).msg).toBe('该账号未停用');
    });

    it('deducts to the cent, never below zero, and records it in the balance history with a negative amount', async () => {
        const admin = await loginAdmin();
        const user = getDemoDb().users.find(row => row.userId === 5)!;
        const balance = user.propertyBalance;
        expect((await call('sys/app_user/deduct', { token: admin, json: { userId: 5, amount: balance + 1, reason: 'x' } })).msg).toBe(
            '超过当前余额：余额不能扣成负数',
        );
        expect((await call('sys/app_user/deduct', { token: admin, json: { userId: 5, amount: 0, reason: 'x' } })).msg).toBe('请输入大于 0、最多两位小数的金额');
        expect((await call('sys/app_user/deduct', { token: admin, json: { userId: 5, amount: 50, reason: '' } })).msg).toBe('请填写原因');
        const done = await call('sys/app_user/deduct', { token: admin, json: { userId: 5, amount: 1250, reason: '误充冲正' } });
        expect(done.data).toMatchObject({ amount: -1250, balanceAfter: balance - 1250, reason: '误充冲正', operator: 'admin' });
        expect(user.propertyBalance).toBe(balance - 1250);
    });

    it('saves the note and the hidden menus (menu paths only, folded into their group), refusing an unknown path', async () => {
        const admin = await loginAdmin();
        expect((await call('sys/app_user/update', { token: admin, json: { userId: 5, note: 'VIP', unvalidModel: ['/admin'] } })).msg).toBe(
            '不是用户控制台的菜单',
        );
        await call('sys/app_user/update', { token: admin, json: { userId: 5, note: ' VIP ', unvalidModel: ['/ssl/goods', '/analysis', '/ssl'] } });
        expect(getDemoDb().users.find(row => row.userId === 5)).toMatchObject({ note: 'VIP', unvalidModel: ['/ssl', '/analysis'] });
    });

    it('sends a reset link: a code the forget-password call takes, told to the user by a station letter', async () => {
        const admin = await loginAdmin();
        const sent = await call('sys/app_user/password/reset', { token: admin, json: { userId: 1 } });
        expect(sent.data).toMatchObject({ channel: 'mail', target: DEMO_ACCOUNTS.user.account });
        const letter = getDemoDb().messages.at(-1)!;
        expect(letter).toMatchObject({ userId: 1, title: '密码重置', type: 1 });
        const code = /code=(\d{6})/.exec(letter.content)![1];
        const reset = await call('app/account/forget/password', { json: { mail: DEMO_ACCOUNTS.user.account, code, password: 'NewPass#2026' } });
        expect(reset.msg).toBe('success');
        expect(getDemoDb().users[0].password).toBe('NewPass#2026');
    });

    it("lists one user's domains, orders and sign-ins", async () => {
        const admin = await loginAdmin();
        const domains = (await call('sys/app_user/domain/list', { token: admin, json: { userId: 1, page: 1, limit: 50 } })).page as {
            totalCount: number;
        };
        expect(domains.totalCount).toBe(getDemoDb().domains.filter(row => row.userId === 1).length);
        const signIns = (await call('sys/app_user/signin/list', { token: admin, json: { userId: 1, page: 1, limit: 5 } })).page as {
            list: unknown[];
            totalCount: number;
        };
        expect(signIns.list).toHaveLength(5);
        const orders = (await call('sys/app_user/order/list', { token: admin, json: { userId: 1, page: 1, limit: 5 } })).page as {
            list: { orderId: string }[];
        };
        expect(orders.list.every(order => order.orderId)).toBe(true);
    });
});
