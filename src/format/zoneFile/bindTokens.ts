/**
 * The BIND master-file lexer (RFC 1035 section 5.1): splits the text into entries, one per record or directive,
 * joining the lines of a parenthesised entry. Comments (';' outside quotes) are dropped; quoted strings keep
 * their spaces and semicolons; \X and \DDD escapes are decoded, a byte outside UTF-8 kept as a raw byte
 * (src/validation/txtBytes.ts) and a \DDD above 255 or of fewer than three digits refused. Each entry knows the
 * line it starts on and whether its owner is blank (the line starts with a space or a tab).
 *
 * Our own export writes lines the DNS cannot carry as comments that start with a marker ("; paused:" and
 * "; console-only:", see writeBind.ts); in a file that starts with the export's header (isConsoleExport), such a
 * comment is read back as an entry with that marker. In any other file it is a comment like any other.
 */
import { textOfBytes } from '../../validation/txtBytes';

type BindMarker = 'paused' | 'console-only';

export interface BindEntry {
    /** 1-based line the entry starts on. */
    line: number;
    /** Offsets of the entry's text in the file (for the refusal's text). */
    start: number;
    end: number;
    blankOwner: boolean;
    tokens: string[];
    /** quoted[i]: tokens[i] was a quoted string. */
    quoted: boolean[];
    /** Indexes of the unquoted tokens where an escaped dot (\. or \046) stands inside a label. */
    escapedDot?: number[];
    marker?: BindMarker;
    /** Index of the first token written `\#` (unquoted): RFC 3597's mark of generic RDATA, which the lexer reads as '#'. */
    generic?: number;
    /** A lexical fault: unbalanced parentheses, an unclosed quote, a bad \DDD escape (`escape` holds it). */
    error?: 'parens' | 'quotes' | 'escape';
    escape?: string;
}

export const MARKER_PREFIX: Record<BindMarker, string> = { paused: '; paused: ', 'console-only': '; console-only: ' };

/** The first words of the export's first line (writeBind.ts): "; Zone example.com, 12 records, exported ...". */
export const EXPORT_HEADER_START = '; Zone ';
const EXPORT_HEADER = /^; Zone \S+, \d+ records, exported /;

/** Whether the file is one of the console's BIND exports (its markers are then read back). */
export const isConsoleExport = (text: string): boolean => EXPORT_HEADER.test(text);

const MARKER = /[ \t]*; (paused|console-only): /y;

const isBlank = (code: number) => code === 32 || code === 9 || code === 13;
const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const SEMICOLON = 59;
const OPEN = 40;
const CLOSE = 41;

const encoder = new TextEncoder();

/** An escape at text[index] (just after the backslash): a byte (\DDD) or a character, the next index, or a fault. */
const readEscape = (text: string, index: number): [string | number, number] | { escape: string } => {
    const first = text.charCodeAt(index);
    if (first >= 48 && first <= 57) {
        const digits = /^\d{1,3}/.exec(text.slice(index, index + 3))![0];
        if (digits.length < 3 || Number(digits) > 255) return { escape: `\\${digits}` };
        return [Number(digits), index + 3];
    }
    if (first >= 0xd800 && first < 0xdc00) return [text.slice(index, index + 2), index + 2];
    return [text[index] ?? '', index + 1];
};

/** Joins pieces where \DDD escapes gave bytes (decoded as UTF-8 together with the text around them). */
const joinPieces = (pieces: Array<string | number>): string => {
    if (pieces.every(piece => typeof piece === 'string' || piece < 128)) {
        return pieces.map(piece => (typeof piece === 'string' ? piece : String.fromCharCode(piece))).join('');
    }
    const bytes: number[] = [];
    for (const piece of pieces) {
        if (typeof piece === 'number') bytes.push(piece);
        else for (const byte of encoder.encode(piece)) bytes.push(byte);
    }
    return textOfBytes(bytes);
};

/** The entries one after the other (a generator: a file of 200 000 records is never held as entries all at once). */
export function* lexBind(text: string, options: { markers?: boolean } = {}): Generator<BindEntry> {
    const length = text.length;
    let index = 0;
    let line = 1;
    let depth = 0;
    let entry: BindEntry | undefined;

    /** Whether the token being read holds an escaped dot. */
    let dotInLabel = false;

    /** Reads from `index` up to the first character `stops` at (escapes taken as they come): the token's text. */
    const readRun = (stops: (code: number) => boolean): string => {
        let from = index;
        let pieces: Array<string | number> | undefined;
        dotInLabel = false;
        while (index < length) {
            const code = text.charCodeAt(index);
            if (stops(code)) break;
            if (code === BACKSLASH) {
                pieces ??= [];
                pieces.push(text.slice(from, index));
                const found = readEscape(text, index + 1);
                if (!Array.isArray(found)) {
                    entry!.error ??= 'escape';
                    entry!.escape ??= found.escape;
                    index += 1 + found.escape.length - 1;
                    from = index;
                    continue;
                }
                const [piece, next] = found;
                if (piece === '.' || piece === 46) dotInLabel = true;
                pieces.push(piece);
                index = next;
                from = index;
                continue;
            }
            index += 1;
        }
        const tail = text.slice(from, index);
        return pieces ? joinPieces([...pieces, tail]) : tail;
    };

    const readQuoted = (): void => {
        const current = entry!;
        index += 1;
        current.tokens.push(readRun(code => code === QUOTE || code === NEWLINE));
        current.quoted.push(true);
        const closed = index < length && text.charCodeAt(index) === QUOTE;
        if (closed) index += 1;
        else current.error ??= 'quotes';
    };

    const readWord = (): void => {
        const current = entry!;
        const from = index;
        current.tokens.push(readRun(code => isBlank(code) || code === NEWLINE || code === SEMICOLON || code === OPEN || code === CLOSE || code === QUOTE));
        current.quoted.push(false);
        if (dotInLabel) (current.escapedDot ??= []).push(current.tokens.length - 1);
        if (index - from === 2 && text.startsWith('\\#', from)) current.generic ??= current.tokens.length - 1;
    };

    /** The entry read, if it holds anything; the next starts afresh. */
    const finish = (end: number): BindEntry | undefined => {
        const done = entry && (entry.tokens.length > 0 || entry.error) ? entry : undefined;
        if (done) done.end = end;
        entry = undefined;
        return done;
    };

    while (index < length) {
        if (depth === 0) {
            const first = text.charCodeAt(index);
            entry = { line, start: index, end: index, blankOwner: first === 32 || first === 9, tokens: [], quoted: [] };
            MARKER.lastIndex = index;
            const marker = options.markers ? MARKER.exec(text) : null;
            if (marker) {
                entry.marker = marker[1] as BindMarker;
                entry.blankOwner = false;
                index = MARKER.lastIndex;
            }
        }
        while (index < length) {
            const code = text.charCodeAt(index);
            if (code === NEWLINE) break;
            if (isBlank(code)) {
                index += 1;
            } else if (code === SEMICOLON) {
                const next = text.indexOf('\n', index);
                index = next === -1 ? length : next;
            } else if (code === OPEN) {
                depth += 1;
                index += 1;
            } else if (code === CLOSE) {
                if (depth === 0) entry!.error ??= 'parens';
                else depth -= 1;
                index += 1;
            } else if (code === QUOTE) {
                readQuoted();
            } else {
                readWord();
            }
        }
        const end = index;
        if (index < length) {
            index += 1;
            line += 1;
        }
        if (depth === 0) {
            const done = finish(end);
            if (done) yield done;
        }
    }
    if (entry) {
        if (depth > 0) entry.error ??= 'parens';
        const done = finish(length);
        if (done) yield done;
    }
}
