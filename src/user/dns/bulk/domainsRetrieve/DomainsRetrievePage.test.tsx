import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainsRetrievePage } from './DomainsRetrievePage';
import { BulkLogPage } from '../log/BulkLogPage';
import { getDemoDb, saveDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';

setupDemoServer();

const token = () => issueToken(getDemoDb(), 'user', 1);

describe('bulk retrieve domains', () => {
    it('gives the TXT record of each domain another account holds, says why not for the others, and verifies', async () => {
        const path = '/dns/domain/bulk/domainsRetrieve';
        renderUserRoute({ token: token(), route: path, path, screen: <DomainsRetrievePage /> });
        fireEvent.change(await screen.findByRole('textbox', { name: /域名/ }), { target: { value: 'lisi-studio.com\nnobody-has-it.com' } });
        fireEvent.click(screen.getByRole('button', { name: '获取TXT记录' }));
        const rows = await screen.findAllByTestId('challenge-row');
        expect(rows[0].textContent).toContain('_dnsconsole-verify');
        expect(rows[0].textContent).toMatch(/dnsconsole-verify=[0-9a-f]{8}/);
        expect(within(rows[0]).getByRole('button', { name: '复制 lisi-studio.com 的记录值' })).toBeTruthy();
        expect(rows[1].textContent).toContain('该域名未被其他账号添加，请直接添加');

        // too early: the TXT record is not seen yet
        fireEvent.click(screen.getByRole('button', { name: '验证 1 个域名' }));
        const report = await screen.findByTestId('bulk-report', {}, { timeout: 5000 });
        expect(within(report).getByText('未检测到TXT记录，请添加后稍候再试')).toBeTruthy();

        const db = getDemoDb();
        db.bulk.challenges[0].issuedAt -= 10_000;
        saveDemoDb();
        fireEvent.click(within(report).getByRole('button', { name: '重试失败项' }));
        await waitFor(() => expect(screen.getByTestId('bulk-counts').textContent).toContain('成功：1'));
        expect(getDemoDb().domains.find(domain => domain.domain === 'lisi-studio.com')?.userId).toBe(1);
    });
});

describe('bulk log', () => {
    it('lists the jobs with their operation, counts and state, and offers the refusals of a job that has some', async () => {
        const path = '/dns/domain/bulk/log';
        renderUserRoute({ token: token(), route: path, path, screen: <BulkLogPage /> });
        const title = await screen.findByText('3 个域名');
        const row = title.closest('tr')!;
        expect(within(row).getByText('批量添加域名')).toBeTruthy();
        expect(within(row).getByText('已完成')).toBeTruthy();
        expect(within(row).getByRole('button', { name: '下载任务 1 的失败项' })).toBeTruthy();
    });
});
