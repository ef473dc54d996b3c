import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDemoDb } from '../../demo/db';
import { setupDemoServer } from '../../../tests/support/server';
import { field, renderOpenPage, type } from './renderOpenPage';

setupDemoServer();

afterEach(() => sessionStorage.clear());

const submit = () => fireEvent.click(screen.getByRole('button', { name: '注册' }));
const sendCode = () => fireEvent.click(screen.getByTestId('send-code'));
const codeFor = (target: string) => getDemoDb().codes.find(entry => entry.target === target)?.code;

const ready = async () => {
    await screen.findByRole('heading', { name: '注册账号' });
};

describe('register form validation', () => {
    it('refuses an account that is neither an email nor a mobile, at the field', async () => {
        renderOpenPage('/register');
        await ready();
        type('account', 'not-an-account');
        submit();
        await screen.findByText('注册账号需为邮箱或者手机号');
        expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    });

    it('refuses a Chinese password and a mismatched confirmation, keeping what was typed', async () => {
        renderOpenPage('/register');
        await ready();
        type('account', 'new@example.com');
        type('code', '123456');
        type('password', '密码abcd');
        type('confirm', 'other');
        submit();
        await screen.findByText('密码不能包含中文');
        await screen.findByText('两次输入的密码不一致');
        type('password', 'ab');
        submit();
        await screen.findByText('密码长度为4~30个字符');
        expect(field('account').value).toBe('new@example.com');
        expect(getDemoDb().users.some(user => user.mail === 'new@example.com')).toBe(false);
    });

    it('asks for the agreement to be accepted', async () => {
        renderOpenPage('/register');
        await ready();
        submit();
        await screen.findByText('请阅读并同意用户服务协议');
    });

    it('says "您已注册过" for a taken account and sends no code', async () => {
        renderOpenPage('/register');
        await ready();
        type('account', 'demo@dnsconsole.cn');
        sendCode();
        expect((await screen.findAllByText('您已注册过')).length).toBeGreaterThan(0);
        expect(getDemoDb().codes).toHaveLength(0);
    });

    it('needs the image captcha before an SMS code can be sent', async () => {
        renderOpenPage('/register');
        await ready();
        type('account', '13700137000');
        await waitFor(() => expect(field('captcha')).toBeTruthy());
        expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
        type('captcha', 'zzzz');
        await waitFor(() => expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(false));
        sendCode();
        // a wrong captcha is refused by the server, and a new picture asked for (the field emptied)
        expect((await screen.findAllByText('验证码不正确')).length).toBeGreaterThan(0);
        await waitFor(() => expect(field('captcha').value).toBe(''));
    });
});

describe('registering', () => {
    it('a wrong code is refused and kept, then the right one registers, signs in, opens the dashboard and says so', async () => {
        const { services } = renderOpenPage('/register');
        await ready();
        type('account', 'Fresh@Example.com');
        sendCode();
        await screen.findByText('验证码已发送');
        const code = codeFor('fresh@example.com');
        expect(code).toMatch(/^\d{6}$/);
        // the agreement: read in the dialog, accepted there
        fireEvent.click(screen.getByRole('button', { name: '《用户服务协议》' }));
        const dialog = await screen.findByRole('dialog');
        await within(dialog).findByText('云解析DNS用户服务协议');
        fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
        await waitFor(() => expect(field('agree').checked).toBe(true));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        type('password', 'secret99');
        type('confirm', 'secret99');
        type('code', code === '000000' ? '111111' : '000000');
        submit();
        await screen.findByText('验证码不正确');
        expect(field('password').value).toBe('secret99');
        type('code', code ?? '');
        submit();
        await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/dns/dashboard'));
        // the spec's success message, shown once signed in (signing in clears what was queued before it)
        await screen.findByText('恭喜您已注册成功');
        const user = getDemoDb().users.find(candidate => candidate.mail === 'Fresh@Example.com');
        expect(user).toMatchObject({ password: 'secret99', payPassword: '', apiKey: '', realname: null, wechatOpenId: '' });
        expect(services.session.getToken()).toBeTruthy();
        expect(services.session.getUser()?.username).toBe('Fresh@Example.com');
    });
});

describe('forget and reset', () => {
    it('resets the password with the code and goes to /login; a wrong code keeps the form', async () => {
        renderOpenPage('/forget');
        await screen.findByRole('heading', { name: '找回密码' });
        type('account', 'demo@dnsconsole.cn');
        sendCode();
        await screen.findByText('验证码已发送');
        const code = codeFor('demo@dnsconsole.cn') ?? '';
        type('code', code === '000000' ? '111111' : '000000');
        type('password', 'newpass1');
        type('confirm', 'newpass1');
        fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
        await screen.findByText('验证码不正确');
        expect(field('account').value).toBe('demo@dnsconsole.cn');
        type('code', code);
        fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
        await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/login'));
        expect(getDemoDb().users.find(user => user.mail === 'demo@dnsconsole.cn')?.password).toBe('newpass1');
    });

    it('reset-password reads the account and code from the link', async () => {
        const db = getDemoDb();
        db.codes.push({ purpose: 'account', target: '13900139000', code: '246810', sentAt: Date.now(), expiresAt: Date.now() + 60_000, used: false });
        renderOpenPage('/reset-password?account=13900139000&code=246810&from=mail#top');
        expect((await screen.findByTestId('reset-account')).textContent).toBe('13900139000');
        // read once, then gone from the address bar and its history entry (replaced); other parts of the address stay
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/reset-password?from=mail#top'));
        expect(screen.getByTestId('reset-account').textContent).toBe('13900139000');
        type('password', 'linkpass');
        type('confirm', 'linkpass');
        fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
        await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/login'));
        expect(getDemoDb().users.find(user => user.mobile === '13900139000')?.password).toBe('linkpass');
    });

    it('reset-password without a link offers /forget', async () => {
        renderOpenPage('/reset-password');
        await screen.findByText('重置链接不完整或已失效，请重新获取验证码。');
        expect(screen.getByRole('link', { name: '找回密码' }).getAttribute('href')).toBe('/forget');
    });
});

describe('register-binding', () => {
    it('binds an existing account to the messaging-app sign-in and signs in', async () => {
        renderOpenPage('/register-binding?openid=wx-openid-1');
        await screen.findByRole('tab', { name: '绑定已有账号' });
        type('account', '13900139000');
        type('captcha', 'x');
        // the SMS needs the captcha: put a code straight in the demo db instead
        getDemoDb().codes.push({ purpose: 'account', target: '13900139000', code: '135790', sentAt: Date.now(), expiresAt: Date.now() + 60_000, used: false });
        type('code', '135790');
        fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
        await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/dns/dashboard'));
        expect(getDemoDb().users.find(user => user.mobile === '13900139000')?.wechatOpenId).toBe('wx-openid-1');
    });

    it('without an openid says so', async () => {
        renderOpenPage('/register-binding');
        await screen.findByText('微信登录信息缺失或已过期，请重新登录。');
    });
});
