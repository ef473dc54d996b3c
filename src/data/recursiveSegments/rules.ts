import { IPV4_MAX, numberToIpv4 } from '../../format/ip';
import { overlaps, type IpRange } from '../../validation/segments';
import type { RecursiveSegment, SegmentType } from './types';

/** The remark an "all segments" entry is stored with, whatever the console's language (SPEC section 4). */
export const ALL_SEGMENTS_REMARK = '所有IP段';

/** The addresses an "all segments" entry covers. */
export const ALL_SEGMENTS_RANGE: IpRange = { start: 0, end: IPV4_MAX };

/** What the rules read of a saved segment. */
export type SegmentRow = Pick<RecursiveSegment, 'id' | 'sourceIpS' | 'sourceIpE' | 'remark' | 'type'>;

export const rangeText = ({ start, end }: IpRange): string => `${numberToIpv4(start)}-${numberToIpv4(end)}`;

const rangeOf = (row: SegmentRow): IpRange => ({ start: row.sourceIpS, end: row.sourceIpE });

/**
 * The saved rows a new or edited segment cannot sit beside. "All segments" is the fallback for the addresses no
 * specified segment covers, so it coexists with specified segments: specified segments must not overlap one
 * another, and there is one "all segments" entry at most.
 */
export const conflictingRows = <Row extends SegmentRow>(type: SegmentType, range: IpRange, rows: readonly Row[]): Row[] =>
    rows.filter(row => (type === 2 ? row.type === 2 : row.type !== 2 && overlaps(range, rangeOf(row))));

/** The rows a refusal names: each remark with its range, as 办公网（10.0.0.0-10.0.255.255）. */
export const describeRows = (rows: readonly SegmentRow[]): string => rows.map(row => `${row.remark}（${rangeText(rangeOf(row))}）`).join('、');
