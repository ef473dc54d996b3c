import { describe, expect, it } from 'vitest';
import { decryptExport, encryptExport, EncryptedExportError, isEncryptedExport, MIN_ITERATIONS } from './encryptedExport';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (value: string) => new TextEncoder().encode(value);
const reason = (promise: Promise<unknown>) =>
    promise.then(
        () => 'none',
        (error: unknown) => (error instanceof EncryptedExportError ? error.reason : String(error)),
    );

describe('encrypted export', () => {
    const plain = bytesOf('{"format":"dns-console-db","tables":{"users":[{"name":"张三"}]}}');

    it('round-trips with the right passphrase, and writes the documented header', async () => {
        const file = await encryptExport(plain, 'correct horse battery staple');
        expect(isEncryptedExport(file)).toBe(true);
        expect(text(file.slice(0, 8))).toBe('DNSCENC\n');
        expect(file[8]).toBe(1);
        expect(new DataView(file.buffer).getUint32(9)).toBe(MIN_ITERATIONS);
        expect(file.length).toBe(41 + plain.length + 16);
        expect(text(file)).not.toContain('dns-console-db');
        expect(text(await decryptExport(file, 'correct horse battery staple'))).toBe(text(plain));
    });

    it('uses a fresh salt and IV each time', async () => {
        const [a, b] = await Promise.all([encryptExport(plain, 'p'), encryptExport(plain, 'p')]);
        expect(a.slice(13, 41)).not.toEqual(b.slice(13, 41));
    });

    it.each<[string, (file: Uint8Array) => Uint8Array, string, string]>([
        ['a wrong passphrase', file => file, 'wrong', 'passphrase'],
        ['a changed ciphertext byte', file => file.map((byte, i) => (i === 50 ? byte ^ 1 : byte)), 'right', 'passphrase'],
        ['a changed IV in the header', file => file.map((byte, i) => (i === 30 ? byte ^ 1 : byte)), 'right', 'passphrase'],
        ['a plain JSON export', () => bytesOf('{"format":"dns-console-db"}'), 'right', 'format'],
        ['an unknown version', file => file.map((byte, i) => (i === 8 ? 2 : byte)), 'right', 'format'],
        ['a header asking for absurd iterations', file => file.map((byte, i) => (i === 9 ? 0xff : byte)), 'right', 'format'],
        ['a cut file', file => file.slice(0, 50), 'right', 'format'],
    ])('refuses %s', async (_name, change, passphrase, expected) => {
        const file = change(await encryptExport(plain, 'right'));
        expect(await reason(decryptExport(file, passphrase))).toBe(expected);
    });

    it('refuses to write with fewer iterations than the minimum', async () => {
        await expect(encryptExport(plain, 'p', 1000)).rejects.toThrow(RangeError);
    });
});
