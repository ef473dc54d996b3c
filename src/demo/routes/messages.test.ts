import { describe, expect, it } from 'vitest';
import { call, loginAdmin, loginUser, setupDemoServer } from '../../../tests/support/demo';

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

interface AdminRow {
    id: number;
    title: string;
    content: string;
    type: number;
    sendType: number;
    sendObj: string;
    status: number;
}

const adminList = async (token: string, form: Record<string, string | number> = {}) =>
    (await call('sys/message/GetMessageList', { token, form: { page: 1, limit: 100, ...form } })).page as { list: AdminRow[]; totalCount: number };

const save = (token: string, json: Record<string, unknown>) =>
    call('sys/message/SaveMessage', { token, json: { type: 1, sendType: 2, sendObj: '', status: 1, title: '标题', content: '<p>正文</p>', ...json } });

const inboxTitles = async (token: string) => (await list(token)).list.map(message => message.title);

describe('demo backend: admin messages', () => {
    it('refuses what SaveMessage cannot send, in Chinese', async () => {
        const admin = await loginAdmin();
        expect(await save(admin, { title: '  ' })).toEqual({ code: 500, msg: '标题不能为空' });
        expect(await save(admin, { title: 'x'.repeat(101) })).toEqual({ code: 500, msg: '标题不能超过100个字符' });
        expect(await save(admin, { content: '<p> </p>' })).toEqual({ code: 500, msg: '内容不能为空' });
        expect(await save(admin, { type: 3 })).toEqual({ code: 500, msg: '消息类型不正确' });
        expect(await save(admin, { sendType: 5 })).toEqual({ code: 500, msg: '发送方式不正确' });
        expect(await save(admin, { type: 2, sendType: 0, sendObj: '1' })).toEqual({ code: 500, msg: '公告只能发送给全部用户' });
        expect(await save(admin, { sendType: 0, sendObj: '' })).toEqual({ code: 500, msg: '请选择接收用户' });
        expect(await save(admin, { sendType: 0, sendObj: '1,9999' })).toEqual({ code: 500, msg: '用户不存在：9999' });
        expect(await save(admin, { sendType: 1, sendObj: '' })).toEqual({ code: 500, msg: '请选择用户分组' });
        expect(await save(admin, { sendType: 1, sendObj: 'vip' })).toEqual({ code: 500, msg: '用户分组不存在' });
        expect(await save(admin, { status: 7 })).toEqual({ code: 500, msg: '状态不正确' });
        expect(await save(admin, { id: 9999 })).toEqual({ code: 500, msg: '消息不存在' });
    });

    it('delivers a published letter to the chosen users only, and a draft to nobody', async () => {
        const admin = await loginAdmin();
        const user = await loginUser();
        const other = await loginUser('13900139000', 'demo1234');
        const sent = await save(admin, { title: '给演示用户的信', sendType: 0, sendObj: '1' });
        expect(sent.code).toBe(1);
        const id = (sent.data as { id: number }).id;
        expect(await inboxTitles(user)).toContain('给演示用户的信');
        expect(await inboxTitles(other)).not.toContain('给演示用户的信');
        const mine = (await list(user)).list.find(message => message.title === '给演示用户的信')!;
        expect(mine).toMatchObject({ type: 1, readStatus: 0 });

        const info = await call(`sys/message/info/${id}`, { token: admin });
        expect(info.message).toMatchObject({ id, type: 1, sendType: 0, sendObj: '1', status: 1 });

        await save(admin, { title: '草稿信', status: 0 });
        expect(await inboxTitles(user)).not.toContain('草稿信');
        const drafts = await adminList(admin, { status: 0 });
        expect(drafts.list.map(row => row.title)).toContain('草稿信');
    });

    it('sends to a group: unverified users', async () => {
        const admin = await loginAdmin();
        expect((await save(admin, { title: '请完成实名认证', sendType: 1, sendObj: 'unverified' })).code).toBe(1);
        expect(await inboxTitles(await loginUser())).not.toContain('请完成实名认证'); // the demo user is verified
        expect(await inboxTitles(await loginUser('13900139000', 'demo1234'))).toContain('请完成实名认证');
    });

    it('puts a published announcement on the notice board and in every inbox; an edit replaces it; delete withdraws it', async () => {
        const admin = await loginAdmin();
        const user = await loginUser();
        const sent = await save(admin, { type: 2, title: '新公告', content: '<p>内容</p>' });
        const id = (sent.data as { id: number }).id;
        const board = async () => ((await call('app/common/notice/list', { json: { page: 1, limit: 50 } })).data as { list: Message[] }).list.map(n => n.title);
        expect(await board()).toContain('新公告');
        expect(await inboxTitles(user)).toContain('新公告');
        expect((await adminList(admin, { type: 2, title: ' 新公告 ' })).list.map(row => row.id)).toEqual([id]);

        expect((await save(admin, { id, type: 2, title: '新公告（修订）' })).code).toBe(1);
        const titles = await inboxTitles(user);
        expect(titles).toContain('新公告（修订）');
        expect(titles).not.toContain('新公告');

        expect((await call('sys/message/delete', { token: admin, json: { ids: String(id) } })).code).toBe(1);
        expect(await board()).not.toContain('新公告（修订）');
        expect(await inboxTitles(user)).not.toContain('新公告（修订）');
        expect((await adminList(admin)).list.some(row => row.id === id)).toBe(false);
    });

    it('withdraws a seeded announcement from the inboxes when deleted, and letters never reach the notice board', async () => {
        const admin = await loginAdmin();
        const user = await loginUser();
        const seeded = (await adminList(admin, { type: 2 })).list[0];
        expect(await inboxTitles(user)).toContain(seeded.title);
        expect((await call('sys/message/delete', { token: admin, json: { ids: [seeded.id] } })).code).toBe(1);
        expect(await inboxTitles(user)).not.toContain(seeded.title);

        await save(admin, { title: '只给用户的信' });
        const board = ((await call('app/common/notice/list', { json: { page: 1, limit: 50 } })).data as { list: Message[] }).list;
        expect(board.some(notice => notice.title === '只给用户的信')).toBe(false);
        expect(await call('sys/message/delete', { token: admin, json: { ids: '' } })).toEqual({ code: 500, msg: '请选择要删除的数据' });
    });
});
