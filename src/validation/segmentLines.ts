import { conflictsOf, formatSegment, parseSegment, type IpSegment, type SegmentProblem } from './ipSegment';

/** A segment with how a refusal names it: its remark with its range (办公网（10.0.0.0-10.0.255.255）), or the range alone. */
export interface NamedSegment extends IpSegment {
    name: string;
}

export const SEGMENT_MESSAGES: Record<SegmentProblem | 'overlap', string> = {
    format: 'ipSegments.format',
    order: 'ipSegments.order',
    family: 'ipSegments.family',
    prefix: 'ipSegments.prefix',
    overlap: 'ipSegments.overlap',
};

/** A problem with one segment text: the message key, the text, and for an overlap the rows it overlaps ("、" between them). */
export interface SegmentRefusal {
    key: string;
    args: { line: string; rows?: string };
}

export const nameSegment = (segment: IpSegment, remark?: string): NamedSegment => ({
    ...segment,
    name: remark ? `${remark}（${formatSegment(segment)}）` : formatSegment(segment),
});

/** One segment text checked against the segments already there: the segment, or its refusal naming the conflicting rows. */
export const checkSegment = (text: string, existing: readonly NamedSegment[]): IpSegment | SegmentRefusal => {
    const line = text.trim();
    const parsed = parseSegment(line);
    if (typeof parsed === 'string') return { key: SEGMENT_MESSAGES[parsed], args: { line } };
    const conflicts = conflictsOf(parsed, existing);
    if (conflicts.length) return { key: SEGMENT_MESSAGES.overlap, args: { line, rows: conflicts.map(row => row.name).join('、') } };
    return parsed;
};

export const isRefusal = (value: IpSegment | SegmentRefusal): value is SegmentRefusal => 'key' in value;

/**
 * The add dialog's lines (one segment per line: an address, "start-end" or a CIDR block, IPv4 or IPv6; blank lines
 * skipped). Stops at the first bad line; an overlap names the listed rows or the earlier line it overlaps.
 */
export const checkSegmentLines = (text: string, existing: readonly NamedSegment[]): { segments: IpSegment[]; refusal?: SegmentRefusal } => {
    const segments: NamedSegment[] = [];
    for (const line of text.split(/\r?\n/).filter(item => item.trim())) {
        const checked = checkSegment(line, [...existing, ...segments]);
        if (isRefusal(checked)) return { segments, refusal: checked };
        segments.push(nameSegment(checked));
    }
    return { segments };
};
