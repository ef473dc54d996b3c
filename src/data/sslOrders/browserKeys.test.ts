import { beforeEach, describe, expect, it } from 'vitest';
import { forgetStoredPrivateKeys } from './browserKeys';

describe('forgetStoredPrivateKeys', () => {
    beforeEach(() => localStorage.clear());

    it('removes every private key an earlier version kept, and nothing else', () => {
        localStorage.setItem('dns-console.ssl.key.7', '-----BEGIN PRIVATE KEY-----\nA\n-----END PRIVATE KEY-----\n');
        localStorage.setItem('dns-console.ssl.key.12', '-----BEGIN PRIVATE KEY-----\nB\n-----END PRIVATE KEY-----\n');
        localStorage.setItem('dns-console.user.token', 'a-token');
        forgetStoredPrivateKeys();
        expect(Object.keys(localStorage)).toEqual(['dns-console.user.token']);
    });
});
