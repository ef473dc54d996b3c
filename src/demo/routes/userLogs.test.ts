import { describe, expect, it } from 'vitest';
import { DEMO_SECOND_USER } from '../accounts';
import { seedUserLogs } from '../account/userLogs';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface Row {
    id: string;
    method: number;
    action: string;
    content: string;
    ip: string;
    area: string;
    createTime: string;
}
interface Page {
    list: Row[];
    totalCount: number;
}

const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const logs = async (token: string, json: Record<string, unknown> = {}) => {
    const answer = await call('app/account/log/list', { token, json: { method: 0, page: 1, limit: 500, ...json } });
    expect(answer.code).toBe(1);
    return answer.page as Page;
};

describe('demo backend: operation logs', () => {
    it('seeds about 60 rows for the demo user over 90 days and a few for the second user', () => {
        const rows = seedUserLogs(new Date());
        const own = rows.filter(row => row.userId === 1);
        expect(own.length).toBe(60);
        expect(rows.filter(row => row.userId === 2).length).toBeGreaterThan(0);
        expect(new Set(rows.map(row => row.id)).size).toBe(rows.length);
        expect(own.every(row => row.createTime >= `${day(-91)} 00:00:00`)).toBe(true);
    });

    it('lists the user rows newest first with the DNS changes as method 3, and records the sign-in', async () => {
        const token = await loginUser();
        const all = await logs(token);
        expect(all.totalCount).toBe(all.list.length);
        const times = all.list.map(row => row.createTime);
        expect(times).toEqual([...times].sort().reverse());
        expect(new Set(all.list.map(row => row.method))).toEqual(new Set([1, 2, 3]));
        expect(new Set(all.list.map(row => row.id)).size).toBe(all.list.length);
        // the sign-in this test made is the newest sign-in row, today
        const signIns = await logs(token, { method: 1 });
        expect(signIns.list.every(row => row.method === 1)).toBe(true);
        expect(signIns.list[0].createTime.slice(0, 10)).toBe(day(0));
        // reading again does not record it twice
        expect((await logs(token, { method: 1 })).totalCount).toBe(signIns.totalCount);
        const dns = await logs(token, { method: 3 });
        expect(dns.totalCount).toBeGreaterThan(0);
        expect(all.totalCount).toBe(signIns.totalCount + (await logs(token, { method: 2 })).totalCount + dns.totalCount);
    });

    it('pages, searches by whole days and by a trimmed keyword', async () => {
        const token = await loginUser();
        const page2 = await logs(token, { page: 2, limit: 5 });
        expect(page2.list).toHaveLength(5);
        const all = await logs(token);
        expect(page2.list).toEqual(all.list.slice(5, 10));

        const recent = await logs(token, { startTime: `${day(-10)} 00:00:00`, endTime: `${day(0)} 23:59:59` });
        expect(recent.totalCount).toBeGreaterThan(0);
        expect(recent.totalCount).toBeLessThan(all.totalCount);
        expect(recent.list.every(row => row.createTime >= `${day(-10)} 00:00:00`)).toBe(true);
        // bare days cover the whole day too
        expect((await logs(token, { startTime: day(-10), endTime: day(0) })).totalCount).toBe(recent.totalCount);

        const keyword = await logs(token, { key: '  修改密码 ' });
        expect(keyword.totalCount).toBeGreaterThan(0);
        expect(keyword.list.every(row => `${row.action}${row.content}`.includes('修改密码'))).toBe(true);
    });

    it('shows each user only their own rows and refuses a bad method or range', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const own = await logs(token);
        expect(own.totalCount).toBeLessThan(10);
        expect((await call('app/account/log/list', { token, json: { method: 9 } })).msg).toBe('日志类型不正确');
        expect((await call('app/account/log/list', { token, json: { startTime: day(0), endTime: day(-3) } })).msg).toBe('开始时间不能晚于结束时间');
        expect((await call('app/account/log/list', { json: { method: 0 } })).code).toBe(401);
    });
});
