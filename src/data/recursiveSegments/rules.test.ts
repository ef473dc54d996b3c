import { describe, expect, it } from 'vitest';
import { ALL_SEGMENTS_RANGE, conflictingRows, describeRows, type SegmentRow } from './rules';

const rows: SegmentRow[] = [
    { id: 1, sourceIpS: 167772160, sourceIpE: 167837695, remark: '办公网', type: 1 },
    { id: 2, sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段', type: 2 },
];

describe('recursive segment rules', () => {
    it('lets "all segments" sit beside specified segments, and a specified one beside "all segments"', () => {
        expect(conflictingRows(2, ALL_SEGMENTS_RANGE, rows.slice(0, 1))).toEqual([]);
        expect(conflictingRows(1, { start: 3232235520, end: 3232235775 }, rows)).toEqual([]);
    });

    it('refuses overlapping specified segments and a second "all segments", naming the rows', () => {
        const overlap = conflictingRows(1, { start: 167772165, end: 167772169 }, rows);
        expect(overlap.map(row => row.id)).toEqual([1]);
        expect(describeRows(overlap)).toBe('办公网（10.0.0.0-10.0.255.255）');
        expect(conflictingRows(2, ALL_SEGMENTS_RANGE, rows).map(row => row.id)).toEqual([2]);
    });
});
