import { IPV4_MAX, ipv4ToNumber, numberToIpv4 } from '../../../format/ip';
import type { RecursiveSegment, SegmentType } from '../../../data/recursiveSegments';
import { parseSegmentLines, type IpRange } from '../../../validation';

/** What the IP inputs show for an "all segments" record (SPEC section 4); it is sent as 0.0.0.0-255.255.255.255. */
export const ALL_IP_PLACEHOLDER = '{ip}';
const ALL_RANGE: IpRange = { start: 0, end: IPV4_MAX };

/** The dialog's values. `type` is a string because radio values are; `segments` is the add dialog's lines. */
export interface SegmentFormValues {
    type: '1' | '2';
    segments: string;
    startIp: string;
    endIp: string;
    remark: string;
}

type SegmentDraft = Pick<RecursiveSegment, 'sourceIpS' | 'sourceIpE' | 'remark' | 'type'>;

export const emptySegmentForm: SegmentFormValues = { type: '1', segments: '', startIp: '', endIp: '', remark: '' };

export const segmentToForm = (segment: RecursiveSegment): SegmentFormValues =>
    segment.type === 2
        ? { type: '2', segments: '', startIp: ALL_IP_PLACEHOLDER, endIp: ALL_IP_PLACEHOLDER, remark: segment.remark }
        : { type: '1', segments: '', startIp: numberToIpv4(segment.sourceIpS), endIp: numberToIpv4(segment.sourceIpE), remark: segment.remark };

/** The line an edit dialog's start and end IPs make, as the segment validators read it. */
export const editLine = (values: Partial<SegmentFormValues>) => `${(values.startIp ?? '').trim()}-${(values.endIp ?? '').trim()}`;

/**
 * The records a valid form saves: all segments is one 0..max record; adding makes one record per line;
 * editing makes one from start and end. Values are validated before this is called.
 */
export const formToDrafts = (values: SegmentFormValues, adding: boolean): SegmentDraft[] => {
    const remark = values.remark.trim();
    if (values.type === '2') return [{ type: 2 as SegmentType, sourceIpS: ALL_RANGE.start, sourceIpE: ALL_RANGE.end, remark }];
    if (adding) return parseSegmentLines(values.segments).ranges.map(({ start, end }) => ({ type: 1, sourceIpS: start, sourceIpE: end, remark }));
    return [{ type: 1, sourceIpS: ipv4ToNumber(values.startIp) ?? 0, sourceIpE: ipv4ToNumber(values.endIp) ?? 0, remark }];
};

/** The ranges a new or edited segment must not overlap: the listed ones, less the one being edited. */
export const otherRanges = (records: readonly RecursiveSegment[] | undefined, editing?: RecursiveSegment): IpRange[] =>
    (records ?? []).filter(record => record.id !== editing?.id).map(record => ({ start: record.sourceIpS, end: record.sourceIpE }));
