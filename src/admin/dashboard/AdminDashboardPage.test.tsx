import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardPage } from './AdminDashboardPage';
import { getDemoDb } from '../../demo/db';
import { setupDemoServer } from '../../../tests/support/server';
import { renderAdmin, stubResizeObserver } from '../../../tests/support/renderAdmin';

const server = setupDemoServer();

beforeAll(stubResizeObserver);

const refuse = (path: string, msg: string) => http.get(`*/${path}`, () => HttpResponse.json({ code: 500, msg }));
const hang = (path: string) => http.get(`*/${path}`, () => new Promise<Response>(() => undefined));

describe('admin dashboard', () => {
    it('shows the figures (income in yuan), the chart, the system and the version', async () => {
        const db = getDemoDb();
        const income = db.consumes.filter(c => !c.free).reduce((sum, c) => sum + c.productUnitPrice, 0);
        renderAdmin(<AdminDashboardPage />);
        expect((await screen.findByTestId('stat-users')).textContent).toBe(String(db.users.length));
        expect(screen.getByTestId('stat-domains').textContent).toBe(String(db.domains.length));
        expect(screen.getByTestId('stat-income').textContent).toBe(`¥${(income / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
        expect(await screen.findByTestId('card-chart-chart')).toBeTruthy();
        expect((await screen.findByTestId('system-nodes')).textContent).toContain('11 / 12');
        expect((await screen.findByTestId('version-current')).textContent).toBe('3.2.1');
        expect(screen.getByTestId('version-state').textContent).toBe('发现新版本 3.3.0。');
    });

    it('gives each card its own loading and error with a retry', async () => {
        server.use(hang('sys/common/index'), refuse('sys_common/index', '统计服务繁忙'));
        renderAdmin(<AdminDashboardPage />);
        expect(within(await screen.findByTestId('card-system')).getByTestId('card-loading')).toBeTruthy();
        const users = await screen.findByTestId('card-users');
        expect(await within(users).findByText('加载失败：统计服务繁忙')).toBeTruthy();
        expect(within(screen.getByTestId('card-income')).getByText('加载失败：统计服务繁忙')).toBeTruthy();
        // the others are not held up
        expect(await screen.findByTestId('version-current')).toBeTruthy();
        server.resetHandlers();
        fireEvent.click(within(users).getByRole('button', { name: '重试' }));
        expect(await within(users).findByTestId('stat-users')).toBeTruthy();
    });

    it('updates after a confirmation naming the versions, follows the progress to done', async () => {
        renderAdmin(<AdminDashboardPage />);
        fireEvent.click(await screen.findByRole('button', { name: '立即更新' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('将从 3.2.1 更新到 3.3.0');
        fireEvent.click(within(dialog).getByRole('button', { name: '开始更新' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByTestId('update-progress')).toBeTruthy();
        expect(screen.getByRole('progressbar', { name: /正在更新到 3.3.0/ })).toBeTruthy();
        expect(await screen.findByTestId('update-done', {}, { timeout: 9000 })).toBeTruthy();
        await waitFor(() => expect(screen.getByTestId('version-current').textContent).toBe('3.3.0'));
        expect(screen.getByTestId('version-state').textContent).toBe('当前已是最新版本。');
        expect(screen.queryByRole('button', { name: '立即更新' })).toBeNull();
    }, 15_000);

    it('shows a failed update with the server message, and a retry runs it again', async () => {
        getDemoDb().system.failUpdateAt = 'download';
        renderAdmin(<AdminDashboardPage />);
        fireEvent.click(await screen.findByRole('button', { name: '立即更新' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始更新' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const failed = await screen.findByTestId('update-failed');
        expect(failed.textContent).toContain('更新失败：下载更新包失败：连接更新服务器超时');
        fireEvent.click(within(failed).getByRole('button', { name: '重新更新' }));
        expect(await screen.findByTestId('update-progress')).toBeTruthy();
        expect(await screen.findByTestId('update-done', {}, { timeout: 9000 })).toBeTruthy();
    }, 15_000);

    it('shows the server refusal of the update start', async () => {
        server.use(refuse('sys/dns/version/update', '更新服务不可用'));
        renderAdmin(<AdminDashboardPage />);
        fireEvent.click(await screen.findByRole('button', { name: '立即更新' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始更新' }));
        expect(await screen.findByText('更新服务不可用')).toBeTruthy();
        expect(screen.queryByTestId('update-progress')).toBeNull();
    });
});
