import { describe, expect, it } from 'vitest';
import { isOpenPath, loginPathFor, routerBasename, routerPath, safeRedirect } from './routeGuard';

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
        // the admin console at its own origin's root (config.js adminBase)
        expect(routerBasename('admin', { adminBase: '' })).toBe('');
        expect(routerBasename('admin', { adminBase: '/' })).toBe('');
        expect(routerBasename('admin', { adminBase: '/ops/' })).toBe('/ops');
        expect(routerBasename('user', { adminBase: '' })).toBe('');
        expect(routerPath({ pathname: '/admin/dns/x', search: '?a=1' }, '/admin')).toBe('/dns/x?a=1');
        expect(routerPath({ pathname: '/admin', search: '' }, '/admin')).toBe('/');
        expect(routerPath({ pathname: '/administrator', search: '' }, '/admin')).toBe('/administrator');
        expect(routerPath({ pathname: '/dns/x', search: '' })).toBe('/dns/x');
    });
});
