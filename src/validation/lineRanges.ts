import { lineProblemsError, type LineProblem } from './lineProblems';
import { formatAddress, parseSegment, segmentsOverlap, type IpSegment, type SegmentProblem } from './ipSegment';

/**
 * The IP ranges of a custom line: one range per line of a textarea (blank lines skipped), written as a single
 * address, "start-end" (spaces around the dash allowed) or a CIDR block, IPv4 or IPv6 (validation/ipSegment.ts,
 * ip-num). Every problem names its line number as the user sees it in the textarea (blank lines counted): a bad
 * line, a start after its end, two families in one range, a prefix too long, a range that repeats an earlier line,
 * or one that overlaps it ("第3行与第1行重叠"). What is sent is "start-end" per line, as the server stores ranges.
 */
interface LineRange extends IpSegment {
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
    family: 'domainPages.line.ranges.family',
    prefix: 'domainPages.line.ranges.prefix',
    repeat: 'domainPages.line.ranges.repeat',
    overlap: 'domainPages.line.ranges.overlap',
    tooMany: 'domainPages.line.ranges.tooMany',
} as const satisfies Record<SegmentProblem | 'required' | 'repeat' | 'overlap' | 'tooMany', string>;

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
    const range = parseSegment(text);
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
        const earlier = ranges.find(other => segmentsOverlap(parsed, other));
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

/** An error as a message key and its placeholders (react-admin's validator result; the demo's msg). */
export const lineRangeMessage = ({ key, line, other, text }: LineRangeError): LineProblem => ({
    line,
    message: key,
    args: { line: String(line), other: String(other ?? ''), text, max: String(MAX_LINE_RANGES) },
});

/** Every problem of the ranges' text, each naming its line (what ui/LineProblemList shows). */
export const lineRangeProblems = (content: string): LineProblem[] => parseLineRanges(content).errors.map(lineRangeMessage);

/** react-admin validator of the ranges textarea: the one problem, or how many lines are wrong. */
export const validateLineRanges = (value: unknown) => lineProblemsError(lineRangeProblems(typeof value === 'string' ? value : ''));

/** One line as the server takes it: "start-end" (a single address or a CIDR block written as its range). */
const normaliseLine = (text: string): string => {
    const range = parseSegment(text);
    if (typeof range === 'string') return text.replace(/\s*-\s*/, '-');
    return `${formatAddress(range.family, range.start)}-${formatAddress(range.family, range.end)}`;
};

/** The content as the server takes it: one "start-end" per line, blank lines dropped. */
export const normaliseLineRanges = (content: string): string =>
    content
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(Boolean)
        .map(normaliseLine)
        .join('\n');
