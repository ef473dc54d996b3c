import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { call, fetchCaptcha, readCaptcha, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const mailCode = async (mail: string) => {
    const answer = await call('app/account/sendmail/code', { query: { mail } });
    expect(answer.code).toBe(1);
    return (answer.data as { demoCode: string }).demoCode;
};

describe('demo backend: registration (open calls)', () => {
    it('user/check: free, taken ("您已注册过"), not an account', async () => {
        expect((await call('app/account/user/check', { query: { user: 'free@x.cn' } })).code).toBe(1);
        expect((await call('app/account/user/check', { query: { user: 'demo@dnsconsole.cn' } })).msg).toBe('您已注册过');
        expect((await call('app/account/user/check', { query: { user: 'abc' } })).msg).toBe('注册账号需为邮箱或者手机号');
    });

    it('regist checks the account, the password, the code, then answers a token and "恭喜您已注册成功"', async () => {
        const code = await mailCode('new@x.cn');
        expect(code).toMatch(/^\d{6}$/);
        // resending within a minute is refused
        expect((await call('app/account/sendmail/code', { query: { mail: 'new@x.cn' } })).msg).toBe('验证码发送过于频繁');
        const regist = (body: Record<string, string>) => call('app/account/regist', { json: { uuid: 'u', ...body } });
        expect((await regist({ username: 'x', code, password: 'abcd' })).msg).toBe('注册账号需为邮箱或者手机号');
        expect((await regist({ mail: 'new@x.cn', code, password: '密码密码' })).msg).toBe('密码不能包含中文');
        expect((await regist({ mail: 'new@x.cn', code, password: 'abc' })).msg).toBe('密码长度为4~30个字符');
        expect((await regist({ mail: 'demo@dnsconsole.cn', code, password: 'abcd' })).msg).toBe('您已注册过');
        expect((await regist({ mail: 'new@x.cn', code: code === '000000' ? '111111' : '000000', password: 'abcd' })).msg).toBe('验证码不正确');
        const done = await regist({ mail: 'new@x.cn', code, password: 'abcd' });
        expect(done).toMatchObject({ code: 1, msg: '恭喜您已注册成功' });
        expect(typeof done.token).toBe('string');
        const profile = await call('app/account/userinfo', { token: done.token as string });
        expect((profile.user as { mail: string }).mail).toBe('new@x.cn');
    });

    it('regist is refused while registration is closed', async () => {
        const record = getDemoDb().sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY')!;
        record.paramValue = JSON.stringify({ ...JSON.parse(record.paramValue), power: { register: 1 } });
        const answer = await call('app/account/regist', { json: { mail: 'a@x.cn', code: '1', password: 'abcd' } });
        expect(answer.msg).toBe('系统已关闭注册');
    });

    it('sendsms/code needs the image captcha', async () => {
        expect((await call('app/account/sendsms/code', { query: { mobile: '13700137000', uuid: 'c1', captcha_code: 'zz' } })).msg).toBe('验证码不正确');
        const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', 'c2');
        const answer = await call('app/account/sendsms/code', { query: { mobile: '13700137000', uuid: 'c2', captcha_code: readCaptcha(svg) } });
        expect(answer.code).toBe(1);
        expect((answer.data as { demoCode: string }).demoCode).toMatch(/^\d{6}$/);
    });

    it('forget/password sets the new password with a code, once', async () => {
        const code = await mailCode('demo@dnsconsole.cn');
        const body = { mail: 'demo@dnsconsole.cn', code, password: 'changed1' };
        expect((await call('app/account/forget/password', { json: body })).code).toBe(1);
        expect(getDemoDb().users[0].password).toBe('changed1');
        expect((await call('app/account/forget/password', { json: body })).msg).toBe('验证码已使用');
        expect((await call('app/account/forget/password', { json: { ...body, mail: 'nobody@x.cn' } })).msg).toBe('该账号不存在');
    });

    it('web/agent answers the agreement of the web config', async () => {
        const answer = await call('app/common/web/agent');
        expect((answer.data as { agreement: string }).agreement).toContain('用户服务协议');
    });

    it('bind/openid binds an existing account, or registers a new one with a password', async () => {
        const code = await mailCode('demo@dnsconsole.cn');
        const bound = await call('app/account/bind/openid', { json: { openid: 'wx-1', account: 'demo@dnsconsole.cn', code } });
        expect(bound.code).toBe(1);
        expect(getDemoDb().users[0].wechatOpenId).toBe('wx-1');
        const again = await call('app/account/bind/openid', { json: { openid: 'wx-1', account: 'demo@dnsconsole.cn', code } });
        expect(again.msg).toBe('该微信已绑定其他账号');
        const fresh = await mailCode('fresh@x.cn');
        expect((await call('app/account/bind/openid', { json: { openid: 'wx-2', account: 'fresh@x.cn', code: fresh } })).msg).toBe('该账号不存在');
        const created = await call('app/account/bind/openid', { json: { openid: 'wx-2', account: 'fresh@x.cn', code: fresh, password: 'pass1234' } });
        expect(created.code).toBe(1);
        expect(getDemoDb().users.find(user => user.mail === 'fresh@x.cn')).toMatchObject({
            wechatOpenId: 'wx-2',
            password: 'pass1234',
            apiKey: '',
            payPassword: '',
        });
    });
});
