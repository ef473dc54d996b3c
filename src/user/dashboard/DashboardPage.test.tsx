import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../../tests/support/server';
import { answer, OVERVIEW, renderDashboard, withData } from './renderDashboard';

const server = setupDemoServer();

beforeAll(() => {
    // the chart library measures its container: jsdom has no layout
    globalThis.ResizeObserver ??= class {
        observe() {}
        unobserve() {}
        disconnect() {}
    };
});

const card = (testId: string) => screen.getByTestId(testId);
const findCard = (testId: string) => screen.findByTestId(testId);

describe('dashboard', () => {
    it('shows every card with its figures: counts, plans, balance in yuan, unread, announcements, update log', async () => {
        server.use(...withData());
        renderDashboard();
        expect((await screen.findByTestId('stat-domains')).textContent).toBe('236');
        expect(card('stat-records').textContent).toBe('5,421');
        expect(card('stat-paused').textContent).toBe('4');
        expect(card('stat-locked').textContent).toBe('2');
        expect(card('stat-wrong-ns').textContent).toBe('18');
        expect((await screen.findByTestId('stat-plans-in-use')).textContent).toBe('3');
        expect(card('stat-plans-expired').textContent).toBe('1');
        // the plan ending first: 个人版 on example.org, in 7 days
        expect((await screen.findByTestId('plan-nearest')).textContent).toContain('个人版 (example.org)');
        expect(card('plan-nearest').textContent).toContain('7 天后到期');
        // the demo user's propertyBalance is 128650 cents
        expect((await screen.findByTestId('stat-balance')).textContent).toBe('¥1,286.50');
        expect(Number((await screen.findByTestId('stat-unread')).textContent)).toBeGreaterThan(0);
        expect(await within(card('card-notices')).findByText('系统维护公告')).toBeTruthy();
        expect(await within(card('card-update-log')).findByText('v2.4.0')).toBeTruthy();
        expect(within(card('card-update-log')).getByText('支持对筛选结果批量暂停')).toBeTruthy();
        expect((await screen.findByTestId('chart-total')).textContent).toBe('合计 2,676');
        // the chart component arrives in its own chunk
        expect(await within(card('card-chart')).findByTestId('query-chart')).toBeTruthy();
    });

    it('shows an update log and announcements of the wrong types: numbers as text, the rest left out', async () => {
        server.use(
            answer.updateLog([
                { id: 1, version: 240, title: 7, content: 12345, createTime: 20240101 },
                { id: 2, version: { v: 2 }, content: ['<p>x</p>'], createTime: { at: 1 } },
            ]),
            http.post('*/app/common/notice/list', () => HttpResponse.json({ code: 1, msg: 'success', data: { list: 'none', totalCount: 1 } })),
            ...withData(),
        );
        renderDashboard();
        const log = await findCard('card-update-log');
        expect(await within(log).findByText('240')).toBeTruthy();
        expect(within(log).getByText('12345')).toBeTruthy();
        expect(within(log).getAllByTestId('update-log-entry')).toHaveLength(2);
        expect((await within(card('card-notices')).findByTestId('card-empty')).textContent).toBe('暂无公告。');
        expect(screen.queryByText('页面显示出错')).toBeNull();
    });

    it('shows a skeleton in each card while its call is on its way', async () => {
        server.use(
            answer.hang('get', 'app/dns/user/overview'),
            answer.hang('get', 'app/dns/user/chart/data'),
            answer.hang('get', 'app/common/web/update/log'),
            answer.hang('get', 'app/product/GetUserConsumeList'),
            answer.hang('get', 'app/account/userinfo'),
            answer.hang('post', 'app/common/notice/list'),
            answer.hang('post', 'app/account/message/list'),
        );
        renderDashboard();
        for (const id of ['card-domains', 'card-wrong-ns', 'card-plans', 'card-balance', 'card-unread', 'card-chart', 'card-notices', 'card-update-log']) {
            expect(within(await findCard(id)).getByTestId('card-loading')).toBeTruthy();
        }
        // quick actions need no call
        expect(within(card('card-actions')).getAllByRole('link')).toHaveLength(3);
    });

    it('says what to do when there is nothing to show', async () => {
        server.use(
            answer.overview({ domainCount: 0, recordCount: 0, wrongNsCount: 0, pausedCount: 0, lockedCount: 0 }),
            answer.chart([{ time: '2024-05-15 00:00:00', count: 0 }]),
            answer.updateLog([]),
            answer.consumes({}),
            http.post('*/app/common/notice/list', () => HttpResponse.json({ code: 1, data: { list: [], totalCount: 0 } })),
        );
        renderDashboard();
        const domains = await findCard('card-domains');
        expect((await within(domains).findByTestId('card-empty')).textContent).toContain('还没有域名');
        expect(within(domains).getByRole('link', { name: '添加域名' }).getAttribute('href')).toBe('/dns/domain/list/list?add=1');
        expect((await within(card('card-wrong-ns')).findByTestId('card-empty')).textContent).toContain('所有域名');
        expect((await within(card('card-plans')).findByTestId('card-empty')).textContent).toContain('还没有套餐');
        expect(within(card('card-plans')).getByRole('link', { name: '购买套餐' }).getAttribute('href')).toBe('/plan/purchase');
        expect((await within(card('card-chart')).findByTestId('card-empty')).textContent).toContain('没有解析请求');
        expect((await within(card('card-notices')).findByTestId('card-empty')).textContent).toBe('暂无公告。');
        expect((await within(card('card-update-log')).findByTestId('card-empty')).textContent).toBe('暂无产品更新。');
    });

    it("shows a card's refusal with its msg and a retry; the other cards are unaffected", async () => {
        server.use(answer.refuse('get', 'app/dns/user/overview', '统计服务繁忙'), ...withData());
        renderDashboard();
        const domains = await findCard('card-domains');
        expect((await within(domains).findByRole('alert')).textContent).toContain('统计服务繁忙');
        expect(within(card('card-wrong-ns')).getByRole('alert').textContent).toContain('统计服务繁忙');
        // the other cards still load
        expect((await screen.findByTestId('stat-balance')).textContent).toBe('¥1,286.50');
        expect(await screen.findByTestId('stat-plans-in-use')).toBeTruthy();

        server.use(answer.overview(OVERVIEW));
        fireEvent.click(within(domains).getByRole('button', { name: '重试' }));
        expect((await screen.findByTestId('stat-domains')).textContent).toBe('236');
        expect(within(card('card-domains')).queryByRole('alert')).toBeNull();
    });

    it.each([
        ['card-chart', 'get', 'app/dns/user/chart/data'],
        ['card-plans', 'get', 'app/product/GetUserConsumeList'],
        ['card-balance', 'get', 'app/account/userinfo'],
        ['card-unread', 'post', 'app/account/message/list'],
        ['card-notices', 'post', 'app/common/notice/list'],
        ['card-update-log', 'get', 'app/common/web/update/log'],
    ] as const)('%s shows its own error with a retry', async (id, method, path) => {
        server.use(answer.refuse(method, path, '服务暂不可用'), ...withData());
        renderDashboard();
        const alert = await within(await findCard(id)).findByRole('alert');
        expect(alert.textContent).toContain('服务暂不可用');
        expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
    });

    it('shows the balance in yuan from cents, with thousands separators', async () => {
        server.use(
            http.get('*/app/account/userinfo', () => HttpResponse.json({ code: 1, user: { userId: 1, username: 'demo', propertyBalance: 123456789 } })),
            ...withData(),
        );
        renderDashboard();
        expect((await screen.findByTestId('stat-balance')).textContent).toBe('¥1,234,567.89');
    });

    it('links the wrong-DNS count to My domains filtered by NS state', async () => {
        server.use(...withData());
        renderDashboard();
        fireEvent.click(await screen.findByTestId('wrong-ns-link'));
        const landed = await screen.findByTestId('landed');
        const url = new URL(landed.textContent!, 'http://x');
        expect(url.pathname).toBe('/dns/domain/list/list');
        expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ whoisStatus: 2 });
    });

    it('opens an announcement in a dialog, its HTML sanitised', async () => {
        server.use(
            http.post('*/app/common/notice/list', () =>
                HttpResponse.json({
                    code: 1,
                    data: {
                        list: [
                            {
                                id: 9,
                                title: '升级通知',
                                content: '<p>周六维护<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
                                createtime: '2024-05-01 08:00:00',
                            },
                        ],
                        totalCount: 1,
                    },
                }),
            ),
            ...withData(),
        );
        renderDashboard();
        fireEvent.click(await within(await findCard('card-notices')).findByText('升级通知'));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('周六维护')).toBeTruthy();
        const html = dialog.querySelector('.safe-html')!.innerHTML;
        expect(html).not.toContain('onerror');
        expect(html).not.toContain('<script');
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('asks the chart for the picked period', async () => {
        const asked: string[] = [];
        server.use(
            http.get('*/app/dns/user/chart/data', ({ request }) => {
                const query = new URL(request.url).searchParams;
                asked.push(`${query.get('domain')}|${query.get('startTime')}|${query.get('endTime')}`);
                return HttpResponse.json({ code: 1, data: { list: [{ time: '2024-05-15', count: 5 }] } });
            }),
            ...withData(),
        );
        renderDashboard();
        await waitFor(() => expect(asked).toHaveLength(1));
        fireEvent.click(within(card('card-chart')).getByRole('button', { name: '最近 7 天' }));
        await waitFor(() => expect(asked).toHaveLength(2));
        const [domain, start, end] = asked[1].split('|');
        expect(domain).toBe('');
        expect(start).toMatch(/ 00:00:00$/);
        expect(end).toMatch(/ 23:59:59$/);
        expect((new Date(end.slice(0, 10)).getTime() - new Date(start.slice(0, 10)).getTime()) / 86_400_000).toBe(6);
    });

    it('loads older product updates on demand', async () => {
        const page = (n: number) =>
            Array.from({ length: 5 }, (_, i) => ({ id: 100 - (n - 1) * 5 - i, version: `v1.${n}.${i}`, content: `第${n}页`, createTime: '2024-01-01' }));
        server.use(
            http.get('*/app/common/web/update/log', ({ request }) => {
                const n = Number(new URL(request.url).searchParams.get('page'));
                return HttpResponse.json({ code: 1, data: { list: page(n), totalCount: 8 } });
            }),
            ...withData(),
        );
        renderDashboard();
        const log = await findCard('card-update-log');
        await within(log).findByText('v1.1.0');
        expect(within(log).getAllByTestId('update-log-entry')).toHaveLength(5);
        fireEvent.click(within(log).getByRole('button', { name: '查看更早的更新' }));
        await within(log).findByText('v1.2.0');
        expect(within(log).queryByRole('button', { name: '查看更早的更新' })).toBeNull();
    });
});
