/**
 * TXT character-strings hold bytes (RFC 1035 3.3), mostly UTF-8 text. The console keeps them as JavaScript text,
 * and a byte that is not part of valid UTF-8 (from a zone file's \DDD, e.g. "caf\233") as the lone surrogate
 * U+DC80..U+DCFF (U+DC00 + the byte, as Python's "surrogateescape"), so no byte is ever changed. Written out,
 * such a byte (and a control character) is the escape \DDD (quoteTxt).
 */

const RAW_FIRST = 0xdc80;
const RAW_LAST = 0xdcff;

/** Whether this UTF-16 code unit stands for one raw byte. */
export const isRawByte = (code: number): boolean => code >= RAW_FIRST && code <= RAW_LAST;

/** The bytes of a character-string: UTF-8, a raw byte as itself. */
export const bytesOfText = (text: string): number[] => {
    const bytes: number[] = [];
    for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code < 0x80) bytes.push(code);
        else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
        else if (isRawByte(code)) bytes.push(code - 0xdc00);
        else if (code >= 0xd800 && code < 0xdc00 && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
            const point = 0x10000 + ((code - 0xd800) << 10) + (text.charCodeAt(index + 1) - 0xdc00);
            bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 63), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63));
            index += 1;
        } else {
            const unit = code >= 0xd800 && code < 0xe000 ? 0xfffd : code;
            bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63));
        }
    }
    return bytes;
};

/** How many bytes a character-string holds. */
export const utf8Bytes = (text: string): number => {
    let count = 0;
    for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code < 0x80 || isRawByte(code)) count += 1;
        else if (code < 0x800) count += 2;
        else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
            count += 4;
            index += 1;
        } else count += 3;
    }
    return count;
};

const continuation = (bytes: readonly number[], at: number, count: number): boolean => {
    for (let next = at + 1; next <= at + count; next++) if (next >= bytes.length || (bytes[next] & 0xc0) !== 0x80) return false;
    return true;
};

/** The code point of a well-formed UTF-8 sequence at `at` and its length, or undefined (RFC 3629: no overlong form, no surrogate). */
const decodeAt = (bytes: readonly number[], at: number): [number, number] | undefined => {
    const first = bytes[at];
    const length = first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0;
    if (length === 0 || !continuation(bytes, at, length - 1)) return undefined;
    let point = first & (0xff >> (length + 1));
    for (let next = at + 1; next < at + length; next++) point = (point << 6) | (bytes[next] & 63);
    const smallest = [0, 0, 0x80, 0x800, 0x10000][length];
    if (point < smallest || point > 0x10ffff || (point >= 0xd800 && point < 0xe000)) return undefined;
    return [point, length];
};

/** A character-string from its bytes: UTF-8 decoded, every byte outside valid UTF-8 kept as a raw byte. */
export const textOfBytes = (bytes: readonly number[]): string => {
    let text = '';
    let index = 0;
    while (index < bytes.length) {
        const byte = bytes[index];
        if (byte < 0x80) {
            text += String.fromCharCode(byte);
            index += 1;
            continue;
        }
        const found = decodeAt(bytes, index);
        if (found) {
            text += String.fromCodePoint(found[0]);
            index += found[1];
        } else {
            text += String.fromCharCode(0xdc00 + byte);
            index += 1;
        }
    }
    return text;
};

/** Whether the string holds a raw byte or a control character: it can only be written with \DDD escapes. */
export const needsEscapes = (text: string): boolean => {
    for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code < 32 || code === 127 || isRawByte(code)) return true;
    }
    return false;
};

const escapeCode = (code: number): string => `\\${String(code).padStart(3, '0')}`;

/** A character-string quoted: \" and \\ escaped, control characters and raw bytes as \DDD (RFC 1035 5.1). */
export const quoteTxt = (text: string): string => {
    let out = '"';
    for (let index = 0; index < text.length; index++) {
        const char = text[index];
        const code = text.charCodeAt(index);
        if (char === '"' || char === '\\') out += `\\${char}`;
        else if (code < 32 || code === 127) out += escapeCode(code);
        else if (isRawByte(code)) out += escapeCode(code - 0xdc00);
        else out += char;
    }
    return `${out}"`;
};

/** Splits a character-string into pieces of at most `max` bytes, never inside a character. */
export const splitText = (text: string, max: number): string[] => {
    if (utf8Bytes(text) <= max) return [text];
    const pieces: string[] = [];
    let piece = '';
    let bytes = 0;
    for (const char of text) {
        const size = utf8Bytes(char);
        if (bytes + size > max) {
            pieces.push(piece);
            piece = '';
            bytes = 0;
        }
        piece += char;
        bytes += size;
    }
    pieces.push(piece);
    return pieces;
};
