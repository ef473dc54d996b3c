import type { ValidationError } from './messages';
import { overlaps, parseIpRange } from './segments';

/**
 * The IP ranges of a custom line: one "a-b" IPv4 range per line of a textarea (spaces around the dash allowed,
 * blank lines skipped). Every problem names its line number as the user sees it in the textarea (blank lines
 * counted): a bad line, a start after its end, a range that repeats an earlier line, or one that overlaps it
 * ("第3行与第1行重叠").
 */
interface LineRange {
    start: number;
    end: number;
    /** 1-based line number in the text. */
    line: number;
    text: string;
}

/** The longest name of a custom line (characters). */
export const LINE_NAME_MAX = 32;

export const LINE_RANGE_ERRORS = {
    required: 'domainPages.line.ranges.required',
    format: 'domainPages.line.ranges.format',
    order: 'domainPages.line.ranges.order',
    repeat: 'domainPages.line.ranges.repeat',
    overlap: 'domainPages.line.ranges.overlap',
    tooMany: 'domainPages.line.ranges.tooMany',
} as const;

/** The most ranges one custom line takes. */
export const MAX_LINE_RANGES = 1000;

export interface LineRangeError {
    key: (typeof LINE_RANGE_ERRORS)[keyof typeof LINE_RANGE_ERRORS];
    line: number;
    /** The earlier line repeated or overlapped. */
    other?: number;
    text: string;
}

interface LineRangesResult {
    ranges: LineRange[];
    /** At most one error per line, in line order. */
    errors: LineRangeError[];
}

const parse = (text: string, line: number): LineRange | LineRangeError => {
    const range = parseIpRange(text);
    return typeof range === 'string' ? { key: LINE_RANGE_ERRORS[range], line, text } : { ...range, line, text };
};

export const parseLineRanges = (content: string | null | undefined): LineRangesResult => {
    const ranges: LineRange[] = [];
    const errors: LineRangeError[] = [];
    const lines = (content ?? '').split(/\r?\n/);
    lines.forEach((raw, index) => {
        const text = raw.trim();
        if (!text) return;
        const parsed = parse(text, index + 1);
        if ('key' in parsed) {
            errors.push(parsed);
            return;
        }
        const earlier = ranges.find(other => overlaps(parsed, other));
        if (earlier) {
            const same = earlier.start === parsed.start && earlier.end === parsed.end;
            errors.push({ key: same ? LINE_RANGE_ERRORS.repeat : LINE_RANGE_ERRORS.overlap, line: parsed.line, other: earlier.line, text });
        }
        ranges.push(parsed);
    });
    if (errors.length === 0 && ranges.length === 0) errors.push({ key: LINE_RANGE_ERRORS.required, line: 0, text: '' });
    if (errors.length === 0 && ranges.length > MAX_LINE_RANGES) {
        errors.push({ key: LINE_RANGE_ERRORS.tooMany, line: ranges[MAX_LINE_RANGES].line, text: String(MAX_LINE_RANGES) });
    }
    return { ranges, errors };
};

/** An error as react-admin's validator result: the key and its placeholders. */
export const lineRangeMessage = ({ key, line, other, text }: LineRangeError): ValidationError => ({
    message: key,
    args: { line: String(line), other: String(other ?? ''), text, max: String(MAX_LINE_RANGES) },
});

/** react-admin validator of the ranges textarea: the first problem, naming its line. */
export const validateLineRanges = (value: unknown): ValidationError | undefined => {
    const { errors } = parseLineRanges(typeof value === 'string' ? value : '');
    return errors.length ? lineRangeMessage(errors[0]) : undefined;
};

/** The content as the server takes it: one trimmed "a-b" per line, spaces around the dash removed. */
export const normaliseLineRanges = (content: string): string =>
    content
        .split(/\r?\n/)
        .map(line => line.trim().replace(/\s*-\s*/, '-'))
        .filter(Boolean)
        .join('\n');
