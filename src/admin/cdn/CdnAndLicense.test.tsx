import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { CdnCachePage } from './CdnCachePage';
import { CdnDashboardPage } from './CdnDashboardPage';
import { CdnVariablesPage } from './CdnVariablesPage';
import { ProbeIpsPage } from './ProbeIpsPage';
import { LicensePage } from '../system/license/LicensePage';
import { getDemoDb } from '../../demo/db';
import { daysBefore } from '../../demo/time';
import { setupDemoServer } from '../../../tests/support/server';
import { renderAdmin, stubResizeObserver } from '../../../tests/support/renderAdmin';

const server = setupDemoServer();

/** The JSON body of every request to a POST path, in order. */
const bodiesOf = (path: string) => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith(path))
            void request
                .clone()
                .json()
                .then((body: Record<string, unknown>) => bodies.push(body));
    });
    return bodies;
};

beforeAll(stubResizeObserver);

describe('CDN tools', () => {
    it('charts the CDN nodes, bandwidth peak then requests total', async () => {
        renderAdmin(<CdnDashboardPage />);
        expect(await screen.findByTestId('card-cdn-chart-chart')).toBeTruthy();
        expect(screen.getByTestId('chart-summary').textContent).toMatch(/^峰值 [\d.]+ [KMG]?bps$/);
        fireEvent.click(screen.getByRole('button', { name: '请求数' }));
        await waitFor(() => expect(screen.getByTestId('chart-summary').textContent).toMatch(/^合计 [\d,]+$/));
    });

    it('edits the static variables with field validation and saves them', async () => {
        const user = userEvent.setup();
        renderAdmin(<CdnVariablesPage />);
        const suffix = await screen.findByLabelText(/CNAME 后缀/);
        expect((suffix as HTMLInputElement).value).toBe('cdn.dnsconsole.cn');
        await user.clear(suffix);
        const timeout = screen.getByLabelText(/回源超时/);
        await user.clear(timeout);
        await user.type(timeout, '0');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('CNAME 后缀不能为空')).toBeTruthy();
        expect(screen.getByText('请输入 1 到 300 的整数')).toBeTruthy();
        await user.type(suffix, 'edge.example.com');
        await user.clear(timeout);
        await user.type(timeout, '45');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        // the secret was left empty: kept
        expect(getDemoDb().system.cdnVariables).toMatchObject({ cnameSuffix: 'edge.example.com', originTimeout: 45, nodeSecret: 'n0de-s3cret-demo' });
        // a new secret is typed masked, and checked
        const secret = screen.getByLabelText(/节点通信密钥/) as HTMLInputElement;
        expect(secret.type).toBe('password');
        expect(secret.value).toBe('');
        await user.type(secret, 'short');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请输入 8 到 64 个字符')).toBeTruthy();
    });

    it('searches the cache by pattern, values monospace and copyable, and says when nothing matches', async () => {
        renderAdmin(<CdnCachePage />);
        const table = await screen.findByTestId('cache-table');
        expect(within(table).getByText('cdn:conf:static')).toBeTruthy();
        fireEvent.change(screen.getByLabelText('键匹配模式'), { target: { value: 'dns:version' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(within(screen.getByTestId('cache-table')).getAllByRole('row')).toHaveLength(2));
        expect(screen.getByText('永不过期')).toBeTruthy();
        expect(screen.getByRole('button', { name: '复制 dns:version 的值' })).toBeTruthy();
        fireEvent.change(screen.getByLabelText('键匹配模式'), { target: { value: 'nothing:*' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        expect((await screen.findByTestId('empty-state')).textContent).toContain('没有匹配 nothing:* 的键');
    });

    it('lists the probe IPs paged, filtered by state', async () => {
        renderAdmin(<ProbeIpsPage />);
        const table = await screen.findByTestId('probe-table');
        expect(within(table).getAllByRole('row')).toHaveLength(21);
        expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/1\D+20\D+46/);
        const user = userEvent.setup();
        await user.click(screen.getByRole('combobox', { name: '状态' }));
        await user.click(await screen.findByRole('option', { name: '离线' }));
        await waitFor(() => {
            const rows = within(screen.getByTestId('probe-table')).getAllByRole('row').slice(1);
            expect(rows.length).toBeGreaterThan(0);
            expect(rows.every(row => row.textContent?.includes('离线'))).toBe(true);
        });
    });
});

describe('probe IPs and cache (react-admin lists)', () => {
    it('sends the IP search trimmed with the ISP, from page 1', async () => {
        const bodies = bodiesOf('sys/monitor/poll/ip/list');
        const user = userEvent.setup();
        renderAdmin(<ProbeIpsPage />);
        await screen.findByTestId('probe-table');
        await user.click(screen.getByRole('combobox', { name: '运营商' }));
        await user.click(await screen.findByRole('option', { name: '联通' }));
        await waitFor(() => {
            const rows = within(screen.getByTestId('probe-table')).getAllByRole('row').slice(1);
            expect(rows.every(row => row.textContent?.includes('联通'))).toBe(true);
        });
        fireEvent.change(screen.getByPlaceholderText('搜索 IP'), { target: { value: '  no-such-ip  ' } });
        expect((await screen.findByTestId('empty-state')).textContent).toContain('清空筛选条件');
        expect(bodies.at(-1)).toEqual({ page: 1, limit: 20, ip: 'no-such-ip', isp: '联通' });
    });

    it('shows a refused probe list with its msg, and loads again on retry', async () => {
        server.use(http.post('*/sys/monitor/poll/ip/list', () => HttpResponse.json({ code: 500, msg: '监控服务不可用' })));
        renderAdmin(<ProbeIpsPage />);
        expect(await screen.findByText(/监控服务不可用/)).toBeTruthy();
        server.resetHandlers();
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByTestId('probe-table')).toBeTruthy();
    });

    it('searches the cache from page 1, a blank pattern meaning every key', async () => {
        const bodies = bodiesOf('sys/cdnsys/admin/tool/redis/data');
        renderAdmin(<CdnCachePage />);
        await screen.findByTestId('cache-table');
        expect(bodies.at(-1)).toEqual({ page: 1, limit: 20, pattern: '*' });
        fireEvent.change(screen.getByLabelText('键匹配模式'), { target: { value: '  dns:*  ' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, limit: 20, pattern: 'dns:*' }));
        fireEvent.change(screen.getByLabelText('键匹配模式'), { target: { value: '   ' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, limit: 20, pattern: '*' }));
    });
});

describe('authorization info', () => {
    it('shows the licensee, a copyable serial, days left, usage bars and features', async () => {
        renderAdmin(<LicensePage />);
        expect((await screen.findByTestId('license-licensee')).textContent).toBe('北京示例网络科技有限公司');
        expect(screen.getByTestId('license-serial').textContent).toBe('DNS-ENT-7F3A-92C1-4B8E-D05F');
        expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
        expect(screen.getByTestId('license-days-left').textContent).toMatch(/^剩余 (199|200) 天$/);
        expect(screen.queryByTestId('license-warning')).toBeNull();
        expect(within(screen.getByTestId('limit-domains')).getByRole('progressbar')).toBeTruthy();
        expect(screen.getByTestId('feature-cdn').textContent).toContain('未授权');
    });

    it('warns when fewer than 30 days are left', async () => {
        getDemoDb().system.license.expiresAt = daysBefore(new Date(), -10);
        renderAdmin(<LicensePage />);
        expect((await screen.findByTestId('license-warning')).textContent).toMatch(/授权将在 (9|10) 天后到期/);
    });
});
