import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';
import { bytesOfText, quoteTxt, splitText, textOfBytes, utf8Bytes } from './txtBytes';

export { bytesOfText, needsEscapes, quoteTxt, splitText, textOfBytes, utf8Bytes } from './txtBytes';

/**
 * A TXT value: either plain text (one string, taken as is) or one or more "quoted strings" separated by spaces,
 * where \" and \\ escape a quote and a backslash and \DDD (three decimal digits, at most 255) is one byte, as in a
 * zone file (RFC 1035 5.1). A byte that is not part of UTF-8 text is held as txtBytes.ts says. A value holding a
 * quote must be all quoted strings: an unbalanced quote, or text outside the quotes, is refused
 * (recordChecks.txtQuotes); a \DDD above 255 or of fewer than three digits too (recordChecks.txtEscape).
 */
type TxtParse = { strings: string[] } | { error: 'quotes' } | { error: 'escape'; escape: string };

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

export const parseTxt = (value: string): TxtParse => {
    if (!value.includes('"')) return { strings: [value] };
    const strings: string[] = [];
    let index = 0;
    while (index < value.length) {
        const char = value[index];
        if (/\s/.test(char)) {
            index += 1;
            continue;
        }
        if (char !== '"') return { error: 'quotes' };
        let text = '';
        let bytes: number[] | undefined;
        index += 1;
        let closed = false;
        while (index < value.length) {
            const inner = value[index];
            if (inner === '\\' && index + 1 < value.length) {
                if (isDigit(value[index + 1])) {
                    const digits = value.slice(index + 1, index + 4);
                    if (!/^\d{3}$/.test(digits) || Number(digits) > 255) return { error: 'escape', escape: `\\${digits.replace(/\D.*$/, '')}` };
                    bytes ??= [...bytesOfText(text)];
                    bytes.push(Number(digits));
                    index += 4;
                    continue;
                }
                if (bytes) bytes.push(...bytesOfText(value[index + 1]));
                else text += value[index + 1];
                index += 2;
                continue;
            }
            if (inner === '"') {
                closed = true;
                index += 1;
                break;
            }
            if (bytes) bytes.push(...bytesOfText(inner));
            else text += inner;
            index += 1;
        }
        if (!closed) return { error: 'quotes' };
        // strings are separated by white space: "a""b" is refused
        if (index < value.length && !/\s/.test(value[index])) return { error: 'quotes' };
        strings.push(bytes ? textOfBytes(bytes) : text);
    }
    return { strings };
};

/** Bytes of the record's data (RDATA) for these character-strings: each is a length byte and its bytes. */
export const txtDataBytes = (strings: readonly string[]): number => strings.reduce((sum, text) => sum + 1 + utf8Bytes(text), 0);

/**
 * A TXT value as the DNS carries it: each character-string at most 255 bytes, the record's data at most 65 535
 * bytes (RFC 1035 3.3.14 and 3.2.1). The record editor splits a longer string before saving
 * (normaliseRecordValue), so this refuses one only when it comes unsplit (a zone file, the API).
 */
export const checkTxt = (value: string): RecordProblem => {
    const parsed = parseTxt(value);
    if ('error' in parsed) return parsed.error === 'quotes' ? problem('txtQuotes') : problem('txtEscape', { escape: parsed.escape });
    for (const [index, text] of parsed.strings.entries()) {
        const bytes = utf8Bytes(text);
        if (bytes > RECORD_LIMITS.txtStringBytes) {
            return problem('txtStringTooLong', { n: index + 1, bytes, max: RECORD_LIMITS.txtStringBytes });
        }
    }
    const bytes = txtDataBytes(parsed.strings);
    if (bytes > RECORD_LIMITS.txtDataBytes) return problem('txtTooLong', { bytes, max: RECORD_LIMITS.txtDataBytes });
    return undefined;
};

/** The character-strings a TXT value is stored as: a string over 255 bytes split, never inside a character. */
export const storedTxtStrings = (strings: readonly string[]): string[] => strings.flatMap(text => splitText(text, RECORD_LIMITS.txtStringBytes));

/**
 * A TXT value as it is saved: unchanged when each of its strings fits, else written again as quoted strings of at
 * most 255 bytes (a pasted DKIM key of 720 characters becomes three strings, which DNS reads back as one text).
 * Idempotent.
 */
export const normaliseTxt = (value: string): string => {
    const parsed = parseTxt(value);
    if ('error' in parsed || parsed.strings.every(text => utf8Bytes(text) <= RECORD_LIMITS.txtStringBytes)) return value;
    return storedTxtStrings(parsed.strings).map(quoteTxt).join(' ');
};

/** How many character-strings a TXT value is stored as (normaliseTxt), 0 when it cannot be read. */
export const storedTxtCount = (value: string): number => {
    const parsed = parseTxt(value.trim());
    return 'error' in parsed ? 0 : storedTxtStrings(parsed.strings).length;
};
