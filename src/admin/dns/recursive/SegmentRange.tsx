import { numberToIpv4 } from '../../../format/ip';
import type { RecursiveSegment } from '../../../data/recursiveSegments';

export const segmentRangeText = (record: Pick<RecursiveSegment, 'sourceIpS' | 'sourceIpE'>) =>
    `${numberToIpv4(record.sourceIpS)}-${numberToIpv4(record.sourceIpE)}`;

/** An IP column: the stored integer shown dotted, monospaced so ranges line up. */
export const IpCell = ({ value }: { value: number }) => (
    <span style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>{numberToIpv4(value)}</span>
);
