import { describe, expect, it } from 'vitest';
import { call, loginAdmin, loginUser, setupDemoServer } from './helpers';

setupDemoServer();

interface Message {
    id: number;
    title: string;
    type: number;
    readStatus: number;
    createtime: string;
}
interface ListData {
    list: Message[];
    totalCount: number;
    unreadCount: number;
}

const list = async (token: string, form: Record<string, string | number> = {}) =>
    (await call('app/account/message/list', { token, form: { page: 1, limit: 100, sidx: 'id', order: 'desc', ...form } })).data as ListData;

describe('demo backend: messages', () => {
    it('lists the inbox newest first with totals and the unread count', async () => {
        const token = await loginUser();
        const data = await list(token);
        expect(data.totalCount).toBe(25);
        expect(data.list).toHaveLength(25);
        expect(data.list[0].id).toBeGreaterThan(data.list[1].id);
        expect(data.list[0].createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect(new Set(data.list.map(message => message.type))).toEqual(new Set([1, 2, 3]));
        expect(data.unreadCount).toBe(data.list.filter(message => message.readStatus === 0).length);
        expect(data.unreadCount).toBeGreaterThan(0);
    });

    it('filters and pages', async () => {
        const token = await loginUser();
        const tickets = await list(token, { type: 3, readStatus: '', title: '' });
        expect(tickets.list.every(message => message.type === 3)).toBe(true);
        const page2 = await list(token, { page: 2, limit: 10 });
        expect(page2.list).toHaveLength(10);
        expect(page2.totalCount).toBe(25);
        const byTitle = await list(token, { title: '套餐即将到期' });
        expect(byTitle.list.length).toBeGreaterThan(0);
        expect(byTitle.list.every(message => message.title.includes('套餐即将到期'))).toBe(true);
    });

    it('opening an unread message marks it read and the unread count drops by one', async () => {
        const token = await loginUser();
        const before = await list(token);
        const unread = before.list.find(message => message.readStatus === 0)!;
        const info = await call('app/account/message/info', { token, query: { id: unread.id } });
        expect(info.code).toBe(1);
        expect(info.data).toMatchObject({ id: unread.id, title: unread.title, readStatus: 1 });
        const after = await list(token);
        expect(after.unreadCount).toBe(before.unreadCount - 1);
        expect(after.list.find(message => message.id === unread.id)?.readStatus).toBe(1);
    });

    it('deletes by comma-joined ids, only within the own inbox', async () => {
        const token = await loginUser();
        const before = await list(token);
        const ids = before.list.slice(0, 2).map(message => message.id);
        expect((await call('app/account/message/delete', { token, form: { ids: ids.join(',') } })).code).toBe(1);
        const after = await list(token);
        expect(after.totalCount).toBe(23);
        expect(after.list.some(message => ids.includes(message.id))).toBe(false);

        const other = await loginUser('13900139000', 'demo1234');
        const theirs = await list(other);
        expect(theirs.totalCount).toBeLessThan(25);
        expect(await call('app/account/message/info', { token: other, query: { id: after.list[0].id } })).toEqual({ code: 500, msg: '消息不存在' });
    });

    it('serves the public notice board and the admin announcement list', async () => {
        const notices = await call('app/common/notice/list', { json: { page: 1, limit: 10 } });
        const data = notices.data as { list: Message[]; totalCount: number };
        expect(data.totalCount).toBeGreaterThan(0);
        expect(data.list.every(notice => notice.type === 2)).toBe(true);

        const admin = await loginAdmin();
        const page = (await call('sys/message/GetMessageList', { token: admin, form: { page: 1, limit: 10 } })).page as { list: Message[] };
        expect(page.list.length).toBe(data.totalCount);
    });
});
