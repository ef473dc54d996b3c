/**
 * A database export encrypted with a passphrase (WebCrypto only, nothing leaves the browser unencrypted):
 * AES-256-GCM with a key derived by PBKDF2-SHA256 from the passphrase and a random salt.
 *
 * The file, byte by byte (integers big-endian):
 *
 *   offset  size  content
 *   0       8     magic: the ASCII text "DNSCENC\n"
 *   8       1     format version: 1
 *   9       4     PBKDF2 iterations (at least 210 000 when written)
 *   13      16    salt (random)
 *   29      12    AES-GCM IV (random)
 *   41      ...   AES-GCM ciphertext of the export, its 16-byte tag last
 *
 * The 41 header bytes are the cipher's additional data: a changed header fails like a wrong passphrase.
 */
const MAGIC = new TextEncoder().encode('DNSCENC\n');
const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const HEADER_BYTES = MAGIC.length + 1 + 4 + SALT_BYTES + IV_BYTES;
const TAG_BYTES = 16;

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256: the fewest iterations a file is written with. */
export const MIN_ITERATIONS = 210_000;
/** The most a file may ask for when read: a forged header cannot make the browser spin for minutes. */
const MAX_ITERATIONS = 10_000_000;

/** Why a file could not be decrypted: not this format (or a version this console does not read), or the passphrase (or the file) is wrong. */
export class EncryptedExportError extends Error {
    constructor(readonly reason: 'format' | 'passphrase') {
        super(reason === 'format' ? 'not an encrypted export this console reads' : 'wrong passphrase, or the file was changed');
        this.name = 'EncryptedExportError';
    }
}

const deriveKey = async (passphrase: string, salt: Uint8Array, iterations: number, usage: KeyUsage): Promise<CryptoKey> => {
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
        { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        [usage],
    );
};

/** Whether the bytes start as an encrypted export does (the magic): the import then asks for the passphrase. */
export const isEncryptedExport = (bytes: Uint8Array): boolean => bytes.length >= MAGIC.length && MAGIC.every((byte, index) => bytes[index] === byte);

/** The export's bytes encrypted under the passphrase, in the format above. */
export const encryptExport = async (plain: Uint8Array, passphrase: string, iterations = MIN_ITERATIONS): Promise<Uint8Array> => {
    if (iterations < MIN_ITERATIONS) throw new RangeError(`at least ${MIN_ITERATIONS} iterations`);
    const header = new Uint8Array(HEADER_BYTES);
    const view = new DataView(header.buffer);
    header.set(MAGIC, 0);
    view.setUint8(MAGIC.length, VERSION);
    view.setUint32(MAGIC.length + 1, iterations);
    const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    header.set(salt, MAGIC.length + 5);
    header.set(iv, MAGIC.length + 5 + SALT_BYTES);
    const key = await deriveKey(passphrase, salt, iterations, 'encrypt');
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: header }, key, plain as BufferSource);
    const file = new Uint8Array(HEADER_BYTES + cipher.byteLength);
    file.set(header, 0);
    file.set(new Uint8Array(cipher), HEADER_BYTES);
    return file;
};

/** The export's bytes again; EncryptedExportError('format') for another file, ('passphrase') for a wrong passphrase or a changed file. */
export const decryptExport = async (file: Uint8Array, passphrase: string): Promise<Uint8Array> => {
    if (!isEncryptedExport(file) || file.length < HEADER_BYTES + TAG_BYTES) throw new EncryptedExportError('format');
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const iterations = view.getUint32(MAGIC.length + 1);
    if (view.getUint8(MAGIC.length) !== VERSION || iterations < 1 || iterations > MAX_ITERATIONS) throw new EncryptedExportError('format');
    const header = file.slice(0, HEADER_BYTES);
    const salt = header.slice(MAGIC.length + 5, MAGIC.length + 5 + SALT_BYTES);
    const iv = header.slice(MAGIC.length + 5 + SALT_BYTES);
    const key = await deriveKey(passphrase, salt, iterations, 'decrypt');
    try {
        return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: header }, key, file.slice(HEADER_BYTES)));
    } catch {
        throw new EncryptedExportError('passphrase');
    }
};
