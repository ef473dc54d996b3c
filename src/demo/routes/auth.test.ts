import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SECOND_USER } from '../accounts';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../captcha';
import { call, fetchCaptcha, loginAdmin, loginUser, readCaptcha, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

describe('demo backend: captcha and sign-in', () => {
    it('draws the captcha as an SVG whose <text> nodes spell the code, one character each', async () => {
        const { response, svg } = await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-1');
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        const texts = Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('text'));
        expect(texts).toHaveLength(CAPTCHA_LENGTH);
        for (const node of texts) {
            expect(node.textContent).toHaveLength(1);
            expect(CAPTCHA_ALPHABET).toContain(node.textContent);
        }
        // the code is never leaked in an attribute
        const code = readCaptcha(svg);
        expect(svg.match(/<svg[^>]*>/)?.[0]).not.toContain(code);
    });

    it('signs a user in with the code read from the image, and the token serves userinfo', async () => {
        const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-2');
        const { account, password } = DEMO_ACCOUNTS.user;
        const answer = await call('app/account/login', { json: { account, password, code: readCaptcha(svg).toLowerCase(), uuid: 'uuid-2' } });
        expect(answer).toMatchObject({ code: 1, msg: 'success', username: 'demo' });
        expect(typeof answer.token).toBe('string');

        const info = await call('app/account/userinfo', { token: answer.token as string });
        expect(info.code).toBe(1);
        expect(info.user).toMatchObject({ userId: 1, mail: account, mobile: '13800138000', unvalidModel: [] });
        expect((info.user as { password: string }).password).not.toBe(password);
    });

    it('accepts the second user by mobile number, form-encoded', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const info = await call('app/account/userinfo', { token });
        expect(info.user).toMatchObject({ userId: 2, mobile: '13900139000' });
    });

    it('refuses a wrong captcha, and a code is used up by any attempt', async () => {
        const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-3');
        const code = readCaptcha(svg);
        const { account, password } = DEMO_ACCOUNTS.user;
        expect(await call('app/account/login', { json: { account, password, code: 'zzzz', uuid: 'uuid-3' } })).toEqual({ code: 500, msg: '验证码不正确' });
        expect(await call('app/account/login', { json: { account, password, code, uuid: 'uuid-3' } })).toEqual({ code: 500, msg: '验证码不正确' });
    });

    it('draws the same code for the same uuid until it is used, then a new one', async () => {
        const first = readCaptcha((await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-4')).svg);
        expect(readCaptcha((await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-4')).svg)).toBe(first);
        const { account, password } = DEMO_ACCOUNTS.user;
        expect((await call('app/account/login', { json: { account, password, code: first, uuid: 'uuid-4' } })).code).toBe(1);
        let next = first;
        // two random codes may coincide; a few uses make the check deterministic in practice
        for (let i = 0; i < 5 && next === first; i++) {
            next = readCaptcha((await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-4')).svg);
            await call('app/account/login', { json: { account, password, code: 'used', uuid: 'uuid-4' } });
        }
        expect(next).not.toBe(first);
    });

    it('refuses a wrong password with 账号或密码错误', async () => {
        const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', 'uuid-5');
        const answer = await call('app/account/login', {
            json: { account: DEMO_ACCOUNTS.user.account, password: 'nope', code: readCaptcha(svg), uuid: 'uuid-5' },
        });
        expect(answer).toEqual({ code: 500, msg: '账号或密码错误' });
    });

    it('signs an admin in through sys/login with the admin captcha', async () => {
        const token = await loginAdmin();
        expect(token).toMatch(/^[0-9a-f]{32}$/);
    });

    it('tells who an admin token belongs to (sys/user/info), and refuses a user token there', async () => {
        const admin = await loginAdmin();
        expect(await call('sys/user/info', { token: admin })).toMatchObject({ code: 1, user: { userId: 1, username: DEMO_ACCOUNTS.admin.username } });
        expect((await call('sys/user/info', { token: await loginUser() })).code).toBe(401);
    });

    it('answers 401 invalid token without a token, with an unknown one, and across audiences', async () => {
        expect(await call('app/account/userinfo')).toEqual({ code: 401, msg: 'invalid token' });
        expect(await call('app/account/userinfo', { token: 'forged' })).toEqual({ code: 401, msg: 'invalid token' });
        const admin = await loginAdmin();
        const user = await loginUser();
        expect((await call('app/account/userinfo', { token: admin })).code).toBe(401);
        expect((await call('sys/config/list', { token: user, json: { page: 1, limit: 10 } })).code).toBe(401);
    });

    it('exchanges the seeded access_token and refuses an unknown one', async () => {
        const answer = await call('app/account/access/login', { query: { access_token: 'demo-access-token' } });
        expect(answer.code).toBe(1);
        expect((await call('app/account/userinfo', { token: answer.token as string })).code).toBe(1);
        expect(await call('app/account/access/login', { query: { access_token: 'x' } })).toEqual({ code: 500, msg: '无效的access_token' });
    });
});
