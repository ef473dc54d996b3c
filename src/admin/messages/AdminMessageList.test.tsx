import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../demo/db';
import { setupDemoServer } from '../../../tests/support/server';
import { renderAdminMessages } from './renderAdminMessages';

setupDemoServer();

describe('admin message list', () => {
    it('lists the messages with their type, target and status', async () => {
        renderAdminMessages('/message/list');
        const first = getDemoDb().notices[0];
        const row = (await screen.findByText(first.title)).closest('tr')!;
        expect(within(row).getByText('公告')).toBeTruthy();
        expect(within(row).getByText('全部用户')).toBeTruthy();
        expect(within(row).getByText('已发布')).toBeTruthy();
    });

    it('filters by type with the tabs', async () => {
        renderAdminMessages('/message/list');
        await screen.findByText(getDemoDb().notices[0].title);
        fireEvent.click(screen.getByRole('tab', { name: '站内信' }));
        // the seed holds announcements only: no letter yet
        expect(await screen.findByText('没有符合条件的消息，请清除搜索或切换类型。')).toBeTruthy();
    });

    it('deletes a message after a confirmation naming its title', async () => {
        renderAdminMessages('/message/list');
        const first = { ...getDemoDb().notices[0] };
        const row = (await screen.findByText(first.title)).closest('tr')!;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(`确定删除「${first.title}」吗？已送达的收件箱中也会一并撤回。`)).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: /确认|Confirm/ }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByText(first.title)).toBeNull());
        expect(getDemoDb().notices.some(notice => notice.id === first.id)).toBe(false);
    });

    it('deletes the selected messages in one go after a confirmation counting them', async () => {
        renderAdminMessages('/message/list');
        const [first, second] = getDemoDb().notices.map(notice => ({ ...notice }));
        for (const title of [first.title, second.title]) {
            const row = (await screen.findByText(title)).closest('tr')!;
            fireEvent.click(within(row).getByRole('checkbox'));
        }
        fireEvent.click(await screen.findByRole('button', { name: '批量删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('确定删除选中的 2 条消息吗？已送达的收件箱中也会一并撤回。')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: /确认|Confirm/ }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByText(first.title)).toBeNull());
        expect(getDemoDb().notices.map(notice => notice.id)).not.toContain(second.id);
    });

    it('says what to do when there is no message', async () => {
        getDemoDb().notices = [];
        renderAdminMessages('/message/list');
        expect(await screen.findByText('还没有消息')).toBeTruthy();
        expect(screen.getByRole('link', { name: '写消息' })).toBeTruthy();
    });
});
