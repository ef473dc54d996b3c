import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpdnsSettingsPage } from './HttpdnsSettingsPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

const server = setupDemoServer();

const LIST = 'sys/httpdns/httpdns/list';

/** The query of every domains list request, in order. */
const listQueries = () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith(LIST)) queries.push(url.searchParams);
    });
    return queries;
};

const open = () => renderAdminScreen('/dns/httpdns?tab=domains', <HttpdnsSettingsPage />);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('HTTPDNS domains (httpdnsDomain resource)', () => {
    it('lists the domains paged on the server, with their owner, queries and state', async () => {
        const queries = listQueries();
        open();
        expect(await screen.findByText('app.example.com')).toBeTruthy();
        expect(bodyRows()).toHaveLength(20);
        expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/1\D+20\D+24/);
        expect(screen.getByRole('columnheader', { name: '今日查询' })).toBeTruthy();
        expect(queries[0]?.get('page')).toBe('1');
        expect(queries[0]?.get('limit')).toBe('20');
        expect(queries[0]?.has('domain')).toBe(false);
    });

    it('searches trimmed from page 1, and says when nothing matches', async () => {
        const queries = listQueries();
        open();
        await screen.findByText('app.example.com');
        const pageTwo = screen.getAllByRole('button').find(button => button.textContent === '2');
        fireEvent.click(pageTwo as HTMLElement);
        await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
        fireEvent.change(screen.getByPlaceholderText('搜索域名'), { target: { value: '  cloudgame  ' } });
        await waitFor(() => expect(bodyRows()).toHaveLength(8));
        expect(bodyRows().every(row => row.textContent?.includes('cloudgame.net'))).toBe(true);
        expect(queries.at(-1)?.get('domain')).toBe('cloudgame');
        expect(queries.at(-1)?.get('page')).toBe('1');
        fireEvent.change(screen.getByPlaceholderText('搜索域名'), { target: { value: 'nothing.invalid' } });
        expect((await screen.findByTestId('empty-state')).textContent).toContain('没有匹配的域名');
    });

    it('says where domains come from when there are none', async () => {
        getDemoDb().httpdns.domains = [];
        open();
        const empty = await screen.findByTestId('empty-state');
        expect(empty.textContent).toContain('暂无HTTPDNS域名');
        expect(empty.textContent).toContain('开启HTTPDNS');
    });

    it('shows a refusal with its msg and loads again on retry', async () => {
        server.use(http.get(`*/${LIST}`, () => HttpResponse.json({ code: 500, msg: 'HTTPDNS服务繁忙' })));
        open();
        expect(await screen.findByText(/HTTPDNS服务繁忙/)).toBeTruthy();
        server.resetHandlers();
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText('app.example.com')).toBeTruthy();
    });
});
