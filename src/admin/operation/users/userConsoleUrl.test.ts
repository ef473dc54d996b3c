import { describe, expect, it } from 'vitest';
import { userConsoleUrl } from './userConsoleUrl';

describe('userConsoleUrl: the user console beside the admin one', () => {
    it.each([
        [{ origin: 'https://dns.example.com', pathname: '/admin/operation/users' }, 'https://dns.example.com/?token=abc'],
        [{ origin: 'https://dns.example.com', pathname: '/admin/operation/users/7' }, 'https://dns.example.com/?token=abc'],
        [{ origin: 'https://dns.example.com', pathname: '/admin' }, 'https://dns.example.com/?token=abc'],
        [{ origin: 'https://dns.example.com', pathname: '/admin/' }, 'https://dns.example.com/?token=abc'],
        [{ origin: 'http://127.0.0.1:4185', pathname: '/console/admin/operation/users' }, 'http://127.0.0.1:4185/console/?token=abc'],
        [{ origin: 'http://localhost', pathname: '/somewhere' }, 'http://localhost/?token=abc'],
    ])('%j', (location, url) => {
        expect(userConsoleUrl(location, 'abc')).toBe(url);
    });

    it('encodes the token', () => {
        expect(userConsoleUrl({ origin: 'https://x.cn', pathname: '/admin/' }, 'a+b/c=')).toBe('https://x.cn/?token=a%2Bb%2Fc%3D');
    });

    it('on its own origin, opens the user console config.js names, keeping its path', () => {
        const config = { adminBase: '', userConsoleUrl: 'https://console.example.com/' };
        expect(userConsoleUrl({ origin: 'https://admin.example.com', pathname: '/operation/users/7' }, 'a+b', config)).toBe(
            'https://console.example.com/?token=a%2Bb',
        );
        expect(userConsoleUrl({ origin: 'https://admin.example.com', pathname: '/' }, 'abc', { ...config, userConsoleUrl: 'https://example.com/dns/' })).toBe(
            'https://example.com/dns/?token=abc',
        );
    });
});
