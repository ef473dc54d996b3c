import { numberToIpv4 } from '../../../format/ip';
import type { RecursiveSegment, SegmentType } from '../../../data/recursiveSegments';
import { ALL_SEGMENTS, ALL_SEGMENTS_REMARK, type SegmentRow } from '../../../data/recursiveSegments/rules';
import { formatAddress, parseSegment, type IpSegment } from '../../../validation/ipSegment';
import { checkSegmentLines } from '../../../validation/segmentLines';

/** What the locked IP inputs show for an "all segments" record: the addresses SPEC section 4's {ip} stands for. */
export const ALL_START_IP = formatAddress(4, ALL_SEGMENTS.start);
export const ALL_END_IP = formatAddress(4, ALL_SEGMENTS.end);

/** The dialog's values. `type` is a string because radio values are; `segments` is the add dialog's lines. */
export interface SegmentFormValues {
    type: '1' | '2';
    segments: string;
    startIp: string;
    endIp: string;
    remark: string;
}

type SegmentDraft = Pick<RecursiveSegment, 'sourceIpS' | 'sourceIpE' | 'remark' | 'type' | 'family' | 'startIp' | 'endIp'>;

/** What a draft of one segment saves: IPv4 as integers (the known call), IPv6 as ipVersion 6 with text (designed). */
export const draftOf = ({ family, start, end }: IpSegment, remark: string): SegmentDraft =>
    family === 4
        ? { type: 1, sourceIpS: Number(start), sourceIpE: Number(end), remark }
        : { type: 1, sourceIpS: 0, sourceIpE: 0, remark, family: 6, startIp: formatAddress(6, start), endIp: formatAddress(6, end) };

export const emptySegmentForm: SegmentFormValues = { type: '1', segments: '', startIp: '', endIp: '', remark: '' };

export const segmentToForm = (segment: RecursiveSegment): SegmentFormValues =>
    segment.type === 2
        ? { type: '2', segments: '', startIp: ALL_START_IP, endIp: ALL_END_IP, remark: segment.remark }
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
    const remark = values.remark.trim() || (values.type === '2' ? ALL_SEGMENTS_REMARK : '');
    if (values.type === '2') return [{ type: 2 as SegmentType, sourceIpS: Number(ALL_SEGMENTS.start), sourceIpE: Number(ALL_SEGMENTS.end), remark }];
    if (adding) return checkSegmentLines(values.segments, []).segments.map(segment => draftOf(segment, remark));
    const edited = parseSegment(editLine(values));
    return typeof edited === 'string' ? [] : [draftOf(edited, remark)];
};

/** The saved segments a new or edited one is checked against: the listed ones, less the one being edited. */
export const otherRows = (records: readonly RecursiveSegment[] | undefined, editing?: RecursiveSegment): SegmentRow[] =>
    (records ?? []).filter(record => record.id !== editing?.id);
