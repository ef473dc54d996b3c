import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, Resource, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUserDataProvider } from '../dataProvider';
import { i18nProvider } from '../../i18n/provider';
import { messages } from './';
import { setupDemoServer } from '../../../tests/support/server';
import { testServices } from '../../../tests/support/services';
import { call, loginUser } from '../../../tests/support/demo';

setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

interface Row {
    id: number;
    title: string;
    type: number;
    readStatus: number;
}

const inbox = async () => {
    const answer = await call('app/account/message/list', { token, form: { page: 1, limit: 100, sidx: 'id', order: 'desc' } });
    return (answer.data as { list: Row[] }).list;
};

const renderApp = (path = '/message/list') => {
    const services = testServices('user');
    services.session.setToken(token);
    return render(
        <MemoryRouter initialEntries={[path]}>
            <Admin dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
                <Resource {...messages} />
            </Admin>
        </MemoryRouter>,
    );
};

const summary = async () => (await screen.findByTestId('unread-summary')).textContent;
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

// the first render loads the lazy list, the account strings and the demo db: slow on a busy machine
describe('message filters and mark-as-read', { timeout: 45_000 }, () => {
    it('marks the selected messages read in one call; the unread count drops by as many', async () => {
        const unread = (await inbox()).filter(row => row.readStatus === 0);
        expect(unread.length).toBeGreaterThan(2);
        renderApp();
        await waitFor(async () => expect(await summary()).toBe(`未读 ${unread.length} 条`));
        // titles may repeat (announcements): pick two distinct ones
        const [first, second] = unread.filter((row, index) => unread.findIndex(other => other.title === row.title) === index);
        fireEvent.click(within(await rowOf(first.title)).getByRole('checkbox'));
        fireEvent.click(within(await rowOf(second.title)).getByRole('checkbox'));
        fireEvent.click(await screen.findByRole('button', { name: '标为已读' }));

        await screen.findByText('已将 2 条消息标为已读');
        await waitFor(async () => expect(await summary()).toBe(`未读 ${unread.length - 2} 条`));
        expect(within(await rowOf(first.title)).queryByTestId('unread-dot')).toBeNull();
        const after = await inbox();
        expect(after.find(row => row.id === first.id)?.readStatus).toBe(1);
        expect(after.find(row => row.id === second.id)?.readStatus).toBe(1);
    });

    it('marks one message read from its row without opening it', async () => {
        const unread = (await inbox()).filter(row => row.readStatus === 0);
        const target = unread.find(row => unread.filter(other => other.title === row.title).length === 1)!;
        renderApp();
        await waitFor(async () => expect(await summary()).toBe(`未读 ${unread.length} 条`));
        const row = await rowOf(target.title);
        fireEvent.click(within(row).getByRole('button', { name: '将此消息标为已读' }));
        await waitFor(async () => expect(await summary()).toBe(`未读 ${unread.length - 1} 条`));
        await waitFor(async () => expect(within(await rowOf(target.title)).queryByRole('button', { name: '将此消息标为已读' })).toBeNull());
        // still on the list
        expect(screen.queryByRole('link', { name: '返回列表' })).toBeNull();
        expect((await inbox()).find(message => message.id === target.id)?.readStatus).toBe(1);
    });

    it('marks the unread messages of the page read from the toolbar', async () => {
        renderApp('/message/list?page=1&perPage=10');
        await waitFor(async () => expect(await summary()).toMatch(/^未读 \d+ 条$/));
        const shown = (await inbox()).slice(0, 10);
        const unreadShown = shown.filter(row => row.readStatus === 0).length;
        const total = (await inbox()).filter(row => row.readStatus === 0).length;
        await rowOf(shown[0].title);
        fireEvent.click(screen.getByRole('button', { name: '本页标为已读' }));
        await waitFor(async () => expect(await summary()).toBe(total - unreadShown > 0 ? `未读 ${total - unreadShown} 条` : '全部已读'));
        expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
        await waitFor(() => expect((screen.getByRole('button', { name: '本页标为已读' }) as HTMLButtonElement).disabled).toBe(true));
    });

    it('filters by type and by read status', async () => {
        const all = await inbox();
        renderApp();
        await rowOf(all[0].title);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
        fireEvent.click(await screen.findByRole('option', { name: '未读' }));
        await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(all.filter(row => row.readStatus === 0).length));
        expect(
            screen
                .getAllByRole('row')
                .slice(1)
                .every(row => within(row).queryByTestId('unread-dot')),
        ).toBe(true);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
        fireEvent.click(await screen.findByRole('option', { name: '公告' }));
        const expected = all.filter(row => row.readStatus === 0 && row.type === 2).length;
        await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(expected));
    });

    it('the demo refuses an empty selection', async () => {
        expect((await call('app/account/message/read', { token, json: { ids: [] } })).msg).toBe('请选择消息');
    });
});
