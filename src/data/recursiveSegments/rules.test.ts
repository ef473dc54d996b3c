import { describe, expect, it } from 'vitest';
import { checkSegment, isRefusal } from '../../validation/segmentLines';
import { allSegmentsRows, describeRows, specifiedRows, type SegmentRow } from './rules';

const rows: SegmentRow[] = [
    { sourceIpS: 167772160, sourceIpE: 167837695, remark: '办公网', type: 1 },
    { sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', type: 2 },
    { sourceIpS: 0, sourceIpE: 0, remark: 'v6', type: 1, family: 6, startIp: '2001:db8::', endIp: '2001:db8::ff' },
];

describe('recursive segment rules', () => {
    it('lets "all segments" sit beside specified segments, and a specified one beside "all segments"', () => {
        expect(allSegmentsRows(rows.slice(0, 1))).toEqual([]);
        expect(checkSegment('192.168.0.0-192.168.0.255', specifiedRows(rows))).toEqual({ family: 4, start: 3232235520n, end: 3232235775n });
    });

    it('refuses overlapping specified segments and a second "all segments", naming the rows', () => {
        const overlap = checkSegment('10.0.0.5-10.0.0.9', specifiedRows(rows));
        expect(isRefusal(overlap) && overlap.args.rows).toBe('办公网（10.0.0.0-10.0.255.255）');
        const v6 = checkSegment('2001:db8::80/121', specifiedRows(rows));
        expect(isRefusal(v6) && v6.args.rows).toBe('v6（2001:db8::-2001:db8::ff）');
        expect(describeRows(allSegmentsRows(rows))).toBe('所有IP段（0.0.0.0-255.255.255.255）');
    });
});
