import { parseTxt, utf8Bytes } from '../../validation/records';

/**
 * TXT between a zone file's character-strings and the console's value (src/validation/recordTxt.ts): one string
 * the editor can hold as is (no quote, no surrounding blanks, not empty) is stored plain; anything else as quoted
 * strings separated by one space, \" and \\ escaped.
 */
const escapeQuoted = (text: string): string => text.replace(/[\\"]/g, match => `\\${match}`);

export const quoteString = (text: string): string => `"${escapeQuoted(text)}"`;

const isPlain = (text: string): boolean => text !== '' && !text.includes('"') && text.trim() === text;

const escapeControl = (char: string): string => {
    const code = char.charCodeAt(0);
    return code < 32 || code === 127 ? `\\${String(code).padStart(3, '0')}` : char;
};

/** A character-string in master-file syntax: \" and \\ escaped, control characters as \DDD (RFC 1035 5.1). */
export const bindQuote = (text: string): string => `"${escapeQuoted(text).split('').map(escapeControl).join('')}"`;

/** The console's value for these character-strings. */
export const txtValueOf = (strings: readonly string[]): string =>
    strings.length === 1 && isPlain(strings[0]) ? strings[0] : strings.map(quoteString).join(' ');

/** The character-strings of a console TXT value (one string when it cannot be read). */
export const txtStringsOf = (value: string): string[] => {
    const parsed = parseTxt(value);
    return 'strings' in parsed ? parsed.strings : [value];
};

/** The same TXT value written the one way txtValueOf would (for comparisons). */
export const canonicalTxt = (value: string): string => txtValueOf(txtStringsOf(value));

const encoder = new TextEncoder();

/** Splits a string into pieces of at most `max` UTF-8 bytes, never inside a character. */
export const splitBytes = (text: string, max = 255): string[] => {
    if (utf8Bytes(text) <= max) return [text];
    const pieces: string[] = [];
    let piece = '';
    let bytes = 0;
    for (const char of text) {
        const size = encoder.encode(char).length;
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
