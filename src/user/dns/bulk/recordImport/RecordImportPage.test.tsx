import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RecordImportPage } from './RecordImportPage';
import { i18nProvider } from '../../../../i18n/provider';
import type { BulkItemResult } from '../../../../data/bulkJobs/types';
import { MemoryDataRouter } from '../../../../../tests/support/MemoryDataRouter';

const DOMAIN = { id: 7, domain: 'example.com', userid: 3, status: 1, whoisStatus: 1, recordCount: 3, locked: 0 };
const EXISTING = [
    { id: 11, record_id: 11, top: 'www', record_type: 'A', value: '192.0.2.1', ttl: 600, status: 1, record_line_name: '默认', record_line_id: 1 },
    { id: 12, record_id: 12, top: 'mail', record_type: 'A', value: '192.0.2.9', ttl: 600, status: 1, record_line_name: '默认', record_line_id: 1 },
    { id: 13, record_id: 13, top: 'cdn', record_type: 'A', value: '192.0.2.5', ttl: 600, status: 1, record_line_name: '默认', record_line_id: 1 },
];

const ZONE = [
    '$ORIGIN example.com.',
    '$TTL 600',
    'www IN A 192.0.2.1',
    'api IN A 192.0.2.7',
    'mail 300 IN A 192.0.2.9',
    'bad IN A 999.1.1.1',
    'cdn IN CNAME x.example.net.',
].join('\n');

const answer = (records: Array<{ top: string }>): BulkItemResult[] => records.map(record => ({ item: record.top, ok: true }));

const renderPage = () => {
    const dataProvider = {
        getList: vi.fn(async (resource: string) => (resource === 'domain' ? { data: [DOMAIN], total: 1 } : { data: EXISTING, total: EXISTING.length })),
        getLineLevel: vi.fn(async () => []),
        startBulkJob: vi.fn(async () => 41),
        finishBulkJob: vi.fn(async () => undefined),
        bulkAddRecords: vi.fn(async (_jobId: number, records: Array<{ top: string }>) => answer(records)),
        bulkUpdateRecords: vi.fn(async (_jobId: number, records: Array<{ top: string }>) => answer(records)),
    };
    render(
        <MemoryDataRouter>
            <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <RecordImportPage />
            </AdminContext>
        </MemoryDataRouter>,
    );
    return dataProvider;
};

const preview = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('combobox', { name: /域名/ }));
    await user.click(await screen.findByRole('option', { name: 'example.com' }));
    fireEvent.change(screen.getByRole('textbox', { name: '记录（CSV或BIND区域文件）' }), { target: { value: ZONE } });
    await user.click(screen.getByRole('button', { name: '预览' }));
    return screen.findByTestId('import-preview');
};

describe('zone import', () => {
    it('asks for a domain and a file before previewing', async () => {
        const user = userEvent.setup();
        renderPage();
        await user.click(await screen.findByRole('button', { name: '预览' }));
        expect(await screen.findByText('请选择域名')).toBeTruthy();
        expect(screen.getByText('请先选择文件或粘贴记录')).toBeTruthy();
    });

    it('previews the counts of each class and names a refused line with its number, writing nothing', async () => {
        const user = userEvent.setup();
        const dataProvider = renderPage();
        const card = await preview(user);
        expect(within(card).getByRole('tab', { name: '将添加（1）' })).toBeTruthy();
        expect(within(card).getByRole('tab', { name: '将修改（1）' })).toBeTruthy();
        expect(within(card).getByRole('tab', { name: '无变化（1）' })).toBeTruthy();
        await user.click(within(card).getByRole('tab', { name: '已拒绝（2）' }));
        expect(within(card).getByText(/^第 6 行：/)).toBeTruthy();
        expect(within(card).getByText(/^第 7 行：CNAME冲突/)).toBeTruthy();
        expect(dataProvider.startBulkJob).not.toHaveBeenCalled();
        expect(dataProvider.bulkAddRecords).not.toHaveBeenCalled();
    });

    it('applies after a confirmation: the adds and the updates through the bulk record calls, then the report', async () => {
        const user = userEvent.setup();
        const dataProvider = renderPage();
        const card = await preview(user);
        await user.click(within(card).getByRole('button', { name: '应用' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/将添加 1 条记录，修改 1 条。2 行被拒绝/)).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: '应用' }));
        await waitFor(() => expect(dataProvider.finishBulkJob).toHaveBeenCalledWith(41, false));
        expect(dataProvider.startBulkJob).toHaveBeenCalledWith(expect.objectContaining({ type: 'recordImport', total: 2 }));
        expect(dataProvider.bulkAddRecords).toHaveBeenCalledWith(
            41,
            [expect.objectContaining({ domain: 'example.com', top: 'api', record_type: 'A', value: '192.0.2.7', ttl: 600, record_line_id: 1 })],
            expect.anything(),
        );
        expect(dataProvider.bulkUpdateRecords).toHaveBeenCalledWith(
            41,
            [expect.objectContaining({ domain_id: 7, domain: 'example.com', record_id: 12, top: 'mail', value: '192.0.2.9', ttl: 300, status: 1 })],
            expect.anything(),
        );
        expect(await screen.findByRole('link', { name: '打开 example.com 的记录列表' })).toHaveProperty(
            'pathname',
            '/dns/domain/list/admin/example.com/7/3/record',
        );
    });
});
