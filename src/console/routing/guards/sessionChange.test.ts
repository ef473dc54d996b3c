import { describe, expect, it } from 'vitest';
import { sessionChange } from './sessionChange';

const KEY = 'dns-console.user.token';

describe('sessionChange (storage event -> modal kind)', () => {
    it.each([
        ['a new token replaces another', { key: KEY, oldValue: 'a', newValue: 'b' }, '/dns/dashboard', 'changed'],
        ['a token appears where there was none', { key: KEY, oldValue: null, newValue: 'b' }, '/dns/dashboard', 'changed'],
        ['the token is removed', { key: KEY, oldValue: 'a', newValue: null }, '/dns/dashboard', 'expired'],
        ['the token is set to an empty string', { key: KEY, oldValue: 'a', newValue: '' }, '/dns/dashboard', 'expired'],
        ['localStorage.clear() in another tab', { key: null, oldValue: null, newValue: null }, '/message/list', 'expired'],
        ['the same token written again', { key: KEY, oldValue: 'a', newValue: 'a' }, '/dns/dashboard', null],
        ['nothing before, nothing after', { key: KEY, oldValue: null, newValue: null }, '/dns/dashboard', null],
        ['another key', { key: 'dns-console.user.user', oldValue: 'x', newValue: 'y' }, '/dns/dashboard', null],
        ["the other flavour's token", { key: 'dns-console.admin.token', oldValue: 'x', newValue: null }, '/dns/dashboard', null],
        ['the demo database', { key: 'dns-console.demo.db', oldValue: '{}', newValue: '{"a":1}' }, '/dns/dashboard', null],
        ['on the login page', { key: KEY, oldValue: 'a', newValue: 'b' }, '/login', null],
        ['on the register page', { key: KEY, oldValue: 'a', newValue: null }, '/register', null],
        ['on the forget page', { key: KEY, oldValue: 'a', newValue: 'b' }, '/forget', null],
        ['on the reset-password page', { key: KEY, oldValue: 'a', newValue: null }, '/reset-password', null],
        ['on the register-binding page', { key: KEY, oldValue: 'a', newValue: 'b' }, '/register-binding', null],
        ['storage cleared on the login page', { key: null, oldValue: null, newValue: null }, '/login', null],
    ] as const)('%s', (_name, event, pathname, expected) => {
        expect(sessionChange(event, KEY, pathname)).toBe(expected);
    });
});
