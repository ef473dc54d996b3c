import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SECOND_USER } from '../accounts';
import { getDemoDb } from '../db';
import { WECHAT_QR_TTL_MS, WECHAT_SCAN_MS } from './account';
import { call, loginUser, setupDemoServer, type Envelope } from '../../../tests/support/demo';

setupDemoServer();

const user = (userId: number) => getDemoDb().users.find(row => row.userId === userId)!;
const demoCode = (answer: Envelope) => (answer.data as { demoCode: string }).demoCode;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('demo backend: binding the mobile and the email (designed: sendcode ?type&target, POST app/account/bind {type, target, code})', () => {
    it('binds a new mobile: a wrong code is refused and kept usable, the right one binds, then it is used up', async () => {
        const token = await loginUser();
        const sent = await call('app/account/bind/sendcode', { token, query: { type: 'mobile', target: '13700137000' } });
        expect(sent.code).toBe(1);
        const code = demoCode(sent);
        expect(code).toMatch(/^\d{6}$/);
        expect(await call('app/account/bind', { token, json: { type: 'mobile', target: '13700137000', code: wrong(code) } })).toEqual({
            code: 500,
            msg: '验证码不正确',
        });
        expect(user(1).mobile).toBe('13800138000');
        expect((await call('app/account/bind', { token, json: { type: 'mobile', target: '13700137000', code } })).code).toBe(1);
        expect(user(1).mobile).toBe('13700137000');
        // the userinfo answers it
        expect(((await call('app/account/userinfo', { token })).user as { mobile: string }).mobile).toBe('13700137000');
    });

    it('binds an email for the second user (who has none)', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const code = demoCode(await call('app/account/bind/sendcode', { token, query: { type: 'mail', target: 'second@example.com' } }));
        expect((await call('app/account/bind', { token, json: { type: 'mail', target: 'second@example.com', code } })).code).toBe(1);
        expect(user(2).mail).toBe('second@example.com');
    });

    it.each([
        ['mobile', '13900139000', '该手机号已被绑定'],
        ['mobile', '2345678', '手机号格式错误'],
        ['mail', 'not-an-email', '邮箱地址格式错误'],
        ['mobile', '13800138000', '该手机号已是当前绑定的手机号'],
        ['phone', '13700137000', '绑定类型错误'],
    ])('refuses %s %s: %s (no code sent, nothing bound)', async (type, target, msg) => {
        const token = await loginUser();
        const codes = getDemoDb().codes.length;
        expect(await call('app/account/bind/sendcode', { token, query: { type, target } })).toEqual({ code: 500, msg });
        expect(await call('app/account/bind', { token, json: { type, target, code: '123456' } })).toEqual({ code: 500, msg });
        expect(getDemoDb().codes.length).toBe(codes);
        expect(user(1).mobile).toBe('13800138000');
    });

    it('refuses an email bound to another account (compared case-insensitively)', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const target = DEMO_ACCOUNTS.user.account.toUpperCase();
        expect(await call('app/account/bind/sendcode', { token, query: { type: 'mail', target } })).toEqual({ code: 500, msg: '该邮箱已被绑定' });
        expect(await call('app/account/bind', { token, json: { type: 'mail', target, code: '123456' } })).toEqual({ code: 500, msg: '该邮箱已被绑定' });
        expect(user(2).mail).toBe('');
    });

    it('refuses a code sent to another target, and needs a session', async () => {
        const token = await loginUser();
        const code = demoCode(await call('app/account/bind/sendcode', { token, query: { type: 'mobile', target: '13700137000' } }));
        expect(await call('app/account/bind', { token, json: { type: 'mobile', target: '13700137001', code } })).toEqual({ code: 500, msg: '验证码不正确' });
        expect((await call('app/account/bind', { json: { type: 'mobile', target: '13700137000', code } })).code).toBe(401);
    });
});

describe('demo backend: the messaging app by QR (qrcode_v2 answers data {qrUrl, ticket}; status ?ticket=)', () => {
    it('waits, then binds a few seconds after the QR was issued; the userinfo says so; unbinding clears it', async () => {
        const token = await loginUser();
        const qr = (await call('app/account/bind/wechat/qrcode_v2', { token })).data as { qrUrl: string; ticket: string };
        expect(qr.qrUrl).toContain(qr.ticket);
        expect((await call('app/account/bind/wechat/status', { token, query: { ticket: qr.ticket } })).data).toEqual({ status: 'waiting' });
        const older = qr.ticket.replace(/^wx-(\d+)-(\d+)-/, (_all, id) => `wx-${id}-${Date.now() - WECHAT_SCAN_MS - 1}-`);
        expect((await call('app/account/bind/wechat/status', { token, query: { ticket: older } })).data).toEqual({ status: 'bound' });
        expect(user(1).wechatOpenId).not.toBe('');
        expect(((await call('app/account/userinfo', { token })).user as { wechatBound: boolean }).wechatBound).toBe(true);
        expect(await call('app/account/bind/wechat/qrcode_v2', { token })).toEqual({ code: 500, msg: '已绑定微信，请先解绑' });
        expect((await call('app/account/unbind/wechat', { token, json: {} })).code).toBe(1);
        expect(user(1).wechatOpenId).toBe('');
        expect(await call('app/account/unbind/wechat', { token, json: {} })).toEqual({ code: 500, msg: '尚未绑定微信' });
    });

    it('answers expired for an old QR and refuses another user’s ticket', async () => {
        const token = await loginUser();
        const expired = `wx-1-${Date.now() - WECHAT_QR_TTL_MS - 1}-abc`;
        expect((await call('app/account/bind/wechat/status', { token, query: { ticket: expired } })).data).toEqual({ status: 'expired' });
        expect(await call('app/account/bind/wechat/status', { token, query: { ticket: `wx-2-${Date.now()}-abc` } })).toEqual({
            code: 500,
            msg: '二维码无效，请刷新',
        });
    });
});

describe('demo backend: the login password (POST app/account/changepwd {password, newPassword})', () => {
    it('changes it after checking the current one and the rule', async () => {
        const token = await loginUser();
        const change = (password: string, newPassword: string) => call('app/account/changepwd', { token, json: { password, newPassword } });
        expect(await change('wrong', 'newpass1')).toEqual({ code: 500, msg: '原密码不正确' });
        expect(await change(DEMO_ACCOUNTS.user.password, 'abc')).toEqual({ code: 500, msg: '密码长度为4-30个字符' });
        expect(await change(DEMO_ACCOUNTS.user.password, '密码密码1')).toEqual({ code: 500, msg: '密码不能包含中文' });
        expect(await change(DEMO_ACCOUNTS.user.password, DEMO_ACCOUNTS.user.password)).toEqual({ code: 500, msg: '新密码不能与原密码相同' });
        expect(user(1).password).toBe(DEMO_ACCOUNTS.user.password);
        expect((await change(DEMO_ACCOUNTS.user.password, 'new pass1')).code).toBe(1);
        expect(user(1).password).toBe('new pass1');
        await loginUser(DEMO_ACCOUNTS.user.account, 'new pass1');
    });
});

describe('demo backend: the payment password (status, set, change, reset)', () => {
    it('sets one when none is set (6 digits), then a change needs the current one', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect((await call('app/account/paypwd/status', { token })).data).toEqual({ set: false });
        expect(await call('app/account/paypwd/set', { token, json: { payPassword: '12345' } })).toEqual({ code: 500, msg: '支付密码须为6位数字' });
        expect(await call('app/account/paypwd/set', { token, json: { payPassword: 'abcdef' } })).toEqual({ code: 500, msg: '支付密码须为6位数字' });
        expect((await call('app/account/paypwd/set', { token, json: { payPassword: '246810' } })).code).toBe(1);
        expect((await call('app/account/paypwd/status', { token })).data).toEqual({ set: true });
        expect(await call('app/account/paypwd/set', { token, json: { payPassword: '135790' } })).toEqual({
            code: 500,
            msg: '已设置支付密码，请输入原支付密码',
        });
        expect(await call('app/account/paypwd/set', { token, json: { payPassword: '135790', oldPayPassword: '000000' } })).toEqual({
            code: 500,
            msg: '原支付密码不正确',
        });
        expect((await call('app/account/paypwd/set', { token, json: { payPassword: '135790', oldPayPassword: '246810' } })).code).toBe(1);
        expect(user(2).payPassword).toBe('135790');
    });

    it('resets a forgotten one with a code sent to the bound mobile; refuses a wrong code and an unbound email', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect(await call('app/account/paypwd/sendcode', { token, query: { type: 'mail' } })).toEqual({ code: 500, msg: '尚未绑定邮箱' });
        const code = demoCode(await call('app/account/paypwd/sendcode', { token, query: { type: 'mobile' } }));
        expect(await call('app/account/paypwd/reset', { token, json: { type: 'mobile', code: wrong(code), payPassword: '112233' } })).toEqual({
            code: 500,
            msg: '验证码不正确',
        });
        expect(await call('app/account/paypwd/reset', { token, json: { type: 'mobile', code, payPassword: '1122' } })).toEqual({
            code: 500,
            msg: '支付密码须为6位数字',
        });
        expect((await call('app/account/paypwd/reset', { token, json: { type: 'mobile', code, payPassword: '112233' } })).code).toBe(1);
        expect(user(2).payPassword).toBe('112233');
        expect(await call('app/account/paypwd/reset', { token, json: { type: 'mobile', code, payPassword: '445566' } })).toEqual({
            code: 500,
            msg: '验证码已使用',
        });
    });
});
