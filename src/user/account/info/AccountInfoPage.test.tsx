import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { demoUser, field, openAction, renderAccountInfo, sentCode, type } from './renderAccountInfo';

setupDemoServer();

beforeEach(() => sessionStorage.clear());

const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('account info', () => {
    it('shows the user fields, the real-name state, the balance with a link to recharge, and the score', async () => {
        renderAccountInfo();
        expect((await screen.findByTestId('info-username')).textContent).toBe('demo');
        expect(screen.getByTestId('info-userId').textContent).toBe('1');
        expect(screen.getByTestId('info-mobile').textContent).toBe('13800138000');
        expect(screen.getByTestId('info-mail').textContent).toBe('demo@dnsconsole.cn');
        expect(screen.getByTestId('info-note').textContent).toBe('演示账号');
        expect(screen.getByTestId('info-realName').textContent).toContain('已认证');
        expect(screen.getByTestId('info-balance-value').textContent).toBe('¥1,286.50');
        expect(screen.getByTestId('info-score').textContent).toBe('320');
        fireEvent.click(screen.getByRole('link', { name: '充值' }));
        expect((await screen.findByTestId('landed')).textContent).toBe('/finance/recharge');
    });

    it('changes the mobile: a wrong code is refused with the values kept, the right one binds', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-mobile', '更换', 'mobile-dialog');
        expect(within(dialog).getByTestId('send-code')).toHaveProperty('disabled', true);
        type(field(dialog, '新手机号'), '13700137000');
        await waitFor(() => expect(within(dialog).getByTestId('send-code')).toHaveProperty('disabled', false));
        fireEvent.click(within(dialog).getByTestId('send-code'));
        const code = await sentCode('bindMobile', '13700137000');
        type(field(dialog, '验证码'), wrong(code));
        confirm(dialog);
        await screen.findByText('验证码不正确');
        expect(field(dialog, '新手机号').value).toBe('13700137000');
        expect(field(dialog, '验证码').value).toBe(wrong(code));
        expect(demoUser(1).mobile).toBe('13800138000');

        type(field(dialog, '验证码'), code);
        confirm(dialog);
        await screen.findByText('手机号绑定成功');
        await waitFor(() => expect(screen.queryByTestId('mobile-dialog')).toBeNull());
        expect(demoUser(1).mobile).toBe('13700137000');
        await waitFor(() => expect(screen.getByTestId('security-mobile-status').textContent).toBe('13700137000'));
    });

    it('refuses a mobile bound to another account with its message, keeping what was typed', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-mobile', '更换', 'mobile-dialog');
        type(field(dialog, '新手机号'), '13900139000');
        type(field(dialog, '验证码'), '123456');
        confirm(dialog);
        await screen.findByText('该手机号已被绑定');
        expect(field(dialog, '新手机号').value).toBe('13900139000');
        expect(demoUser(1).mobile).toBe('13800138000');
    });

    it('checks the mobile format at the field and sends nothing', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-mobile', '更换', 'mobile-dialog');
        type(field(dialog, '新手机号'), '2345');
        type(field(dialog, '验证码'), '123456');
        confirm(dialog);
        await within(dialog).findByText('手机号格式错误');
        expect(within(dialog).getByTestId('send-code')).toHaveProperty('disabled', true);
    });

    it('refuses a login password confirmation that differs, at the field, without sending', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-login-password', '更换', 'login-password-dialog');
        type(field(dialog, '原密码'), 'demo1234');
        type(field(dialog, '新密码'), 'newpass1');
        type(field(dialog, '确认新密码'), 'newpass2');
        confirm(dialog);
        await within(dialog).findByText('两次输入的密码不一致');
        expect(demoUser(1).password).toBe('demo1234');
        // the password fields are masked and can be revealed
        expect(field(dialog, '新密码').type).toBe('password');
        fireEvent.click(within(dialog).getAllByRole('button', { name: '显示' })[1]);
        expect(field(dialog, '新密码').type).toBe('text');
    });

    it('changes the login password; a wrong current one is refused with the values kept', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-login-password', '更换', 'login-password-dialog');
        type(field(dialog, '原密码'), 'nope1234');
        type(field(dialog, '新密码'), 'newpass1');
        type(field(dialog, '确认新密码'), 'newpass1');
        confirm(dialog);
        await screen.findByText('原密码不正确');
        expect(field(dialog, '新密码').value).toBe('newpass1');
        type(field(dialog, '原密码'), 'demo1234');
        confirm(dialog);
        await screen.findByText('登录密码修改成功');
        expect(demoUser(1).password).toBe('newpass1');
    });

    it('sets the payment password of the second user (6 digits), then offers change and reset', async () => {
        renderAccountInfo(2);
        const dialog = await openAction('security-pay-password', '设置', 'pay-password-dialog');
        type(field(dialog, '新支付密码'), '12ab');
        type(field(dialog, '确认支付密码'), '12ab');
        confirm(dialog);
        await within(dialog).findAllByText('支付密码须为6位数字');
        type(field(dialog, '新支付密码'), '246810');
        type(field(dialog, '确认支付密码'), '246810');
        confirm(dialog);
        await screen.findByText('支付密码设置成功');
        expect(demoUser(2).payPassword).toBe('246810');
        const row = screen.getByTestId('security-pay-password');
        await within(row).findByRole('button', { name: '忘记密码' });
        expect(within(row).getByTestId('security-pay-password-status').textContent).toBe('已设置');
    });

    it('resets a forgotten payment password with a code sent to the bound mobile', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-pay-password', '忘记密码', 'pay-password-dialog');
        fireEvent.click(within(dialog).getByTestId('send-code'));
        const code = await sentCode('payPassword', '13800138000');
        type(field(dialog, '验证码'), code);
        type(field(dialog, '新支付密码'), '654321');
        type(field(dialog, '确认支付密码'), '654321');
        confirm(dialog);
        await screen.findByText('支付密码重置成功');
        expect(demoUser(1).payPassword).toBe('654321');
        expect(getDemoDb().codes.find(row => row.code === code)?.used ?? true).toBe(true);
    });

    it('changes the payment password: a wrong current one is refused with the values kept', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-pay-password', '更换', 'pay-password-dialog');
        type(field(dialog, '原支付密码'), '000000');
        type(field(dialog, '新支付密码'), '135790');
        type(field(dialog, '确认支付密码'), '135790');
        confirm(dialog);
        await screen.findByText('原支付密码不正确');
        expect(field(dialog, '原支付密码').value).toBe('000000');
        expect(field(dialog, '新支付密码').value).toBe('135790');
        type(field(dialog, '原支付密码'), '123456');
        confirm(dialog);
        await screen.findByText('支付密码修改成功');
        expect(demoUser(1).payPassword).toBe('135790');
    });
});
