import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabasePage } from './DatabasePage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';
import { NodeFile, withNodeFormData } from '../../../../tests/support/nodeFormData';
import { loginAdmin } from '../../../../tests/support/demo';

const server = setupDemoServer();
withNodeFormData();
afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));

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
    it('imports only after a confirmation naming the file and the consequence', async () => {
        const dump = await exportedDump();
        getDemoDb().blacklist.domains = [];
        await openPage();
        const importButton = screen.getByRole('button', { name: '导入' });
        expect(importButton).toHaveProperty('disabled', true);

        chooseFile(dump, 'backup.json');
        await screen.findByText(/backup\.json/);
        fireEvent.click(importButton);
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText(/导入 backup\.json 将用文件内容替换当前的全部数据/);
        // cancelling sends nothing
        fireEvent.click(within(confirm).getByRole('button', { name: /取消/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().blacklist.domains).toHaveLength(0);

        fireEvent.click(importButton);
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '替换并导入' }));
        await screen.findByText('数据库导入成功');
        expect(getDemoDb().blacklist.domains).toHaveLength(6);
    });

    it('shows the refusal of a wrong file and keeps it chosen', async () => {
        await openPage();
        chooseFile('{"hello": 1}', 'other.json');
        fireEvent.click(screen.getByRole('button', { name: '导入' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '替换并导入' }));
        await screen.findByText('文件格式不正确：不是本系统导出的数据库文件');
        expect(screen.getByText('other.json (12 B)')).toBeTruthy();
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
