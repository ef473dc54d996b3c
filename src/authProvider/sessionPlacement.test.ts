import { afterEach, describe, expect, it } from 'vitest';
import { adminSharesOrigin, forgetForeignSessions, sessionStorageFor } from './sessionPlacement';

const HERE = { href: 'https://dns.example.com/admin/operation/users', origin: 'https://dns.example.com' };
const SHARED = { userConsoleUrl: '' };
const OWN_ORIGIN = { userConsoleUrl: 'https://console.example.com/' };

describe('where each console keeps its session', () => {
    afterEach(() => {
        localStorage.clear();
        sessionStorage.clear();
    });

    it('the admin console shares the origin unless the user console is configured on another one', () => {
        expect(adminSharesOrigin(SHARED, HERE)).toBe(true);
        expect(adminSharesOrigin({ userConsoleUrl: '/' }, HERE)).toBe(true);
        expect(adminSharesOrigin({ userConsoleUrl: 'https://dns.example.com/' }, HERE)).toBe(true);
        expect(adminSharesOrigin(OWN_ORIGIN, HERE)).toBe(false);
    });

    it("sharing an origin, the admin token is kept in the tab's sessionStorage, out of the user console's localStorage", () => {
        expect(sessionStorageFor('admin', SHARED, HERE)).toBe(sessionStorage);
        expect(sessionStorageFor('admin', OWN_ORIGIN, HERE)).toBe(localStorage);
        expect(sessionStorageFor('user', SHARED, HERE)).toBe(localStorage);
    });

    it('the user console removes any admin session it can reach: a copy in its tab, one an earlier version kept', () => {
        sessionStorage.setItem('dns-console.admin.token', 'admin-token');
        localStorage.setItem('dns-console.admin.token', 'old-admin-token');
        localStorage.setItem('dns-console.admin.user', '{"username":"admin"}');
        localStorage.setItem('dns-console.user.token', 'user-token');
        forgetForeignSessions('user', SHARED, HERE);
        expect(Object.keys(sessionStorage)).toEqual([]);
        expect(Object.keys(localStorage)).toEqual(['dns-console.user.token']);
    });

    it("the admin console keeps its own session and drops an earlier version's copy in localStorage", () => {
        sessionStorage.setItem('dns-console.admin.token', 'admin-token');
        localStorage.setItem('dns-console.admin.token', 'old-admin-token');
        forgetForeignSessions('admin', SHARED, HERE);
        expect(sessionStorage.getItem('dns-console.admin.token')).toBe('admin-token');
        expect(localStorage.getItem('dns-console.admin.token')).toBeNull();
        // on its own origin, localStorage is its place
        localStorage.setItem('dns-console.admin.token', 'admin-token');
        forgetForeignSessions('admin', OWN_ORIGIN, HERE);
        expect(localStorage.getItem('dns-console.admin.token')).toBe('admin-token');
    });
});
