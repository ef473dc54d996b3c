import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { presetRange, toTimeBounds } from '../../format/dateRange';
import { setupDemoServer } from '../../../tests/support/server';
import { loginUser } from '../../../tests/support/demo';
import { renderUserLogs } from './renderUserLogs';

const server = setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
    bodies.length = 0;
});

/** The bodies of the log list calls. */
const bodies: Array<Record<string, unknown>> = [];
server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('app/account/log/list')) return;
    void request
        .clone()
        .json()
        .then(body => bodies.push(body as Record<string, unknown>));
});

const rows = () => screen.getAllByRole('row').slice(1);

// the first render loads the date pickers and the account strings: slow on a busy machine
describe('operation log screen', { timeout: 45_000 }, () => {
    it('opens on the last 30 days, all methods; a tab goes to its path and asks for its method', async () => {
        renderUserLogs(token, '/log/list/0');
        await waitFor(() => expect(rows().length).toBeGreaterThan(5));
        expect(bodies.at(-1)).toMatchObject({ method: 0, page: 1, ...toTimeBounds(presetRange('last30Days')) });
        expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
        expect(screen.getAllByText('登录').length).toBeGreaterThan(0);
        // column names translated
        expect(screen.getByText('IP 地址')).toBeTruthy();

        fireEvent.click(screen.getByRole('tab', { name: '登录日志' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/log\/list\/1\?page=1/));
        await waitFor(() => expect(bodies.at(-1)).toMatchObject({ method: 1, page: 1 }));
        expect(screen.getByRole('tab', { name: '登录日志' }).getAttribute('aria-selected')).toBe('true');
    });

    it('shows the areas in the language of the page where the console knows their names', async () => {
        await i18nProvider.changeLocale('en');
        try {
            renderUserLogs(token, '/log/list/0');
            await waitFor(() => expect(screen.getAllByText('Shanghai China Telecom').length).toBeGreaterThan(0));
            expect(screen.queryByText('上海市 电信')).toBeNull();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('a date range is sent as whole days and goes back to page 1', async () => {
        renderUserLogs(token, '/log/list/0?page=2&perPage=10');
        await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 2, limit: 10 }));
        await waitFor(() => expect(rows().length).toBeGreaterThan(0));

        fireEvent.click(await screen.findByRole('button', { name: '今天' }));
        await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, limit: 10, ...toTimeBounds(presetRange('today')) }));
        // this test's own sign-in is logged today
        await waitFor(() => expect(screen.getAllByText('账号密码登录成功').length).toBeGreaterThan(0));
    });

    it('searches by a trimmed keyword from page 1, and says when nothing matches', async () => {
        renderUserLogs(token, '/log/list/0?page=2&perPage=10');
        await waitFor(() => expect(rows().length).toBeGreaterThan(0));
        fireEvent.change(screen.getByPlaceholderText('搜索操作、内容、IP 或地区'), { target: { value: '  修改密码 ' } });
        await waitFor(() => expect(bodies.at(-1)).toMatchObject({ key: '修改密码', page: 1 }));
        await waitFor(() => expect(screen.getAllByText('修改密码').length).toBeGreaterThan(0));

        fireEvent.change(screen.getByPlaceholderText('搜索操作、内容、IP 或地区'), { target: { value: 'no-such-thing' } });
        await screen.findByText('没有匹配的日志');
    });
});
