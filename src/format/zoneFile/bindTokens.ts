/**
 * The BIND master-file lexer (RFC 1035 section 5.1): splits the text into entries, one per record or directive,
 * joining the lines of a parenthesised entry. Comments (';' outside quotes) are dropped; quoted strings keep
 * their spaces and semicolons; \X and \DDD escapes are decoded. Each entry knows the line it starts on and
 * whether its owner is blank (the line starts with a space or a tab).
 *
 * Our own export writes lines the DNS cannot carry as comments that start with a marker ("; paused:" and
 * "; console-only:", see writeBind.ts); such a comment is read back as an entry with that marker.
 */
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
    marker?: BindMarker;
    /** Index of the first token written `\#` (unquoted): RFC 3597's mark of generic RDATA, which the lexer reads as '#'. */
    generic?: number;
    /** A lexical fault: unbalanced parentheses or an unclosed quote. */
    error?: 'parens' | 'quotes';
}

export const MARKER_PREFIX: Record<BindMarker, string> = { paused: '; paused: ', 'console-only': '; console-only: ' };

const MARKER = /[ \t]*; (paused|console-only): /y;

const isBlank = (code: number) => code === 32 || code === 9 || code === 13;
const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const SEMICOLON = 59;
const OPEN = 40;
const CLOSE = 41;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Reads one escape at text[index] (just after the backslash): the piece and the next index. */
const readEscape = (text: string, index: number): [string | number, number] => {
    const digits = /^\d{3}/.exec(text.slice(index, index + 3));
    if (digits) return [Number(digits[0]), index + 3];
    return [text[index] ?? '', index + 1];
};

/** Joins pieces where \DDD escapes gave bytes (decoded as UTF-8 together with the text around them). */
const joinPieces = (pieces: Array<string | number>): string => {
    if (pieces.every(piece => typeof piece === 'string' || piece < 128)) {
        return pieces.map(piece => (typeof piece === 'string' ? piece : String.fromCharCode(piece))).join('');
    }
    const bytes: number[] = [];
    for (const piece of pieces) {
        if (typeof piece === 'number') bytes.push(piece & 255);
        else bytes.push(...encoder.encode(piece));
    }
    return decoder.decode(new Uint8Array(bytes));
};

export const lexBind = (text: string): BindEntry[] => {
    const entries: BindEntry[] = [];
    const length = text.length;
    let index = 0;
    let line = 1;
    let depth = 0;
    let entry: BindEntry | undefined;

    /** Reads from `index` up to the first character `stops` at (escapes taken as they come): the token's text. */
    const readRun = (stops: (code: number) => boolean): string => {
        let from = index;
        let pieces: Array<string | number> | undefined;
        while (index < length) {
            const code = text.charCodeAt(index);
            if (stops(code)) break;
            if (code === BACKSLASH) {
                pieces ??= [];
                pieces.push(text.slice(from, index));
                const [piece, next] = readEscape(text, index + 1);
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
        if (index - from === 2 && text.startsWith('\\#', from)) current.generic ??= current.tokens.length - 1;
    };

    const finish = (end: number) => {
        if (entry && (entry.tokens.length > 0 || entry.error)) {
            entry.end = end;
            entries.push(entry);
        }
        entry = undefined;
    };

    while (index < length) {
        if (depth === 0) {
            const first = text.charCodeAt(index);
            entry = { line, start: index, end: index, blankOwner: first === 32 || first === 9, tokens: [], quoted: [] };
            MARKER.lastIndex = index;
            const marker = MARKER.exec(text);
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
        if (depth === 0) finish(end);
    }
    if (entry) {
        if (depth > 0) entry.error ??= 'parens';
        finish(length);
    }
    return entries;
};
