import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppUserShow } from './AppUserShow';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

setupDemoServer();

const USER_ID = 5;
const user = () => getDemoDb().users.find(row => row.userId === USER_ID)!;

const openPage = async () => {
    renderAdminScreen(
        `/operation/users/${USER_ID}`,
        <Routes>
            <Route path="/operation/users/:id" element={<AppUserShow />} />
        </Routes>,
    );
    await screen.findByRole('heading', { name: 'lixiaolong' });
};

const openAction = async (name: string) => {
    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    fireEvent.click(await screen.findByRole('menuitem', { name }));
    return screen.findByRole('dialog');
};

describe('keeping an account under control (the account page)', () => {
    it('disables with a reason (refused blank at the field), ending the sessions, then enables again', async () => {
        const token = issueToken(getDemoDb(), 'user', USER_ID);
        await openPage();
        const dialog = await openAction('停用账号');
        within(dialog).getByText('停用 lixiaolong？');
        fireEvent.click(within(dialog).getByRole('button', { name: '停用账号' }));
        await within(dialog).findByText('请填写原因');
        expect(user().status).toBeUndefined();

        fireEvent.change(within(dialog).getByLabelText(/停用原因/), { target: { value: '恶意注册' } });
        const confirm = within(dialog).getByRole('button', { name: '停用账号' });
        fireEvent.click(confirm);
        fireEvent.click(confirm);
        await screen.findByText('账号已停用，所有登录会话已结束');
        await screen.findByText('该账号已停用，用户无法登录。');
        expect(user()).toMatchObject({ status: 0, disabledReason: '恶意注册' });
        expect(getDemoDb().sessions.some(session => session.token === token)).toBe(false);
        // no "sign in as" for an account that cannot sign in
        expect(screen.queryByRole('button', { name: '登录该用户' })).toBeNull();

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const enable = await openAction('启用账号');
        fireEvent.click(within(enable).getByRole('button', { name: '启用账号' }));
        await screen.findByText('账号已启用');
        await waitFor(() => expect(screen.queryByText('该账号已停用，用户无法登录。')).toBeNull());
        expect(user().status).toBe(1);
    }, 30_000);

    it('deducts: more than the balance refused at the field, then a confirm naming the user and the amount, sent once', async () => {
        const balance = user().propertyBalance;
        await openPage();
        const dialog = await openAction('扣款');
        const amount = within(dialog).getByLabelText(/扣款金额/);
        fireEvent.change(amount, { target: { value: String(balance / 100 + 1) } });
        fireEvent.change(within(dialog).getByLabelText(/扣款原因/), { target: { value: '冲正' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '扣款' }));
        await within(dialog).findByText('超过当前余额：余额不能扣成负数');

        fireEvent.change(amount, { target: { value: '12.5' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '扣款' }));
        const confirm = await screen.findByText('确认从 lixiaolong 的余额扣除 ¥12.50？');
        const button = within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确认' });
        fireEvent.click(button);
        fireEvent.click(button);
        await screen.findByText(/扣款成功/);
        expect(user().propertyBalance).toBe(balance - 1250);
        expect(getDemoDb().recharges.filter(row => row.userId === USER_ID && row.reason === '冲正')).toHaveLength(1);
    }, 30_000);

    it('asks the deduction again above the recharge threshold, and deducts only when it matches', async () => {
        user().propertyBalance = 5_000_000;
        await openPage();
        const dialog = await openAction('扣款');
        fireEvent.change(within(dialog).getByLabelText(/扣款金额/), { target: { value: '20000' } });
        fireEvent.change(within(dialog).getByLabelText(/扣款原因/), { target: { value: '大额冲正' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '扣款' }));
        const retype = await screen.findByLabelText('再次输入扣款金额（元）');
        const confirm = within(retype.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确认' });
        fireEvent.change(retype, { target: { value: '2000' } });
        fireEvent.click(confirm);
        await screen.findByText('两次输入的金额不一致');
        expect(user().propertyBalance).toBe(5_000_000);
        fireEvent.change(retype, { target: { value: '20,000' } });
        fireEvent.click(confirm);
        await screen.findByText(/扣款成功/);
        expect(user().propertyBalance).toBe(3_000_000);
    }, 30_000);

    it('edits the note and hides menus picked by their names; a hidden group takes its entries with it', async () => {
        await openPage();
        const dialog = await openAction('编辑备注和菜单');
        fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '重点客户' } });
        fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SSL证书' }));
        expect((within(dialog).getByRole('checkbox', { name: '证书订单' }) as HTMLInputElement).disabled).toBe(true);
        fireEvent.click(within(dialog).getByRole('checkbox', { name: 'TOP排行' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await screen.findByText('保存成功');
        expect(user()).toMatchObject({ note: '重点客户', unvalidModel: ['/ssl', '/analysis/top'] });
        await screen.findByText('SSL证书、TOP排行');
    }, 30_000);

    it("sends a reset link and says where it went; the user's sign-in history shows on its tab, refusals named", async () => {
        const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
        getDemoDb().signIns.push({
            id: 9001,
            userId: USER_ID,
            time: '2026-11-28 10:00:00',
            ip: '58.33.12.8',
            area: '上海市',
            userAgent: agent,
            result: 'disabled',
        });
        await openPage();
        const dialog = await openAction('重置密码');
        within(dialog).getByText(/任何人（包括您）都看不到密码/);
        fireEvent.click(within(dialog).getByRole('button', { name: '重置密码' }));
        await screen.findByText(user().mail ? `重置链接已发送至 ${user().mail}` : `重置链接已通过短信发送至 ${user().mobile}`);
        expect(getDemoDb().messages.at(-1)).toMatchObject({ userId: USER_ID, title: '密码重置' });

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('tab', { name: '登录记录' }));
        const history = await screen.findByTestId('user-signIns');
        within(history).getByText('账号已停用');
        within(history).getByText('58.33.12.8');
    }, 30_000);
});
