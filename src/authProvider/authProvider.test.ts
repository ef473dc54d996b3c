import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from './authProvider';
import { clearSessionExpired, hasSessionExpired } from './expiredNotice';
import { createSession, type Flavour } from './session';
import { ApiError } from '../http/ApiError';
import type { Envelope } from '../http/client';
import { fakeHttp, type RecordedCall } from '../../tests/support/fakeHttp';

const setup = (flavour: Flavour, answer: Envelope | ((call: RecordedCall) => Envelope) = { code: 1 }, path = '/dns/domain/list?page=2') => {
    const session = createSession(flavour, localStorage);
    const { http, calls } = fakeHttp(answer);
    const provider = createAuthProvider({ flavour, session, http }, { currentPath: () => path });
    return { session, calls, provider };
};

const userAnswers = (call: RecordedCall): Envelope => {
    if (call.path === 'app/account/login') return { code: 1, msg: 'success', token: 'T-user', username: 'demo' };
    if (call.path === 'app/account/userinfo') return { code: 1, user: { userId: 7, username: 'demo', mobile: '139' } };
    throw new Error(`unexpected ${call.path}`);
};

afterEach(() => clearSessionExpired('user'));

describe('login', () => {
    it('user: posts account/password/code/uuid, stores the token, then the user from userinfo', async () => {
        const { provider, calls, session } = setup('user', userAnswers);
        await provider.login({ account: 'demo@x.cn', password: 'pw', captcha: 'ab12', uuid: 'u1' });
        expect(calls[0]).toMatchObject({
            path: 'app/account/login',
            options: { method: 'POST', body: { account: 'demo@x.cn', password: 'pw', code: 'ab12', uuid: 'u1' } },
        });
        expect(calls[1]).toMatchObject({ path: 'app/account/userinfo', options: { method: 'GET' } });
        expect(session.getToken()).toBe('T-user');
        expect(session.getUser()).toEqual({ userId: 7, username: 'demo', mobile: '139' });
        expect(await provider.getIdentity!()).toEqual({ id: 7, fullName: 'demo' });
    });

    it('admin: posts username/password/captcha/uuid to sys/login and stores {username}', async () => {
        const { provider, calls, session } = setup('admin', { code: 1, token: 'T-admin' });
        await provider.login({ username: 'admin', password: 'pw', captcha: 'x', uuid: 'u2' });
        expect(calls).toHaveLength(1);
        expect(calls[0]).toMatchObject({ path: 'sys/login', options: { body: { username: 'admin', password: 'pw', captcha: 'x', uuid: 'u2' } } });
        expect(session.getToken()).toBe('T-admin');
        expect(session.getUser()).toEqual({ username: 'admin' });
        expect(await provider.getIdentity!()).toEqual({ id: 'admin', fullName: 'admin' });
        expect(await provider.getPermissions!({})).toBe('admin');
    });

    it('fails without a token in the answer and stores nothing', async () => {
        const { provider, session } = setup('admin', { code: 1, msg: 'no token here' });
        await expect(provider.login({ username: 'a', password: 'b', captcha: 'c', uuid: 'd' })).rejects.toMatchObject({ message: 'no token here' });
        expect(session.getToken()).toBeNull();
    });

    it('propagates the server error (msg) and stores nothing', async () => {
        const { provider, session } = setup('user', () => {
            throw new ApiError('验证码不正确', 200, 500);
        });
        await expect(provider.login({ account: 'a', password: 'b', captcha: 'c', uuid: 'd' })).rejects.toMatchObject({ message: '验证码不正确' });
        expect(session.getToken()).toBeNull();
    });

    it('clears the session again when userinfo fails', async () => {
        const { provider, session } = setup('user', call => {
            if (call.path === 'app/account/login') return { code: 1, token: 'T' };
            throw new ApiError('invalid token', 401, 401);
        });
        await expect(provider.login({ account: 'a', password: 'b', captcha: 'c', uuid: 'd' })).rejects.toBeInstanceOf(ApiError);
        expect(session.getToken()).toBeNull();
        expect(session.getUser()).toBeNull();
    });
});

describe('checkAuth', () => {
    it('resolves with a token', async () => {
        const { provider, session } = setup('user');
        session.setToken('T');
        await expect(provider.checkAuth({})).resolves.toBeUndefined();
    });

    it('rejects with the way back here and no notification', async () => {
        const { provider } = setup('user');
        await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirect=%2Fdns%2Fdomain%2Flist%3Fpage%3D2', message: false });
    });

    it('rejects towards a plain /login from the root path', async () => {
        const { provider } = setup('user', { code: 1 }, '/');
        await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    });
});

describe('checkError', () => {
    it.each([
        ['an HTTP 401', new ApiError('http.status.401', 401, 401)],
        ['a body code 401', new ApiError('invalid token', 401, 401, { code: 401, msg: 'invalid token' })],
        ['any error with status 401', { status: 401 }],
    ])('%s clears the session and sends to the login page with the expiry message', async (_name, error) => {
        const { provider, session } = setup('user');
        session.setToken('T');
        session.setUser({ username: 'demo' });
        await expect(provider.checkError(error)).rejects.toEqual({
            message: 'auth.expired',
            redirectTo: '/login?redirect=%2Fdns%2Fdomain%2Flist%3Fpage%3D2',
            logoutUser: false,
        });
        expect(session.getToken()).toBeNull();
        expect(session.getUser()).toBeNull();
        expect(hasSessionExpired('user')).toBe(true);
    });

    it('does not flag an expiry when there was no session', async () => {
        const { provider } = setup('user');
        await expect(provider.checkError(new ApiError('x', 401, 401))).rejects.toBeTruthy();
        expect(hasSessionExpired('user')).toBe(false);
    });

    it.each([
        ['a business error', new ApiError('验证码不正确', 200, 500)],
        ['a 403', new ApiError('http.status.403', 403, 403)],
        ['a 500', new ApiError('http.status.500', 500, 500)],
        ['a network error', new ApiError('http.network', 0, 0)],
        ['a plain Error', new Error('boom')],
        ['nothing', undefined],
    ])('%s resolves and keeps the session', async (_name, error) => {
        const { provider, session } = setup('user');
        session.setToken('T');
        await expect(provider.checkError(error)).resolves.toBeUndefined();
        expect(session.getToken()).toBe('T');
    });
});

describe('logout, identity, permissions', () => {
    it('logout clears the session locally and names the way back', async () => {
        const { provider, session, calls } = setup('user');
        session.setToken('T');
        await expect(provider.logout({})).resolves.toBe('/login?redirect=%2Fdns%2Fdomain%2Flist%3Fpage%3D2');
        expect(session.getToken()).toBeNull();
        expect(calls).toEqual([]);
    });

    it('logout removes every private key an earlier version kept for SSL orders', async () => {
        const { provider, session } = setup('user');
        session.setToken('T');
        localStorage.setItem('dns-console.ssl.key.3', '-----BEGIN PRIVATE KEY-----\nQUJD\n-----END PRIVATE KEY-----\n');
        await provider.logout({});
        expect(localStorage.getItem('dns-console.ssl.key.3')).toBeNull();
    });

    it('getIdentity fetches userinfo once when a token came without a user (?token=)', async () => {
        const { provider, session, calls } = setup('user', userAnswers);
        session.setToken('T');
        expect(await provider.getIdentity!()).toEqual({ id: 7, fullName: 'demo' });
        expect(await provider.getIdentity!()).toEqual({ id: 7, fullName: 'demo' });
        expect(calls.filter(call => call.path === 'app/account/userinfo')).toHaveLength(1);
        expect(session.getUser()?.username).toBe('demo');
    });

    it('getPermissions answers the flavour', async () => {
        expect(await setup('user').provider.getPermissions!({})).toBe('user');
    });
});
