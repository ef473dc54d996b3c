import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SslInfoPage } from './SslInfoPage';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../tests/support/server';

setupDemoServer();

const renderInfo = (kind: 'contact' | 'company') =>
    renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: '/ssl/info/:kind', path: `/ssl/info/${kind}`, screen: <SslInfoPage /> });

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('SSL profiles', () => {
    it('adds a contact after field checks, edits it, and deletes it only when confirmed', async () => {
        renderInfo('contact');
        await screen.findByText('张伟');
        fireEvent.click(screen.getByRole('button', { name: '添加联系人' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(field(dialog, /姓名/), { target: { value: '李雷' } });
        fireEvent.change(field(dialog, /手机号/), { target: { value: '123' } });
        fireEvent.change(field(dialog, /邮箱/), { target: { value: 'li@' } });
        fireEvent.change(field(dialog, /职位/), { target: { value: '经理' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('手机号格式错误')).toBeTruthy();
        expect(within(dialog).getByText('邮箱地址格式错误')).toBeTruthy();
        fireEvent.change(field(dialog, /手机号/), { target: { value: '13900000000' } });
        fireEvent.change(field(dialog, /邮箱/), { target: { value: 'li@example.cn' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await screen.findByText('李雷');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().ssl.contacts.find(row => row.name === '李雷')).toMatchObject({ mobile: '13900000000', userId: 1 });

        fireEvent.click(screen.getByRole('button', { name: '编辑 李雷' }));
        const editing = await screen.findByRole('dialog');
        expect((field(editing, /姓名/) as HTMLInputElement).value).toBe('李雷');
        fireEvent.change(field(editing, /姓名/), { target: { value: '韩梅梅' } });
        fireEvent.click(within(editing).getByRole('button', { name: '保存' }));
        await screen.findByText('韩梅梅');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        fireEvent.click(screen.getByRole('button', { name: '删除 韩梅梅' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('将删除“韩梅梅”，已提交的订单不受影响。')).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        await waitFor(() => expect(screen.queryByText('韩梅梅')).toBeNull());
        expect(getDemoDb().ssl.contacts.some(row => row.name === '韩梅梅')).toBe(false);
    });

    it('checks the company registration number at the field', async () => {
        renderInfo('company');
        await screen.findByText('示例网络科技有限公司');
        fireEvent.click(screen.getByRole('button', { name: '添加企业' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(field(dialog, /统一社会信用代码/), { target: { value: 'ABC' } });
        fireEvent.change(field(dialog, /电话/), { target: { value: 'x' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('请输入 18 位统一社会信用代码')).toBeTruthy();
        expect(within(dialog).getByText('电话号码格式错误')).toBeTruthy();
    });
});
