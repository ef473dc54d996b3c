import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';

/**
 * A TXT value: either plain text (one string, taken as is) or one or more "quoted strings" separated by spaces,
 * where \" and \\ escape a quote and a backslash. A value holding a quote must be all quoted strings: an
 * unbalanced quote, or text outside the quotes, is refused (recordChecks.txtQuotes).
 */
type TxtParse = { strings: string[] } | { error: 'quotes' };

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
        index += 1;
        let closed = false;
        while (index < value.length) {
            const inner = value[index];
            if (inner === '\\' && index + 1 < value.length) {
                text += value[index + 1];
                index += 2;
                continue;
            }
            if (inner === '"') {
                closed = true;
                index += 1;
                break;
            }
            text += inner;
            index += 1;
        }
        if (!closed) return { error: 'quotes' };
        // strings are separated by white space: "a""b" is refused
        if (index < value.length && !/\s/.test(value[index])) return { error: 'quotes' };
        strings.push(text);
    }
    return { strings };
};

const encoder = new TextEncoder();

export const utf8Bytes = (text: string): number => encoder.encode(text).length;

export const checkTxt = (value: string): RecordProblem => {
    if (value.length > RECORD_LIMITS.txtValueChars) return problem('txtTooLong', { length: value.length, max: RECORD_LIMITS.txtValueChars });
    const parsed = parseTxt(value);
    if ('error' in parsed) return problem('txtQuotes');
    for (const [index, text] of parsed.strings.entries()) {
        const bytes = utf8Bytes(text);
        if (bytes > RECORD_LIMITS.txtStringBytes) {
            return problem('txtStringTooLong', { n: index + 1, bytes, max: RECORD_LIMITS.txtStringBytes });
        }
    }
    return undefined;
};
