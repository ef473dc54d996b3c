/**
 * The presentation format's pieces shared by the record types (RFC 1035 section 5.1): tokens separated by spaces,
 * "quoted strings" holding spaces, backslash escapes (\X and \DDD), and character-strings written back the way
 * BIND and dnspython write them.
 */
import { bytesOfText } from '../txtBytes';

/** The value's tokens as typed (quotes and escapes kept); a quote left open gives undefined. */
export const splitTokens = (text: string): string[] | undefined => {
    const tokens: string[] = [];
    let current = '';
    let quoted = false;
    let started = false;
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char === '\\') {
            current += char + (text[index + 1] ?? '');
            index += 1;
            started = true;
        } else if (char === '"') {
            quoted = !quoted;
            current += char;
            started = true;
        } else if (!quoted && /\s/.test(char)) {
            if (started) tokens.push(current);
            current = '';
            started = false;
        } else {
            current += char;
            started = true;
        }
    }
    if (quoted) return undefined;
    if (started) tokens.push(current);
    return tokens;
};

/** A token without its surrounding quotes (escapes kept): '"a b"' -> 'a b'; an unquoted token as it is. */
export const unquote = (token: string): string => (token.length >= 2 && token.startsWith('"') && token.endsWith('"') ? token.slice(1, -1) : token);

/**
 * The bytes of a character-string's text (quotes removed): \DDD is a byte (at most 255), \X is X, other characters
 * their UTF-8 bytes. Undefined when an escape is malformed or a quote stands unescaped inside.
 */
export const decodeCharString = (text: string): number[] | undefined => {
    const bytes: number[] = [];
    /** The bytes of the character (or surrogate pair) at `at`; the index of the next. */
    const pushCharacter = (at: number): number => {
        const code = text.charCodeAt(at);
        if (code < 0x80) {
            bytes.push(code);
            return at + 1;
        }
        const size = code >= 0xd800 && code < 0xdc00 && at + 1 < text.length ? 2 : 1;
        for (const byte of bytesOfText(text.slice(at, at + size))) bytes.push(byte);
        return at + size;
    };
    let index = 0;
    while (index < text.length) {
        const code = text.charCodeAt(index);
        if (code === 0x22) return undefined;
        if (code !== 0x5c) {
            index = pushCharacter(index);
            continue;
        }
        const digits = /^\d{3}/.exec(text.slice(index + 1, index + 4));
        if (digits) {
            const byte = Number(digits[0]);
            if (byte > 255) return undefined;
            bytes.push(byte);
            index += 4;
        } else if (index + 1 < text.length) {
            index = pushCharacter(index + 1);
        } else {
            return undefined;
        }
    }
    return bytes;
};

/** Bytes as a character-string's text: printable ASCII as is, " and \ escaped, other bytes as \DDD (as dnspython). */
export const encodeCharString = (bytes: readonly number[], escapeAlso = ''): string =>
    bytes
        .map(byte => {
            const char = String.fromCharCode(byte);
            if (byte === 0x22 || byte === 0x5c || escapeAlso.includes(char)) return `\\${char}`;
            if (byte >= 0x20 && byte < 0x7f) return char;
            return `\\${String(byte).padStart(3, '0')}`;
        })
        .join('');

/** A quoted character-string in canonical form: '"' + escaped text + '"'. */
export const quoteBytes = (bytes: readonly number[]): string => `"${encodeCharString(bytes)}"`;

/** Digits naming a whole number from 0 to `max`, no sign, no decimals. */
export const isUint = (text: string, max: number): boolean => /^\d+$/.test(text) && Number(text) <= max;

/** A whole number written back without leading zeros. */
export const writeUint = (text: string): string => String(Number(text));

/** Hexadecimal digits (spaces allowed between them, as zone files split long values): their count must be even. */
export const hexDigits = (text: string): string => text.replace(/\s+/g, '');

export const isHex = (text: string): boolean => /^[0-9a-fA-F]*$/.test(text);

/** Base64 (RFC 4648, padded), spaces allowed between groups. */
export const base64Text = (text: string): string => text.replace(/\s+/g, '');

export const isBase64 = (text: string): boolean => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text) && !/=[^=]/.test(text);

/** A domain name written absolute: with its trailing dot ('.' is the root). */
export const absolute = (name: string): string => (name.endsWith('.') ? name : `${name}.`);
