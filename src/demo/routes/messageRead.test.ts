import { describe, expect, it } from 'vitest';
import { DEMO_SECOND_USER } from '../accounts';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface ListData {
    list: Array<{ id: number; readStatus: number }>;
    unreadCount: number;
}

const list = async (token: string) =>
    (await call('app/account/message/list', { token, form: { page: 1, limit: 100, sidx: 'id', order: 'desc' } })).data as ListData;

describe('demo backend: mark messages read', () => {
    it('marks the given own messages read, in a batch, and the unread count drops by as many', async () => {
        const token = await loginUser();
        const before = await list(token);
        const unread = before.list
            .filter(row => row.readStatus === 0)
            .slice(0, 2)
            .map(row => row.id);
        expect(unread).toHaveLength(2);
        expect((await call('app/account/message/read', { token, json: { ids: unread } })).code).toBe(1);
        const after = await list(token);
        expect(after.unreadCount).toBe(before.unreadCount - 2);
        expect(after.list.filter(row => unread.includes(row.id)).every(row => row.readStatus === 1)).toBe(true);
    });

    it("leaves another user's messages alone and refuses an empty selection", async () => {
        const other = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const theirs = (await list(other)).list.map(row => row.id);
        const token = await loginUser();
        await call('app/account/message/read', { token, json: { ids: theirs } });
        expect((await list(other)).list.some(row => row.readStatus === 0)).toBe(true);
        expect((await call('app/account/message/read', { token, json: { ids: [] } })).msg).toBe('请选择消息');
    });
});
