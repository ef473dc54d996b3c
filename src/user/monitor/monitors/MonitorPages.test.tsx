import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MonitorCustomLinesPage } from './CustomLinesPage';
import { OntimePage } from './OntimePage';
import { getDemoDb, saveDemoDb } from '../../../demo/db';
import { monitoringOf } from '../../../demo/services/monitoringData';
import { MonitorSettingsPage } from './SettingsPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { loginUser } from '../../../../tests/support/demo';

setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

describe('monitoring screens', { timeout: 45_000 }, () => {
    it('the board shows every monitor with its state; an unreachable record is down', async () => {
        renderUserRoute({ token, route: '/a-monitor/monitors/ontime', path: '/a-monitor/monitors/ontime', screen: <OntimePage /> });
        await waitFor(() => expect(screen.getAllByTestId('board-card').length).toBeGreaterThan(1));
        const states = screen.getAllByTestId('board-card').map(card => card.getAttribute('data-state'));
        expect(states).toContain('down');
        expect(screen.getByTestId('board-updated').textContent).toMatch(/秒前更新/);
        fireEvent.click(screen.getByRole('button', { name: '故障' }));
        await waitFor(() => expect(screen.getAllByTestId('board-card').every(card => card.getAttribute('data-state') === 'down')).toBe(true));
    });

    it('the settings form refuses at the fields before sending', async () => {
        renderUserRoute({ token, route: '/a-monitor/monitors/settings', path: '/a-monitor/monitors/settings', screen: <MonitorSettingsPage /> });
        fireEvent.click(await screen.findByTestId('add-monitor'));
        await screen.findByText('添加监控', { selector: 'h2' });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请选择域名')).toBeTruthy();
        expect(screen.getByText('请选择要监控的记录')).toBeTruthy();
    });

    it('the settings list names an enabled monitor 启用, a paused one 已暂停', async () => {
        renderUserRoute({ token, route: '/a-monitor/monitors/settings', path: '/a-monitor/monitors/settings', screen: <MonitorSettingsPage /> });
        await waitFor(() => expect(screen.getAllByText('启用', { selector: '.MuiChip-label' }).length).toBeGreaterThan(1));
        expect(screen.queryByText('正常', { selector: '.MuiChip-label' })).toBeNull();
        fireEvent.click(screen.getAllByRole('button', { name: '暂停' })[0]);
        expect(await screen.findByText('已暂停', { selector: '.MuiChip-label' })).toBeTruthy();
    });

    it('the custom lines list shows every line, past the first page', async () => {
        const db = getDemoDb();
        const state = monitoringOf(db, 1);
        for (let id = 1; id <= 230; id++)
            state.lines.push({ id, userId: 1, name: `线路${id}`, content: `10.${Math.floor(id / 200)}.${id % 200}.0/24`, createTime: '2026-01-01 00:00:00' });
        saveDemoDb();
        renderUserRoute({ token, route: '/a-monitor/monitors/custom-lines', path: '/a-monitor/monitors/custom-lines', screen: <MonitorCustomLinesPage /> });
        expect(await screen.findByText('线路230')).toBeTruthy();
        expect(screen.getByText('线路1')).toBeTruthy();
    });
});
