import { describe, expect, it } from 'vitest';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { getDemoDb } from '../db';
import { noteSignIn } from '../account/sessions';

setupDemoServer();

interface Row {
    id: number;
    userAgent: string;
    ip: string;
    area: string;
    current: boolean;
}

const sessions = async (token: string) => ((await call('app/user/session/list', { token, form: {} })).data as { list: Row[] }).list;

const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('demo backend: sessions and sign-in history (designed)', () => {
    it('lists where the account is signed in, marking the caller; the seeded devices among them', async () => {
        const token = await loginUser();
        const rows = await sessions(token);
        expect(rows.filter(row => row.current)).toHaveLength(1);
        expect(rows.find(row => row.ip === '223.104.63.18')).toMatchObject({ area: '北京市 移动', current: false });
        expect(rows.find(row => row.current)).toMatchObject({ ip: '58.33.12.8', area: '上海市 电信' });
    });

    it('signs one session out: its token is answered as an expired one; not the current one', async () => {
        const mine = await loginUser();
        const other = await loginUser();
        const target = (await sessions(mine)).find(row => !row.current && row.ip === '58.33.12.8')!;
        expect((await call('app/account/userinfo', { token: other })).code).toBe(1);
        expect((await call('app/user/session/revoke', { token: mine, form: { id: target.id } })).code).toBe(1);
        expect(await call('app/account/userinfo', { token: other })).toMatchObject({ code: 401, msg: 'invalid token' });
        const current = (await sessions(mine)).find(row => row.current)!;
        expect((await call('app/user/session/revoke', { token: mine, form: { id: current.id } })).code).toBe(500);
    });

    it('signs out everywhere else', async () => {
        const other = await loginUser();
        const mine = await loginUser();
        const answer = await call('app/user/session/revokeOthers', { token: mine, form: {} });
        expect((answer.data as { count: number }).count).toBeGreaterThanOrEqual(3);
        expect((await sessions(mine)).map(row => row.current)).toEqual([true]);
        expect((await call('app/account/userinfo', { token: other })).code).toBe(401);
    });

    it('keeps the sign-in history with failures, newest first, paged', async () => {
        const token = await loginUser();
        await call('app/account/login', { json: { account: 'demo@dnsconsole.cn', password: 'wrong', code: 'x', uuid: 'u-x' } });
        const page = (await call('app/user/signin/list', { token, form: { page: 1, limit: 5 } })).data as {
            list: Array<{ result: string }>;
            totalCount: number;
        };
        expect(page.list).toHaveLength(5);
        expect(page.list[0].result).toBe('badCaptcha');
        expect(page.list[1].result).toBe('success');
        expect(page.totalCount).toBeGreaterThan(8);
    });

    it('a sign-in from a new browser puts a letter in the inbox; a known one does not', () => {
        const db = getDemoDb();
        const user = db.users[0];
        const letters = () => db.messages.filter(message => message.userId === user.userId && message.title === '新设备登录提醒').length;
        const before = letters();
        noteSignIn(db, user, { ip: '39.144.10.52', userAgent: SAFARI_MAC }, 'success');
        expect(letters()).toBe(before + 1);
        expect(db.messages.at(-1)!.content).toContain('Safari，39.144.10.52，浙江省杭州市 移动');
        noteSignIn(db, user, { ip: '58.33.12.8', userAgent: SAFARI_MAC.replace('18.1', '18.2') }, 'success');
        noteSignIn(db, user, { ip: '58.33.12.8', userAgent: 'curl/8.5.0' }, 'success');
        noteSignIn(db, user, { ip: '58.33.12.8', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' }, 'badPassword');
        expect(letters()).toBe(before + 1);
    });
});
