import { IPV4_MAX, numberToIpv4 } from '../../../format/ip';
import type { RecursiveSegment, SegmentType } from '../../../data/recursiveSegments';
import { type IpRange } from '../../../validation';
import { formatAddress, parseSegment, type IpSegment } from '../../../validation/ipSegment';
import { checkSegmentLines, nameSegment, type NamedSegment } from '../../../validation/segmentLines';

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

type SegmentDraft = Pick<RecursiveSegment, 'sourceIpS' | 'sourceIpE' | 'remark' | 'type' | 'family' | 'startIp' | 'endIp'>;

/** A record's range as the shared rules see it: IPv4 from its integers, IPv6 from its text (designed). */
export const segmentOf = (record: RecursiveSegment): IpSegment => {
    const v6 = record.family === 6 ? parseSegment(`${record.startIp ?? ''}-${record.endIp ?? ''}`) : undefined;
    return v6 && typeof v6 !== 'string' ? v6 : { family: 4, start: BigInt(record.sourceIpS), end: BigInt(record.sourceIpE) };
};

/** What a draft of one segment saves: IPv4 as integers (the known call), IPv6 as ipVersion 6 with text (designed). */
export const draftOf = ({ family, start, end }: IpSegment, remark: string): SegmentDraft =>
    family === 4
        ? { type: 1, sourceIpS: Number(start), sourceIpE: Number(end), remark }
        : { type: 1, sourceIpS: 0, sourceIpE: 0, remark, family: 6, startIp: formatAddress(6, start), endIp: formatAddress(6, end) };

export const emptySegmentForm: SegmentFormValues = { type: '1', segments: '', startIp: '', endIp: '', remark: '' };

export const segmentToForm = (segment: RecursiveSegment): SegmentFormValues =>
    segment.type === 2
        ? { type: '2', segments: '', startIp: ALL_IP_PLACEHOLDER, endIp: ALL_IP_PLACEHOLDER, remark: segment.remark }
        : segment.family === 6
          ? { type: '1', segments: '', startIp: segment.startIp ?? '', endIp: segment.endIp ?? '', remark: segment.remark }
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
    if (adding) return checkSegmentLines(values.segments, []).segments.map(segment => draftOf(segment, remark));
    const edited = parseSegment(editLine(values));
    return typeof edited === 'string' ? [] : [draftOf(edited, remark)];
};

/** The listed segments a new or edited one must not overlap (the one being edited left out), named for a refusal. */
export const namedOthers = (records: readonly RecursiveSegment[] | undefined, editing?: RecursiveSegment): NamedSegment[] =>
    (records ?? []).filter(record => record.id !== editing?.id).map(record => nameSegment(segmentOf(record), record.remark));

/** The ranges a new or edited segment must not overlap: the listed ones, less the one being edited. */
export const otherRanges = (records: readonly RecursiveSegment[] | undefined, editing?: RecursiveSegment): IpRange[] =>
    (records ?? []).filter(record => record.id !== editing?.id).map(record => ({ start: record.sourceIpS, end: record.sourceIpE }));
