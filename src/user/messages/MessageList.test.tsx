import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, Resource, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUserDataProvider } from '../dataProvider';
import { i18nProvider } from '../../i18n/provider';
import { messages } from './';
// aliased: it is a test-file setup call, not a React hook
import { setupDemoServer } from '../../../tests/support/server';
import { testServices } from '../../../tests/support/services';
import { call, loginUser } from '../../../tests/support/demo';

const server = setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

const inbox = async () => {
    const answer = await call('app/account/message/list', { token, form: { page: 1, limit: 100, sidx: 'id', order: 'desc' } });
    return (answer.data as { list: Array<{ id: number; title: string; readStatus: number }> }).list;
};

const renderApp = (path = '/message') => {
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

const unreadSummary = () => screen.findByTestId('unread-summary');

describe('user messages', () => {
    it('lists the inbox at /message/list; opening an unread message shows it and drops the unread count by one', async () => {
        const rows = await inbox();
        const unread = rows.filter(row => row.readStatus === 0);
        expect(unread.length).toBeGreaterThan(1);
        const target = unread[0];

        renderApp();
        await waitFor(async () => expect((await unreadSummary()).textContent).toBe(`未读 ${unread.length} 条`));
        const title = await screen.findByText(target.title);
        expect(within(title.closest('tr')!).getByTestId('unread-dot')).toBeTruthy();

        fireEvent.click(title);
        // the detail view: the content rendered as HTML, without its tags
        await screen.findByRole('link', { name: '返回列表' });
        await waitFor(() => expect(document.querySelector('.safe-html')?.textContent).toBeTruthy());
        expect(document.querySelector('.safe-html')!.innerHTML).toContain('<');

        fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
        await waitFor(async () => expect((await unreadSummary()).textContent).toBe(`未读 ${unread.length - 1} 条`));
        const row = (await screen.findByText(target.title)).closest('tr')!;
        expect(within(row).queryByTestId('unread-dot')).toBeNull();
        expect((await inbox()).find(message => message.id === target.id)?.readStatus).toBe(1);
    });

    it('lists and opens messages of the wrong types: numbers as text, what cannot be read left out', async () => {
        const rows = [
            { id: 1, title: 404, content: 12345, type: '1', readStatus: '0', createtime: 20240101 },
            { id: 2, title: { zh: '对象标题' }, content: ['<p>x</p>'], type: 'ticket', readStatus: {}, createtime: null },
            'junk',
        ];
        const list = () => HttpResponse.json({ code: 1, msg: 'success', data: { list: rows, totalCount: 3 } });
        server.use(
            http.post('*/app/account/message/list', list),
            http.get('*/app/account/message/info', () => HttpResponse.json({ code: 1, msg: 'success', data: rows[0] })),
        );
        renderApp('/message/list');
        const title = await screen.findByText('404');
        expect(screen.getAllByRole('row')).toHaveLength(3);
        fireEvent.click(title);
        await screen.findByRole('link', { name: '返回列表' });
        await waitFor(() => expect(document.querySelector('.safe-html')?.textContent).toBe('12345'));
    });

    it('deletes the selected messages after a confirmation', async () => {
        const [first, second] = await inbox();
        renderApp('/message/list');
        const firstRow = (await screen.findByText(first.title)).closest('tr')!;
        const secondRow = screen.getByText(second.title).closest('tr')!;
        fireEvent.click(within(firstRow).getByRole('checkbox'));
        fireEvent.click(within(secondRow).getByRole('checkbox'));

        const bulkDelete = await waitFor(() => {
            const button = document.querySelector<HTMLButtonElement>('[class*="RaBulkDeleteWithConfirmButton-root"]');
            if (!button) throw new Error('no bulk delete button yet');
            return button;
        });
        fireEvent.click(bulkDelete);
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));

        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByText(first.title)).toBeNull());
        expect(screen.queryByText(second.title)).toBeNull();
        const ids = (await inbox()).map(message => message.id);
        expect(ids).not.toContain(first.id);
        expect(ids).not.toContain(second.id);
    });

    it('shows an empty state when there is nothing to read', async () => {
        const ids = (await inbox()).map(message => message.id).join(',');
        await call('app/account/message/delete', { token, form: { ids } });
        renderApp('/message/list');
        await screen.findByText('暂无消息');
        expect(screen.getByText('目前没有需要阅读的内容。')).toBeTruthy();
    });
});
