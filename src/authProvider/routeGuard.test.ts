import { describe, expect, it } from 'vitest';
import { applyUrlCredentials, consumeUrlToken, isOpenPath, loginPathFor, routerBasename, routerPath, safeRedirect } from './routeGuard';
import { createSession } from './session';
import { fakeHttp } from '../../tests/support/fakeHttp';

describe('safeRedirect', () => {
    it.each([
        ['/dns/domain/list', '/dns/domain/list'],
        ['/dns/domain/list?page=2#top', '/dns/domain/list?page=2#top'],
        ['/', '/'],
        ['/console', '/console'],
        [null, '/console'],
        [undefined, '/console'],
        ['', '/console'],
        ['dns/domain', '/console'],
        ['https://evil.example/x', '/console'],
        ['javascript:alert(1)', '/console'],
        ['//evil.example', '/console'],
        ['///evil.example', '/console'],
        ['/\\evil.example', '/console'],
        ['\\\\evil.example', '/console'],
        ['/\t/evil.example', '/console'],
        ['/login', '/console'],
        ['/login?redirect=/x', '/console'],
        ['/login/', '/console'],
        ['/loginx', '/loginx'],
    ])('%j -> %s', (target, expected) => {
        expect(safeRedirect(target)).toBe(expected);
    });

    // the open-redirect corpus (security): every one of these must land on the console's home page
    it.each([
        'https://evil.example',
        'http://evil.example/console',
        'HTTPS://evil.example',
        '//evil.example',
        '//evil.example/console',
        '/\\evil.example',
        '\\/evil.example',
        '/\\/evil.example',
        'javascript:alert(1)',
        'JavaScript:alert(1)//',
        'jAvAsCrIpT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        '%2F%2Fevil.example',
        '/%2F%2Fevil.example',
        '/%2f%2fevil.example',
        '/%5Cevil.example',
        '/%09/evil.example',
        '/%0A/evil.example',
        '/\t/evil.example',
        '/\n/evil.example',
        '/\r//evil.example',
        '/\u0000/evil.example',
        '/\u00a0/evil.example',
        '/\u2028/evil.example',
        '/\ufeff/evil.example',
        ' //evil.example',
        '\t//evil.example',
        '/admin',
        '/admin/',
        '/admin/sys/user',
        '/ADMIN/sys/user',
        '/admin?x=1',
        '/login?redirect=https://evil.example',
        'evil.example',
        '.evil.example',
        '@evil.example',
    ])('refuses %j', target => {
        expect(safeRedirect(target)).toBe('/console');
    });

    it.each(['/dns/domain/list?q=a b', '/dns/domain/list?q=100%', '/dns/domain/list?q=%2F%2Fx', '/administrator', '/finance/order/1#pay'])(
        'keeps the inside path %j',
        target => {
            expect(safeRedirect(target)).toBe(target);
        },
    );

    it('refuses what the login page reads from an encoded ?redirect= (URLSearchParams decodes once)', () => {
        for (const search of [
            '?redirect=https%3A%2F%2Fevil.example',
            '?redirect=%2F%2Fevil.example',
            '?redirect=%2F%255Cevil.example',
            '?redirect=%2F%09%2Fevil.example',
        ]) {
            expect(safeRedirect(new URLSearchParams(search).get('redirect'))).toBe('/console');
        }
    });

    it('uses the given fallback', () => {
        expect(safeRedirect('https://x', '/home')).toBe('/home');
    });
});

describe('loginPathFor', () => {
    it.each([
        ['/dns/domain/list', '/login?redirect=%2Fdns%2Fdomain%2Flist'],
        ['/dns/domain/list?page=2&q=a b', '/login?redirect=%2Fdns%2Fdomain%2Flist%3Fpage%3D2%26q%3Da%20b'],
        ['/', '/login'],
        ['', '/login'],
        ['/login?redirect=%2Fx', '/login'],
        ['/register', '/login'],
        ['/forget', '/login'],
    ])('%s -> %s', (path, expected) => {
        expect(loginPathFor(path)).toBe(expected);
    });

    it('round-trips through the redirect param and safeRedirect', () => {
        const login = loginPathFor('/dns/domain/list?page=2');
        const target = new URLSearchParams(login.split('?')[1]).get('redirect');
        expect(safeRedirect(target)).toBe('/dns/domain/list?page=2');
    });
});

describe('open paths and router paths', () => {
    it.each([
        ['/login', true],
        ['/register', true],
        ['/forget', true],
        ['/reset-password', true],
        ['/register-binding', true],
        ['/registers', false],
        ['/console', false],
        ['/', false],
    ])('isOpenPath(%s) = %s', (path, open) => {
        expect(isOpenPath(path)).toBe(open);
    });

    it('strips the admin basename', () => {
        expect(routerBasename('admin')).toBe('/admin');
        expect(routerBasename('user')).toBe('');
        expect(routerPath({ pathname: '/admin/dns/x', search: '?a=1' }, '/admin')).toBe('/dns/x?a=1');
        expect(routerPath({ pathname: '/admin', search: '' }, '/admin')).toBe('/');
        expect(routerPath({ pathname: '/administrator', search: '' }, '/admin')).toBe('/administrator');
        expect(routerPath({ pathname: '/dns/x', search: '' })).toBe('/dns/x');
    });
});

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
    ])('%s', (href, token, accessToken, cleanUrl) => {
        expect(consumeUrlToken(href)).toEqual({ token, accessToken, cleanUrl });
    });
});

describe('applyUrlCredentials', () => {
    const setup = (href: string, answer: Parameters<typeof fakeHttp>[0] = { code: 1 }) => {
        const session = createSession('user', localStorage);
        const { http, calls } = fakeHttp(answer);
        const replaced: string[] = [];
        const history = { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => replaced.push(String(url)) };
        return {
            session,
            http,
            calls,
            replaced,
            run: (flavour: 'user' | 'admin' = 'user') => applyUrlCredentials({ flavour, session, http }, { href }, history),
        };
    };

    it('does nothing without credentials in the URL', async () => {
        const { run, replaced, calls } = setup('http://h/dns/x?a=1');
        expect(await run()).toBe('none');
        expect(replaced).toEqual([]);
        expect(calls).toEqual([]);
    });

    it('stores ?token= in place of the previous session and cleans the URL', async () => {
        const { run, replaced, session } = setup('http://h/dns/x?token=T1&a=1');
        session.setToken('old');
        session.setUser({ username: 'old' });
        expect(await run()).toBe('token');
        expect(session.getToken()).toBe('T1');
        expect(session.getUser()).toBeNull();
        expect(replaced).toEqual(['/dns/x?a=1']);
    });

    it('exchanges ?access_token= for a token', async () => {
        const { run, calls, session, replaced } = setup('http://h/dns/x?access_token=A1', { code: 1, token: 'T2' });
        expect(await run()).toBe('exchanged');
        expect(calls[0]).toMatchObject({ path: 'app/account/access/login', options: { method: 'GET', query: { access_token: 'A1' } } });
        expect(session.getToken()).toBe('T2');
        expect(replaced).toEqual(['/dns/x']);
    });

    it('clears the session and goes to /login when the exchange fails', async () => {
        const { run, session, replaced } = setup('http://h/dns/x?access_token=bad', () => {
            throw new Error('无效的access_token');
        });
        session.setToken('old');
        expect(await run()).toBe('rejected');
        expect(session.getToken()).toBeNull();
        expect(replaced).toEqual(['/dns/x', '/login']);
    });

    it('treats an answer without a token as a failure', async () => {
        const { run, session } = setup('http://h/?access_token=A', { code: 1 });
        expect(await run()).toBe('rejected');
        expect(session.getToken()).toBeNull();
    });

    it('does not exchange access tokens in the admin console', async () => {
        const { run, calls, replaced } = setup('http://h/admin/x?access_token=A');
        expect(await run('admin')).toBe('none');
        expect(calls).toEqual([]);
        expect(replaced).toEqual(['/admin/x']);
    });
});
