import { needsEscapes, parseTxt, quoteTxt, splitText } from '../../validation/recordTxt';

/**
 * TXT between a zone file's character-strings and the console's value (src/validation/recordTxt.ts): one string
 * the editor can hold as is (no quote, no surrounding blanks, not empty, no control character or byte outside
 * UTF-8) is stored plain; anything else as quoted strings separated by one space, \" and \\ escaped, control
 * characters and bytes outside UTF-8 as \DDD (txtBytes.ts): no byte of the file is changed.
 */
const escapeQuoted = (text: string): string => text.replace(/[\\"]/g, match => `\\${match}`);

/** A CAA value or another quoted field: \" and \\ escaped. */
export const quoteString = (text: string): string => `"${escapeQuoted(text)}"`;

const isPlain = (text: string): boolean => text !== '' && !text.includes('"') && text.trim() === text && !needsEscapes(text);

/** A character-string in master-file syntax: \" and \\ escaped, control characters and raw bytes as \DDD (RFC 1035 5.1). */
export const bindQuote = quoteTxt;

/** The console's value for these character-strings. */
export const txtValueOf = (strings: readonly string[]): string => (strings.length === 1 && isPlain(strings[0]) ? strings[0] : strings.map(quoteTxt).join(' '));

/** The character-strings of a console TXT value (one string when it cannot be read). */
export const txtStringsOf = (value: string): string[] => {
    const parsed = parseTxt(value);
    return 'strings' in parsed ? parsed.strings : [value];
};

/** The same TXT value written the one way txtValueOf would (for comparisons). */
export const canonicalTxt = (value: string): string => txtValueOf(txtStringsOf(value));

/** Splits a string into pieces of at most `max` bytes, never inside a character. */
export const splitBytes = (text: string, max = 255): string[] => splitText(text, max);
