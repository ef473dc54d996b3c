import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from './authProvider';
import { accountDisabledNotice, clearSessionExpired, hasSessionExpired } from './expiredNotice';
import { endReLogin, isReLoginPending, reLoginIdentity, setReLoginCondition } from './reLoginPrompt';
import { createSession } from './session';
import { ApiError } from '../http/ApiError';
import { ACCOUNT_DISABLED_CODE, judge } from '../http/client';
import { fakeHttp } from '../../tests/support/fakeHttp';

const setup = () => {
    const session = createSession('user', localStorage);
    session.setToken('T');
    session.setUser({ userId: 7, username: 'demo' });
    const provider = createAuthProvider({ flavour: 'user', session, http: fakeHttp({ code: 1 }).http }, { currentPath: () => '/dns/domain/list' });
    return { session, provider };
};

const expired = new ApiError('invalid token', 401, 401);
let unregister = () => {};

afterEach(() => {
    unregister();
    endReLogin();
    clearSessionExpired('user');
    localStorage.clear();
});

describe('checkError on a 401, with and without unsaved input', () => {
    it('without unsaved input: clears the session and goes to the login page with the notice', async () => {
        const { session, provider } = setup();
        unregister = setReLoginCondition(() => false);
        await expect(provider.checkError(expired)).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fdns%2Fdomain%2Flist', logoutUser: false });
        expect(session.getToken()).toBeNull();
        expect(hasSessionExpired('user')).toBe(true);
        expect(isReLoginPending()).toBe(false);
    });

    it('with unsaved input: clears the session but stays, the dialog takes over, and checkAuth lets the page be', async () => {
        const { session, provider } = setup();
        unregister = setReLoginCondition(() => true);
        await expect(provider.checkError(expired)).resolves.toBeUndefined();
        expect(session.getToken()).toBeNull();
        expect(hasSessionExpired('user')).toBe(false);
        expect(isReLoginPending()).toBe(true);
        expect(reLoginIdentity()).toBe('7');
        await expect(provider.checkAuth({})).resolves.toBeUndefined();
        // further 401s while the prompt is open (a poll, another call) change nothing
        await expect(provider.checkError(expired)).resolves.toBeUndefined();
        expect(reLoginIdentity()).toBe('7');
        endReLogin();
        await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fdns%2Fdomain%2Flist' });
    });

    it('ignores errors that are not a 401', async () => {
        const { session, provider } = setup();
        unregister = setReLoginCondition(() => true);
        await expect(provider.checkError(new ApiError('http.status.500', 500, 500))).resolves.toBeUndefined();
        expect(session.getToken()).toBe('T');
        expect(isReLoginPending()).toBe(false);
    });
});

describe('checkError when an administrator disabled the account', () => {
    it("ends the session even with unsaved input (no sign-in dialog), and the sign-in page gets the server's words", async () => {
        const { session, provider } = setup();
        unregister = setReLoginCondition(() => true);
        let disabled: unknown;
        try {
            judge(200, { code: ACCOUNT_DISABLED_CODE, msg: '账号已被停用' });
        } catch (error) {
            disabled = error;
        }
        expect(disabled).toMatchObject({ status: 401, message: '账号已被停用', code: ACCOUNT_DISABLED_CODE });
        await expect(provider.checkError(disabled)).rejects.toMatchObject({ message: '账号已被停用', logoutUser: false });
        expect(session.getToken()).toBeNull();
        expect(isReLoginPending()).toBe(false);
        expect(accountDisabledNotice('user')).toBe('账号已被停用');
        expect(hasSessionExpired('user')).toBe(false);
        clearSessionExpired('user');
        expect(accountDisabledNotice('user')).toBeUndefined();
    });
});
