import { ipv4ToNumber } from '../format/ip';
import { toValidationError, type LineError, type ValidationError } from './messages';

/** An IPv4 range as integers, both ends included. */
export interface IpRange {
    start: number;
    end: number;
}

/** A parsed line: its range and the text it came from (trimmed), for messages. */
interface SegmentLine extends IpRange {
    line: string;
}

interface SegmentLinesResult {
    ranges: SegmentLine[];
    error?: LineError;
}

const SEGMENT_ERRORS = {
    format: 'validation.segmentFormat',
    order: 'validation.segmentOrder',
    overlap: 'validation.segmentOverlap',
} as const;

/** Whether two ranges share an address. */
export const overlaps = (a: IpRange, b: IpRange): boolean => a.start <= b.end && b.start <= a.end;

/**
 * One trimmed "start-end" IPv4 range (spaces around the dash allowed), or what is wrong with it: 'format' (not
 * two IPv4 addresses) or 'order' (start after end). The IP segments and the custom lines' ranges both read this.
 */
export const parseIpRange = (text: string): IpRange | 'format' | 'order' => {
    const parts = text.split('-');
    const start = parts.length === 2 ? ipv4ToNumber(parts[0]) : undefined;
    const end = parts.length === 2 ? ipv4ToNumber(parts[1]) : undefined;
    if (start === undefined || end === undefined) return 'format';
    if (start > end) return 'order';
    return { start, end };
};

/** One line of the IP segment dialog: its range, or the segment message of what is wrong. */
export const parseLine = (line: string): SegmentLine | LineError => {
    const range = parseIpRange(line);
    return typeof range === 'string' ? { key: SEGMENT_ERRORS[range], line } : { ...range, line };
};

/**
 * The IP segment dialog's "start-end" lines (SPEC section 5): one IPv4 range per line (blank lines skipped,
 * spaces around the dash allowed). Stops at the first bad line: not start-end IPv4 (IP段格式错误：), start
 * after end (起始IP不能大于截止IP：), or overlapping an earlier line or one of `existing` (IP区间重复：).
 */
export const parseSegmentLines = (text: string | null | undefined, existing: readonly IpRange[] = []): SegmentLinesResult => {
    const ranges: SegmentLine[] = [];
    const lines = (text ?? '')
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(Boolean);
    for (const line of lines) {
        const parsed = parseLine(line);
        if ('key' in parsed) return { ranges, error: parsed };
        if ([...existing, ...ranges].some(other => overlaps(parsed, other))) {
            return { ranges, error: { key: SEGMENT_ERRORS.overlap, line } };
        }
        ranges.push(parsed);
    }
    return { ranges };
};

/** A react-admin validator over parseSegmentLines; `existing` is read at validation time. */
export const segmentLinesValidator =
    (existing: () => readonly IpRange[] = () => []) =>
    (value: unknown): ValidationError | undefined => {
        const { error } = parseSegmentLines(typeof value === 'string' ? value : '', existing());
        return error ? toValidationError(error) : undefined;
    };
