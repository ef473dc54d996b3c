import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RecordImportPage } from './RecordImportPage';
import { i18nProvider } from '../../../../i18n/provider';
import type { ApplyChunk } from '../../../../data/changeSets/api';
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

/** The CSV the console exports: a paused row, an apex NS and a CNAME to its own name. */
const CSV = [
    'host,type,line,value,mx,weight,ttl,status',
    'www,A,默认,192.0.2.1,,1,600,enabled',
    'sleepy,A,默认,192.0.2.8,,1,600,paused',
    '@,NS,默认,ns1.other.net,,1,600,enabled',
    'loop,CNAME,默认,loop.example.com,,1,600,enabled',
].join('\n');

const renderPage = (minTtl = 0) => {
    const dataProvider = {
        getList: vi.fn(async (resource: string) => (resource === 'domain' ? { data: [DOMAIN], total: 1 } : { data: EXISTING, total: EXISTING.length })),
        getLineLevel: vi.fn(async () => []),
        getDomainLimits: vi.fn(async () => ({ plan: '免费版', recordLimit: 0, recordCount: 3, minTtl, lineIds: null, recordTypes: null })),
        startBulkJob: vi.fn(async () => 41),
        finishBulkJob: vi.fn(async () => undefined),
        applyChangeChunk: vi.fn(async (chunk: ApplyChunk) => ({
            changeSetId: 5,
            list: chunk.ops.map((_op, index) => ({ index, code: 1, msg: 'success', record_id: 100 + index })),
        })),
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

const preview = async (user: ReturnType<typeof userEvent.setup>, text = ZONE, mode?: RegExp) => {
    await user.click(await screen.findByRole('combobox', { name: /域名/ }));
    await user.click(await screen.findByRole('option', { name: 'example.com' }));
    fireEvent.change(screen.getByRole('textbox', { name: '记录（CSV或BIND区域文件）' }), { target: { value: text } });
    if (mode) await user.click(screen.getByRole('radio', { name: mode }));
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
        expect(within(card).queryByRole('tab', { name: /^将删除/ })).toBeNull();
        await user.click(within(card).getByRole('tab', { name: '已拒绝（2）' }));
        expect(within(card).getByText(/^第 6 行：/)).toBeTruthy();
        expect(within(card).getByText('第 7 行：CNAME记录与该主机记录的其他记录冲突')).toBeTruthy();
        expect(dataProvider.startBulkJob).not.toHaveBeenCalled();
        expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
    });

    it('previews a paused CSV row as paused, and refuses an apex NS and a CNAME loop with their file lines', async () => {
        const user = userEvent.setup();
        renderPage();
        const card = await preview(user, CSV);
        expect(within(card).getByRole('tab', { name: '将添加（1）' })).toBeTruthy();
        expect(within(within(card).getByRole('row', { name: /sleepy/ })).getByText('已暂停')).toBeTruthy();
        await user.click(within(card).getByRole('tab', { name: '已拒绝（2）' }));
        expect(within(card).getByText('第 4 行：域名自身的 NS 记录由 DNS 服务管理')).toBeTruthy();
        expect(within(card).getByText('第 5 行：CNAME 记录不能指向自身（loop.example.com）')).toBeTruthy();
    });

    it('making the zone equal to the file lists what the file lacks in red, counts it in the apply button and deletes it', async () => {
        const user = userEvent.setup();
        renderPage();
        // a file with a refused line deletes nothing (that line may be the very record): fixed, it deletes what it lacks
        const held = await preview(user, ZONE.replace('mail 300 IN A 192.0.2.9\n', ''), /使域名记录与文件一致/);
        await user.click(within(held).getByRole('tab', { name: '将删除（0）' }));
        expect(within(held).getByTestId('held-deletes').textContent).toContain('文件中没有的 2 条记录暂不删除');
        cleanup();
        const fixed = renderPage();
        const card = await preview(user, ZONE.replace('mail 300 IN A 192.0.2.9\n', '').replace('bad IN A 999.1.1.1\n', ''), /使域名记录与文件一致/);
        await user.click(within(card).getByRole('tab', { name: '将删除（2）' }));
        expect(within(card).getByRole('row', { name: /mail/ })).toBeTruthy();
        // the CNAME of the file takes the place of the A record it drops: no clash
        await user.click(within(card).getByRole('button', { name: '应用：新增 2 条，删除 2 条' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/文件中没有的记录将被删除/)).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: '应用：新增 2 条，删除 2 条' }));
        await waitFor(() => expect(fixed.finishBulkJob).toHaveBeenCalledWith(41, false));
        const [chunk] = fixed.applyChangeChunk.mock.calls[0];
        expect(chunk).toMatchObject({ jobId: 41, set: { domain_id: 7, source: 'import' } });
        expect(chunk.ops).toEqual([
            { op: 'delete', before: expect.objectContaining({ record_id: 12, top: 'mail', value: '192.0.2.9' }) },
            { op: 'delete', before: expect.objectContaining({ record_id: 13, top: 'cdn', record_type: 'A' }) },
            { op: 'add', after: expect.objectContaining({ top: 'api', value: '192.0.2.7' }) },
            { op: 'add', after: expect.objectContaining({ top: 'cdn', record_type: 'CNAME', value: 'x.example.net' }) },
        ]);
    });

    it('applies after a confirmation showing the diff: one change set of the adds and the updates, as a bulk job, then the report', async () => {
        const user = userEvent.setup();
        const dataProvider = renderPage();
        const card = await preview(user);
        await user.click(within(card).getByRole('button', { name: '应用：新增 1 条，修改 1 条' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/2 行被拒绝，不会导入；文件中未列出的记录保持不变/)).toBeTruthy();
        expect(within(dialog).getByTestId('change-set-diff').textContent).toContain('mail A 192.0.2.9');
        await user.click(within(dialog).getByRole('button', { name: '应用：新增 1 条，修改 1 条' }));
        await waitFor(() => expect(dataProvider.finishBulkJob).toHaveBeenCalledWith(41, false));
        expect(dataProvider.startBulkJob).toHaveBeenCalledWith(expect.objectContaining({ type: 'recordImport', total: 2 }));
        expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1);
        const [chunk] = dataProvider.applyChangeChunk.mock.calls[0];
        expect(chunk).toMatchObject({ jobId: 41, changeSetId: 0, total: 2, set: { domain_id: 7, domain: 'example.com', source: 'import' } });
        expect(chunk.ops).toEqual([
            {
                op: 'update',
                before: expect.objectContaining({ record_id: 12, top: 'mail', value: '192.0.2.9', ttl: 600, status: 1 }),
                after: expect.objectContaining({ top: 'mail', value: '192.0.2.9', ttl: 300, status: 1, record_line_id: '1' }),
            },
            { op: 'add', after: expect.objectContaining({ top: 'api', record_type: 'A', value: '192.0.2.7', ttl: 600, record_line_id: '1' }) },
        ]);
        expect(await screen.findByRole('link', { name: '打开 example.com 的记录列表' })).toHaveProperty(
            'pathname',
            '/dns/domain/list/admin/example.com/7/3/record',
        );
    });

    it('offers the nearest allowed TTL for every record whose TTL the zone does not take, then applies them at it', async () => {
        const user = userEvent.setup();
        const dataProvider = renderPage(60);
        const file = ['$TTL 600', 'slow 999999 IN A 192.0.2.20', 'fast 10 IN A 192.0.2.21', 'ok IN A 192.0.2.22'].join('\n');
        const card = await preview(user, file);
        expect(within(card).getByRole('tab', { name: '将添加（1）' })).toBeTruthy();
        expect(within(card).getByRole('tab', { name: '已拒绝（2）' })).toBeTruthy();
        const notice = within(card).getByTestId('import-ttl-outside');
        expect(notice.textContent).toContain('2 条记录的 TTL 超出该域名允许的范围（60 到 604800 秒）');
        await user.click(within(notice).getByRole('button', { name: '使用最接近的允许值' }));
        const again = await screen.findByTestId('import-ttl-nearest');
        expect(again.textContent).toContain('2 条记录改用最接近的允许 TTL');
        const clamped = screen.getByTestId('import-preview');
        expect(within(clamped).getByRole('tab', { name: '将添加（3）' })).toBeTruthy();
        expect(within(clamped).getByRole('tab', { name: '已拒绝（0）' })).toBeTruthy();
        await user.click(within(clamped).getByRole('button', { name: '应用：新增 3 条' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '应用：新增 3 条' }));
        await waitFor(() => expect(dataProvider.finishBulkJob).toHaveBeenCalledWith(41, false));
        const [chunk] = dataProvider.applyChangeChunk.mock.calls[0];
        expect(chunk.ops.map(op => (op.op === 'add' ? [op.after.top, op.after.ttl] : []))).toEqual([
            ['slow', 604800],
            ['fast', 60],
            ['ok', 600],
        ]);
    });

    it('goes back to refusing them when asked, and says when records took the SOA minimum as their TTL', async () => {
        const user = userEvent.setup();
        renderPage();
        const card = await preview(user, ['@ SOA ns1 hm ( 1 7200 3600 1209600 300 )', 'new A 192.0.2.30', 'huge 700000 A 192.0.2.31'].join('\n'));
        expect(within(card).getByTestId('import-ttl-soa').textContent).toContain('1 条记录使用 SOA 的最小值 300 秒（第 1 行）');
        await user.click(within(card).getByRole('button', { name: '使用最接近的允许值' }));
        await user.click(within(await screen.findByTestId('import-ttl-nearest')).getByRole('button', { name: '保留文件中的 TTL' }));
        expect(await screen.findByTestId('import-ttl-outside')).toBeTruthy();
        expect(within(screen.getByTestId('import-preview')).getByRole('tab', { name: '已拒绝（1）' })).toBeTruthy();
    });
});
