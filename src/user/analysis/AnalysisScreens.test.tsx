import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { AnalysisQueryPage } from './AnalysisQueryPage';
import { AnalysisTopPage } from './AnalysisTopPage';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { renderUserRoute } from '../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../tests/support/server';

const server = setupDemoServer();

const seen: URL[] = [];
const watch = () => {
    seen.length = 0;
    server.events.on('request:start', ({ request }) => {
        seen.push(new URL(request.url));
    });
};
const render = (route: string, path: string, element: React.ReactElement) =>
    renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route, path, screen: element });

describe('query analysis', () => {
    it('shows the total through the known chart call, then per type through the analysis call, following the range', async () => {
        watch();
        render('/analysis/query', '/analysis/query', <AnalysisQueryPage />);
        await screen.findByTestId('analysis-chart');
        const chart = seen.find(url => url.pathname.endsWith('app/dns/user/chart/data'))!;
        expect(chart.searchParams.get('startTime')).toMatch(/ 00:00:00$/);
        expect(chart.searchParams.get('domain')).toBe('');
        expect(screen.getByTestId('analysis-total').textContent).toMatch(/\d/);

        fireEvent.click(screen.getByRole('button', { name: '按记录类型' }));
        await waitFor(() => expect(seen.some(url => url.pathname.endsWith('app/dns/analysis/query') && url.searchParams.get('groupBy') === 'type')).toBe(true));
        await screen.findByTestId('analysis-chart');
        expect(screen.getByTestId('where').textContent).toContain('group=type');

        fireEvent.click(screen.getByRole('button', { name: '最近30天' }));
        await waitFor(() => {
            const last = seen.filter(url => url.pathname.endsWith('app/dns/analysis/query')).at(-1)!;
            expect(last.searchParams.get('startTime')).not.toBe(chart.searchParams.get('startTime'));
        });
        await waitFor(() => expect(screen.getByTestId('analysis-chart').getAttribute('data-first')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
        expect(screen.getByRole('button', { name: '导出 CSV' }).hasAttribute('disabled')).toBe(false);
    });

    it('shows a load failure with a retry', async () => {
        server.use(http.get('*/antsxdp/app/dns/user/chart/data', () => Response.json({ code: 500, msg: '统计服务繁忙' })));
        render('/analysis/query', '/analysis/query', <AnalysisQueryPage />);
        expect(await screen.findByText(/统计服务繁忙/)).toBeTruthy();
        expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    });
});

describe('top and origins', () => {
    it('ranks top domains and origins with shares, for the domain in the address', async () => {
        watch();
        render('/analysis/top', '/analysis/top?domain=example.com', <AnalysisTopPage />);
        const table = await screen.findByTestId('top-table-subdomain');
        expect(within(table).getAllByText(/%$/).length).toBeGreaterThan(0);
        expect(within(table).getByText('www.example.com')).toBeTruthy();
        await screen.findByTestId('top-table-isp');
        const top = seen.filter(url => url.pathname.endsWith('app/dns/analysis/top'));
        expect(new Set(top.map(url => url.searchParams.get('kind')))).toEqual(new Set(['domain', 'subdomain', 'resolver', 'region', 'isp']));
        expect(top.every(url => url.searchParams.get('domain') === 'example.com' && url.searchParams.get('limit') === '10')).toBe(true);
    });

    const names = (table: HTMLElement) =>
        within(table)
            .getAllByRole('row')
            .slice(1)
            .map(row => row.querySelectorAll('td')[1].textContent);

    it('shows an origin as its pie does: the largest names, then 其他 last with the rest', async () => {
        render('/analysis/top', '/analysis/top', <AnalysisTopPage />);
        const isp = names(await screen.findByTestId('top-table-isp'));
        expect(isp).toHaveLength(7);
        expect(isp.at(-1)).toBe('其他');
        expect(isp.slice(0, 3)).toEqual(expect.arrayContaining(['电信', '联通', '移动']));
        const resolvers = names(await screen.findByTestId('top-table-resolver'));
        expect(resolvers.filter(name => name === '其他')).toHaveLength(1);
        expect(resolvers.at(-1)).toBe('其他');
    });

    describe('in English', () => {
        afterEach(() => i18nProvider.changeLocale('cn'));

        it('names regions, ISPs, resolvers and Other in English, the names the console knows', async () => {
            await i18nProvider.changeLocale('en');
            render('/analysis/top', '/analysis/top', <AnalysisTopPage />);
            const isp = names(await screen.findByTestId('top-table-isp'));
            expect(isp.slice(0, 3)).toEqual(expect.arrayContaining(['China Telecom', 'China Unicom', 'China Mobile']));
            expect(isp.at(-1)).toBe('Other');
            expect(names(await screen.findByTestId('top-table-region'))).toContain('Guangdong');
            expect(names(await screen.findByTestId('top-table-resolver'))).toContain('ISP resolvers');
            expect(screen.queryByText(/[\u4e00-\u9fff]/, { selector: 'td' })).toBeNull();
        });
    });
});
