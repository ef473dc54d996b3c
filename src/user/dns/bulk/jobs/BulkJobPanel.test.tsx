import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../../../i18n/provider';
import { BulkJobPanel } from './BulkJobPanel';
import type { BulkJobOutcome } from '../../../../data/bulkJobs/types';

const renderPanel = (panel: ReactElement) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            {panel}
        </AdminContext>,
    );

const outcome: BulkJobOutcome<string> = {
    jobId: 4,
    results: [
        { item: 'a.com', ok: true },
        { item: 'b.com', ok: false, msg: '域名已存在', line: 2 },
    ],
    succeeded: 1,
    refused: [{ item: 'b.com', result: { item: 'b.com', ok: false, msg: '域名已存在', line: 2 } }],
    skipped: 3,
    cancelled: true,
};

describe('BulkJobPanel', () => {
    it('shows a named progress bar with done / total and a cancel button, disabled while cancelling', () => {
        const onCancel = vi.fn();
        const { rerender } = renderPanel(<BulkJobPanel run={{ step: 'running', progress: { done: 50, total: 200 }, cancelling: false }} onCancel={onCancel} />);
        expect(screen.getByRole('progressbar', { name: '批量任务进度' }).getAttribute('aria-valuenow')).toBe('25');
        expect(screen.getByText('50 / 200')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '取消' }));
        expect(onCancel).toHaveBeenCalled();
        rerender(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <BulkJobPanel run={{ step: 'running', progress: { done: 50, total: 200 }, cancelling: true }} onCancel={onCancel} />
            </AdminContext>,
        );
        expect((screen.getByRole('button', { name: '正在取消…' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('reports the counts and the refused items, offers their CSV and their retry', () => {
        const onRetry = vi.fn();
        const createObjectURL = vi.fn(() => 'blob:x');
        Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
        renderPanel(<BulkJobPanel run={{ step: 'finished', outcome }} onCancel={() => {}} onRetryRefused={onRetry} />);
        expect(screen.getByText('批量任务已取消：尚未提交的项目已跳过')).toBeTruthy();
        expect(screen.getByTestId('bulk-counts').textContent).toBe('成功：1失败：1跳过：3');
        const row = within(screen.getByRole('table', { name: '失败的项目' })).getAllByRole('row')[1];
        expect(row.textContent).toBe('b.com2域名已存在');
        fireEvent.click(screen.getByRole('button', { name: '下载失败项' }));
        expect(createObjectURL).toHaveBeenCalledTimes(1);
        fireEvent.click(screen.getByRole('button', { name: '重试失败项' }));
        expect(onRetry).toHaveBeenCalledWith(outcome);
    });

    it('says why a job could not start', () => {
        renderPanel(<BulkJobPanel run={{ step: 'failed', reason: '批量任务不存在' }} onCancel={() => {}} />);
        expect(screen.getByTestId('bulk-failed').textContent).toBe('批量任务未能开始：批量任务不存在');
    });
});
