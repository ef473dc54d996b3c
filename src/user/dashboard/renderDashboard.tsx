import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../dataProvider';
import { DashboardPage } from './DashboardPage';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { i18nProvider } from '../../i18n/provider';
import { testServices } from '../../../tests/support/services';

/** Where a link led: the path and search of the screen it opened. */
const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
};

/**
 * The dashboard as the user app runs it: the real user dataProvider over the real HTTP client, the demo backend
 * answering through msw (setupDemoServer) with the overrides a test adds, signed in as the first demo user.
 * react-query retries are off so an error shows at once.
 */
export const renderDashboard = () => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter initialEntries={['/dns/dashboard']}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Routes>
                    <Route path="/dns/dashboard" element={<DashboardPage />} />
                    <Route path="*" element={<Landed />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
};

const ok = (members: Record<string, JsonBodyType>) => HttpResponse.json({ code: 1, msg: 'success', ...members });

/** An answer for the DNS calls the demo backend may not answer yet (docs/dns-api.md "Dashboard"). */
export const answer = {
    overview: (data: Record<string, number>) => http.get('*/app/dns/user/overview', () => ok({ data })),
    chart: (list: Array<{ time: string; count: number }>) => http.get('*/app/dns/user/chart/data', () => ok({ data: { list } })),
    updateLog: (list: Array<Record<string, JsonBodyType>>, totalCount = list.length) =>
        http.get('*/app/common/web/update/log', () => ok({ data: { list, totalCount } })),
    consumes: (byMode: Record<number, { paid: Array<Record<string, JsonBodyType>>; free?: Array<Record<string, JsonBodyType>> }>) =>
        http.get('*/app/product/GetUserConsumeList', ({ request }) => {
            const mode = Number(new URL(request.url).searchParams.get('mode'));
            const { paid, free = [] } = byMode[mode] ?? { paid: [] };
            return ok({ data: { paid: { list: paid, totalCount: paid.length }, free: { list: free, totalCount: free.length } } });
        }),
    refuse: (method: 'get' | 'post', path: string, msg: string) => http[method](`*/${path}`, () => HttpResponse.json({ code: 500, msg })),
    hang: (method: 'get' | 'post', path: string) => http[method](`*/${path}`, () => new Promise<Response>(() => undefined)),
};

export const OVERVIEW = { domainCount: 236, recordCount: 5421, wrongNsCount: 18, pausedCount: 4, lockedCount: 2 };

const inDays = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 12:00:00`;
};

const PLANS = {
    1: {
        paid: [
            { id: 1, productName: '企业版', domain: 'example.com', effectEndTime: inDays(200) },
            { id: 2, productName: '个人版', domain: 'example.org', effectEndTime: inDays(7) },
        ],
        free: [{ id: 3, productName: '免费版', domain: 'free.cn', effectEndTime: null }],
    },
    3: { paid: [{ id: 4, productName: '个人版', domain: 'old.com', effectEndTime: inDays(-3) }] },
};

const UPDATE_LOG = [
    { id: 2, version: 'v2.4.0', title: '记录批量操作', content: '<p>支持对筛选结果批量暂停</p>', createTime: '2024-05-10 10:00:00' },
    { id: 1, version: 'v2.3.0', title: '解析量图表', content: '<p>概览新增解析量趋势</p>', createTime: '2024-04-01 10:00:00' },
];

const CHART = Array.from({ length: 24 }, (_, hour) => ({ time: `2024-05-15 ${String(hour).padStart(2, '0')}:00:00`, count: 100 + hour }));

/** Every DNS call of the dashboard answered with data (msw tries handlers in order: pass overrides first). */
export const withData = () => [answer.overview(OVERVIEW), answer.chart(CHART), answer.updateLog(UPDATE_LOG), answer.consumes(PLANS)];
