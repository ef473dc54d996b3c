import { numberToIpv4 } from '../../../format/ip';
import type { RecursiveSegment } from '../../../data/recursiveSegments';

type Ends = Pick<RecursiveSegment, 'sourceIpS' | 'sourceIpE' | 'family' | 'startIp' | 'endIp'>;

/** A segment's start or end as text: IPv4 dotted from its integer, IPv6 as stored. */
export const endText = (record: Ends, end: 'start' | 'end'): string =>
    record.family === 6 ? ((end === 'start' ? record.startIp : record.endIp) ?? '') : numberToIpv4(end === 'start' ? record.sourceIpS : record.sourceIpE);

export const segmentRangeText = (record: Ends) => `${endText(record, 'start')}-${endText(record, 'end')}`;

/** An IP column: monospaced so ranges line up. */
export const IpCell = ({ record, end }: { record: Ends; end: 'start' | 'end' }) => (
    <span style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>{endText(record, end)}</span>
);
