import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabasePage } from './DatabasePage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';
import { NodeFile, withNodeFormData } from '../../../../tests/support/nodeFormData';
import { loginAdmin } from '../../../../tests/support/demo';
import { decryptExport, encryptExport } from '../../../format/encryptedExport';

const server = setupDemoServer();
withNodeFormData();
const { File: RealFile } = globalThis;
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.assign(globalThis, { File: RealFile });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const openPage = async () => {
    renderAdminScreen('/system/database', <DatabasePage />);
    await screen.findByText(/\[server\]/);
};

const chooseFile = (content: string, name: string) => {
    const input = screen.getByTestId('database-import-file') as HTMLInputElement;
    const file = new NodeFile([content], name, { type: 'application/json' }) as unknown as File;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
};

const exportedDump = async () => {
    const token = await loginAdmin();
    return (await fetch('http://localhost/antsxdp/sys/config/export/db', { headers: { token } })).text();
};

describe('database and keys', () => {
    it('shows what the file holds, backs the current data up, and imports only after that', async () => {
        const dump = await exportedDump();
        getDemoDb().blacklist.domains = [];
        await openPage();
        const importButton = screen.getByRole('button', { name: '导入' });
        expect(importButton).toHaveProperty('disabled', true);

        chooseFile(dump, 'backup.json');
        const summary = await screen.findByTestId('database-import-summary');
        within(summary).getByText(/导出时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · 版本 \d+ · 共 \d+ 张表/);
        const usersRow = within(summary).getByText('users').closest('tr')!;
        expect(within(usersRow).getByText(String(JSON.parse(dump).tables.users.length))).toBeTruthy();
        fireEvent.click(importButton);
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText(/导入 backup\.json 将用文件内容替换当前的全部数据/);
        // cancelling sends nothing
        fireEvent.click(within(confirm).getByRole('button', { name: /取消/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().blacklist.domains).toHaveLength(0);

        fireEvent.click(importButton);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).queryByRole('button', { name: '替换并导入' })).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: '备份并继续' }));
        const ready = await within(dialog).findByTestId('database-backup-ready');
        within(ready).getByText(/当前数据的备份已生成：backup-dns-console-\d{8}\.json/);
        within(ready).getByRole('button', { name: '下载备份' });
        expect(getDemoDb().blacklist.domains).toHaveLength(0);
        fireEvent.click(within(dialog).getByRole('button', { name: '替换并导入' }));
        await screen.findByText('数据库导入成功');
        expect(getDemoDb().blacklist.domains).toHaveLength(6);
    });

    it('asks for the passphrase of an encrypted export, refuses a wrong one, then shows and imports what it holds', async () => {
        // the opened file is uploaded: Node's File, as chooseFile's
        Object.assign(globalThis, { File: NodeFile });
        const dump = await exportedDump();
        const encrypted = await encryptExport(new TextEncoder().encode(dump), 'right passphrase');
        getDemoDb().blacklist.domains = [];
        await openPage();
        const input = screen.getByTestId('database-import-file') as HTMLInputElement;
        Object.defineProperty(input, 'files', { value: [new NodeFile([encrypted], 'db.json.enc')], configurable: true });
        fireEvent.change(input);
        const ask = await screen.findByRole('dialog', { name: '打开加密文件' });
        expect(screen.getByRole('button', { name: '导入', hidden: true })).toHaveProperty('disabled', true);
        fireEvent.change(within(ask).getByTestId('database-passphrase'), { target: { value: 'wrong passphrase' } });
        fireEvent.click(within(ask).getByRole('button', { name: '打开' }));
        await within(ask).findByText('口令错误（或文件已被改动）');
        fireEvent.change(within(ask).getByTestId('database-passphrase'), { target: { value: 'right passphrase' } });
        fireEvent.click(within(ask).getByRole('button', { name: '打开' }));
        await screen.findByTestId('database-import-summary');
        screen.getByText('加密文件，已用口令打开。');

        fireEvent.click(screen.getByRole('button', { name: '导入' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '备份并继续' }));
        fireEvent.click(await within(dialog).findByRole('button', { name: '替换并导入' }));
        await screen.findByText('数据库导入成功');
        expect(getDemoDb().blacklist.domains).toHaveLength(6);
    });

    it('says when a file cannot be read here, and lets the server judge it', async () => {
        await openPage();
        chooseFile('{"hello": 1}', 'other.json');
        within(await screen.findByTestId('database-import-summary')).getByText(/该文件不是本系统导出的 JSON 文件/);
        fireEvent.click(screen.getByRole('button', { name: '导入' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '备份并继续' }));
        fireEvent.click(await within(dialog).findByRole('button', { name: '替换并导入' }));
        await screen.findByText('文件格式不正确：不是本系统导出的数据库文件');
        expect(screen.getByText('other.json (12 B)')).toBeTruthy();
    });

    it('exports encrypted with a passphrase typed twice: the saved file opens with it', async () => {
        const saved: Blob[] = [];
        Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
        await openPage();
        fireEvent.click(screen.getByRole('switch', { name: '使用口令加密' }));
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        const ask = await screen.findByRole('dialog', { name: '加密导出文件' });
        fireEvent.change(within(ask).getByTestId('database-passphrase'), { target: { value: 'short' } });
        fireEvent.change(within(ask).getByTestId('database-passphrase-again'), { target: { value: 'short' } });
        fireEvent.click(within(ask).getByRole('button', { name: '加密并导出' }));
        within(ask).getByText('至少 8 个字符');
        fireEvent.change(within(ask).getByTestId('database-passphrase'), { target: { value: 'long enough' } });
        fireEvent.change(within(ask).getByTestId('database-passphrase-again'), { target: { value: 'long enough' } });
        fireEvent.click(within(ask).getByRole('button', { name: '加密并导出' }));
        await screen.findByText(/已导出加密文件 dns-console-\d{8}\.json\.enc/);
        const file = new Uint8Array(await saved[0].arrayBuffer());
        expect(JSON.parse(new TextDecoder().decode(await decryptExport(file, 'long enough'))).format).toBe('dns-console-db');
    });

    it('shows the auth key with copy buttons; copying an empty value says so', async () => {
        server.use(http.get('*/antsxdp/sys/cdnsys/auth/check/key/show', () => HttpResponse.json({ code: 1, data: { code: 'K-1', token: '', importUrl: '' } })));
        await openPage();
        await screen.findByText('K-1');
        expect(screen.getByTestId('value-database.authKey.token').textContent).toBe('未设置');
        fireEvent.click(screen.getByRole('button', { name: '复制 导入地址' }));
        await screen.findByText('复制内容为空');
    });

    it('masks the auth token like every other secret: not in the DOM until revealed, copied without the reveal', async () => {
        const token = '5c9e1f0b7a2d4e6f8a1b3c5d7e9f0a2b';
        server.use(http.get('*/antsxdp/sys/cdnsys/auth/check/key/show', () => HttpResponse.json({ code: 1, data: { code: 'K-1', token, importUrl: '' } })));
        const writeText = vi.fn(() => Promise.resolve());
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
        await openPage();
        const field = await screen.findByTestId('database-auth-token');
        expect(field.textContent).toBe('5c9e1f••••••••••••0a2b');
        expect(document.body.innerHTML).not.toContain(token);
        fireEvent.click(screen.getByRole('button', { name: '复制 Token' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(token));
        expect(document.body.innerHTML).not.toContain(token);
        fireEvent.click(screen.getByRole('button', { name: '显示 Token' }));
        expect(field.textContent).toBe(token);
    });

    it('shows the load error with a retry', async () => {
        let fail = true;
        server.use(
            http.get('*/antsxdp/sys/config/ants/conf/view', () =>
                fail ? HttpResponse.json({ code: 500, msg: '节点不可达' }) : HttpResponse.json({ code: 1, data: 'x = 1' }),
            ),
        );
        renderAdminScreen('/system/database', <DatabasePage />);
        await screen.findByText(/节点不可达/);
        fail = false;
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        await screen.findByText('x = 1');
    });
});
