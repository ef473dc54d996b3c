import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ecdsaToDer, generateCsr } from './csr';
import { integer, oid } from './der';
import { isCsrPem } from '../../../data/sslOrders/validation';

const hasOpenssl = (() => {
    try {
        execFileSync('openssl', ['version']);
        return true;
    } catch {
        return false;
    }
})();

/** openssl's reading of a request: verified signature, subject and names. */
const inspect = (pem: string): string => {
    const file = join(mkdtempSync(join(tmpdir(), 'csr-')), 'request.csr');
    writeFileSync(file, pem);
    return execFileSync('openssl', ['req', '-in', file, '-noout', '-verify', '-text'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
};

describe('DER pieces', () => {
    it('encodes object identifiers and integers as X.690 says', () => {
        expect(Array.from(oid('2.5.4.3'))).toEqual([0x06, 0x03, 0x55, 0x04, 0x03]);
        expect(Array.from(oid('1.2.840.113549.1.1.11'))).toEqual([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]);
        expect(Array.from(integer(Uint8Array.of(0, 0, 5)))).toEqual([0x02, 0x01, 0x05]);
        expect(Array.from(integer(Uint8Array.of(0x80)))).toEqual([0x02, 0x02, 0x00, 0x80]);
        expect(Array.from(ecdsaToDer(Uint8Array.of(1, 2, 0x80, 3)))).toEqual([0x30, 0x09, 0x02, 0x02, 1, 2, 0x02, 0x03, 0, 0x80, 3]);
    });
});

describe('generateCsr', () => {
    it.each(['RSA2048', 'P256'] as const)('makes a PEM request and a PKCS#8 key with %s', async algorithm => {
        const { csr, privateKey } = await generateCsr(['www.example.com', 'example.com'], algorithm);
        expect(isCsrPem(csr)).toBe(true);
        expect(privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----\n$/);
        if (!hasOpenssl) return;
        const text = inspect(csr);
        expect(text).toContain('CN = www.example.com');
        expect(text).toContain('DNS:www.example.com, DNS:example.com');
        expect(text).toContain(algorithm === 'RSA2048' ? 'rsaEncryption' : 'id-ecPublicKey');
    });
});
