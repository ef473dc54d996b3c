import { afterEach, describe, expect, it } from 'vitest';
import { applyUrlCredentials, consumeUrlToken } from './urlCredentials';
import { createSession, type StoredUser } from './session';
import { declineSessionOffer, pendingSessionOffer } from './sessionOffer';
import { fakeHttp } from '../../tests/support/fakeHttp';

describe('consumeUrlToken', () => {
    it.each([
        ['http://h/dns/x', null, null, null],
        ['http://h/dns/x?a=1', null, null, null],
        ['http://h/dns/x?token=abc', 'abc', null, '/dns/x'],
        ['http://h/dns/x?a=1&token=abc&b=2#frag', 'abc', null, '/dns/x?a=1&b=2#frag'],
        ['http://h/?access_token=xyz', null, 'xyz', '/'],
        ['http://h/admin/p?token=t&access_token=x', 't', 'x', '/admin/p'],
        ['http://h/p?token=', null, null, '/p'],
        ['/relative/p?token=t&redirect=%2Fdns', 't', null, '/relative/p?redirect=%2Fdns'],
        // a service's Domain Connect link: its variables are the service's, `token` too
        ['http://h/v2/domainTemplates/providers/p.example/services/s/apply?domain=a.com&token=v', null, null, null],
    ])('%s', (href, token, accessToken, cleanUrl) => {
        expect(consumeUrlToken(href)).toEqual({ token, accessToken, cleanUrl });
    });
});

/** The backend's view of tokens: who each belongs to (identify.ts asks it with the token itself). */
const ACCOUNTS: Record<string, StoredUser> = {
    T1: { userId: 1, username: 'demo' },
    T1b: { userId: 1, username: 'demo' },
    T2: { userId: 2, username: 'attacker' },
    ADMIN: { userId: 1, username: 'admin' },
};

describe('applyUrlCredentials', () => {
    afterEach(() => {
        declineSessionOffer();
        localStorage.clear();
    });

    const setup = (href: string, answer: Parameters<typeof fakeHttp>[0] = { code: 1 }, flavour: 'user' | 'admin' = 'user') => {
        const session = createSession(flavour, localStorage);
        const { http, calls } = fakeHttp(answer);
        const replaced: string[] = [];
        const asked: string[] = [];
        const history = { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => replaced.push(String(url)) };
        const identify = async (token: string) => {
            asked.push(token);
            const user = ACCOUNTS[token];
            if (!user || (flavour === 'admin') !== (token === 'ADMIN')) throw new Error('invalid token');
            return user;
        };
        return { session, calls, replaced, asked, run: () => applyUrlCredentials({ flavour, session, http, identify }, { href }, history) };
    };

    it('does nothing without credentials in the URL', async () => {
        const { run, replaced, calls } = setup('http://h/dns/x?a=1');
        expect(await run()).toBe('none');
        expect(replaced).toEqual([]);
        expect(calls).toEqual([]);
    });

    it('without a session, the user console stores ?token= and cleans the URL (the account is read on the first page)', async () => {
        const { run, replaced, session, asked } = setup('http://h/dns/x?token=T1&a=1');
        expect(await run()).toBe('signedIn');
        expect(session.getToken()).toBe('T1');
        expect(session.getUser()).toBeNull();
        expect(replaced).toEqual(['/dns/x?a=1']);
        expect(asked).toEqual([]);
    });

    it("with a session, another account's ?token= replaces nothing: it is offered, named by the backend", async () => {
        const { run, replaced, session, asked } = setup('http://h/dns/x?token=T2&a=1');
        session.setToken('T1');
        session.setUser(ACCOUNTS.T1);
        expect(await run()).toBe('offered');
        expect(asked).toEqual(['T2']);
        expect(session.getToken()).toBe('T1');
        expect(session.getUser()).toEqual(ACCOUNTS.T1);
        expect(pendingSessionOffer()).toEqual({ kind: 'switch', token: 'T2', user: ACCOUNTS.T2 });
        // the offered token is stored nowhere
        expect(Object.values(localStorage).filter(value => value.includes('T2'))).toEqual([]);
        expect(replaced).toEqual(['/dns/x?a=1']);
    });

    it('with a session, a refused ?token= keeps the session and is reported as an invalid link', async () => {
        const { run, session } = setup('http://h/dns/x?token=forged');
        session.setToken('T1');
        session.setUser(ACCOUNTS.T1);
        expect(await run()).toBe('invalid');
        expect(session.getToken()).toBe('T1');
        expect(pendingSessionOffer()).toEqual({ kind: 'invalid' });
    });

    it('the same token, or another token of the same account, changes nothing and asks nothing', async () => {
        for (const token of ['T1', 'T1b']) {
            const { run, session } = setup(`http://h/dns/x?token=${token}`);
            session.setToken('T1');
            session.setUser(ACCOUNTS.T1);
            expect(await run()).toBe('none');
            expect(session.getToken()).toBe('T1');
            expect(pendingSessionOffer()).toBeUndefined();
        }
    });

    it('exchanges ?access_token= for a token without a session', async () => {
        const { run, calls, session, replaced } = setup('http://h/dns/x?access_token=A1', { code: 1, token: 'T2' });
        expect(await run()).toBe('signedIn');
        expect(calls[0]).toMatchObject({ path: 'app/account/access/login', options: { method: 'GET', query: { access_token: 'A1' } } });
        expect(session.getToken()).toBe('T2');
        expect(replaced).toEqual(['/dns/x']);
    });

    it('with a session, an ?access_token= of another account is offered too, not taken', async () => {
        const { run, session } = setup('http://h/dns/x?access_token=A1', { code: 1, token: 'T2' });
        session.setToken('T1');
        session.setUser(ACCOUNTS.T1);
        expect(await run()).toBe('offered');
        expect(session.getToken()).toBe('T1');
        expect(pendingSessionOffer()).toMatchObject({ kind: 'switch', token: 'T2' });
    });

    it('without a session, a failed exchange clears the session and goes to /login', async () => {
        const { run, session, replaced } = setup('http://h/dns/x?access_token=bad', () => {
            throw new Error('无效的access_token');
        });
        expect(await run()).toBe('rejected');
        expect(session.getToken()).toBeNull();
        expect(replaced).toEqual(['/dns/x', '/login']);
    });

    it('with a session, a failed exchange keeps it and reports the link', async () => {
        const { run, session, replaced } = setup('http://h/dns/x?access_token=bad', { code: 1 });
        session.setToken('T1');
        expect(await run()).toBe('invalid');
        expect(session.getToken()).toBe('T1');
        expect(replaced).toEqual(['/dns/x']);
    });

    it('does not exchange access tokens in the admin console', async () => {
        const { run, calls, replaced } = setup('http://h/admin/x?access_token=A', { code: 1 }, 'admin');
        expect(await run()).toBe('none');
        expect(calls).toEqual([]);
        expect(replaced).toEqual(['/admin/x']);
    });

    it('the admin console never takes a user token: without a session it goes to its login page', async () => {
        const { run, session, replaced, asked } = setup('http://h/admin/dns?token=T1', { code: 1 }, 'admin');
        expect(await run()).toBe('rejected');
        expect(asked).toEqual(['T1']);
        expect(session.getToken()).toBeNull();
        expect(replaced).toEqual(['/admin/dns', '/admin/login']);
    });

    it("the admin console takes an admin token once the backend has named it, and keeps the operator's name", async () => {
        const { run, session } = setup('http://h/admin/dns?token=ADMIN', { code: 1 }, 'admin');
        expect(await run()).toBe('signedIn');
        expect(session.getToken()).toBe('ADMIN');
        expect(session.getUser()).toEqual(ACCOUNTS.ADMIN);
    });

    it('with an admin session, a user token is reported as invalid and the operator stays', async () => {
        const { run, session } = setup('http://h/admin/dns?token=T2', { code: 1 }, 'admin');
        session.setToken('ADMIN');
        session.setUser({ username: 'admin' });
        expect(await run()).toBe('invalid');
        expect(session.getToken()).toBe('ADMIN');
    });
});
