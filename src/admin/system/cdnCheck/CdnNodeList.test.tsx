import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CdnNodeList } from './CdnNodeList';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

describe('CDN node check: the nodes', () => {
    it('lists every node with its state, last check and failures in a row', async () => {
        getDemoDb().system.nodes = { online: 3, total: 5 };
        renderSettingsPage(CdnNodeList);
        expect(await screen.findByText('在线 3 / 共 5')).toBeTruthy();
        const rows = screen.getAllByTestId('cdn-node');
        expect(rows).toHaveLength(5);
        expect(rows.filter(row => row.dataset.state === 'offline')).toHaveLength(2);
        const offline = within(rows[4]);
        expect(offline.getByText('离线')).toBeTruthy();
        expect(offline.getByText('cdn-node-05')).toBeTruthy();
        expect(rows[4].textContent).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
        expect(Number(rows[4].lastElementChild!.textContent)).toBeGreaterThan(0);
        expect(within(rows[0]).getByText('在线')).toBeTruthy();
        for (const column of ['节点', '地区', '状态', '最近检测', '连续失败次数']) expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    });
});
