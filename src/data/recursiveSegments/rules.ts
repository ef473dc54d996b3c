import { IPV4_MAX } from '../../format/ip';
import { parseSegment, type IpSegment } from '../../validation/ipSegment';
import { nameSegment, type NamedSegment } from '../../validation/segmentLines';
import type { RecursiveSegment } from './types';

/** The remark an "all segments" entry is stored with, whatever the console's language (SPEC section 4). */
export const ALL_SEGMENTS_REMARK = '所有IP段';

/** The addresses an "all segments" entry covers. */
export const ALL_SEGMENTS: IpSegment = { family: 4, start: 0n, end: BigInt(IPV4_MAX) };

/** What the rules read of a saved segment. */
export type SegmentRow = Pick<RecursiveSegment, 'type' | 'remark' | 'sourceIpS' | 'sourceIpE' | 'family' | 'startIp' | 'endIp'>;

/** A row's range as the shared IP rules (validation/ipSegment) see it: IPv4 from its integers, IPv6 from its text. */
export const segmentOf = (row: SegmentRow): IpSegment => {
    const v6 = row.family === 6 ? parseSegment(`${row.startIp ?? ''}-${row.endIp ?? ''}`) : undefined;
    return v6 && typeof v6 !== 'string' ? v6 : { family: 4, start: BigInt(row.sourceIpS), end: BigInt(row.sourceIpE) };
};

/**
 * The saved rows a specified segment must not overlap, named as a refusal names them (办公网（10.0.0.0-10.0.255.255）).
 * "All segments" is the fallback for the addresses no specified segment covers, so it is never in the way; the
 * overlap itself is validation/segmentLines' check.
 */
export const specifiedRows = (rows: readonly SegmentRow[]): NamedSegment[] =>
    rows.filter(row => row.type !== 2).map(row => nameSegment(segmentOf(row), row.remark));

/** The saved rows a new "all segments" entry is refused beside: there is one at most. */
export const allSegmentsRows = <Row extends SegmentRow>(rows: readonly Row[]): Row[] => rows.filter(row => row.type === 2);

/** The rows a refusal names, "、" between them. */
export const describeRows = (rows: readonly SegmentRow[]): string => rows.map(row => nameSegment(segmentOf(row), row.remark).name).join('、');
