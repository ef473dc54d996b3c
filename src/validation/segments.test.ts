import { describe, expect, it } from 'vitest';
import { parseSegmentLines, segmentLinesValidator, type IpRange } from './';

const r = (start: number, end: number) => ({ start, end });
// 10.0.0.0 = 167772160
const TEN = 167772160;

describe('segment lines "start-end" (SPEC section 5)', () => {
    it.each<[string, Array<IpRange & { line: string }>]>([
        ['', []],
        ['10.0.0.0-10.0.0.255', [{ ...r(TEN, TEN + 255), line: '10.0.0.0-10.0.0.255' }]],
        [' 10.0.0.0 - 10.0.0.0 ', [{ ...r(TEN, TEN), line: '10.0.0.0 - 10.0.0.0' }]],
        [
            '10.0.0.0-10.0.0.9\n\n10.0.0.10-10.0.0.20\r\n',
            [
                { ...r(TEN, TEN + 9), line: '10.0.0.0-10.0.0.9' },
                { ...r(TEN + 10, TEN + 20), line: '10.0.0.10-10.0.0.20' },
            ],
        ],
        ['0.0.0.0-255.255.255.255', [{ ...r(0, 4294967295), line: '0.0.0.0-255.255.255.255' }]],
    ])('valid: %j', (text, ranges) => {
        expect(parseSegmentLines(text)).toEqual({ ranges });
    });

    it.each([
        ['10.0.0.1', 'validation.segmentFormat', '10.0.0.1'],
        ['10.0.0.1-', 'validation.segmentFormat', '10.0.0.1-'],
        ['10.0.0.1-10.0.0.2-10.0.0.3', 'validation.segmentFormat', '10.0.0.1-10.0.0.2-10.0.0.3'],
        ['10.0.0.1-10.0.0.256', 'validation.segmentFormat', '10.0.0.1-10.0.0.256'],
        ['10.0.0.1~10.0.0.2', 'validation.segmentFormat', '10.0.0.1~10.0.0.2'],
        ['{ip}-{ip}', 'validation.segmentFormat', '{ip}-{ip}'],
        ['10.0.0.9-10.0.0.1', 'validation.segmentOrder', '10.0.0.9-10.0.0.1'],
        ['10.0.0.0-10.0.0.9\n10.0.0.9-10.0.0.20', 'validation.segmentOverlap', '10.0.0.9-10.0.0.20'],
        ['10.0.0.0-10.0.0.255\n10.0.0.5-10.0.0.6', 'validation.segmentOverlap', '10.0.0.5-10.0.0.6'],
        ['10.0.0.0-10.0.0.1\nbad\n10.0.0.9-10.0.0.1', 'validation.segmentFormat', 'bad'],
    ])('invalid: %j -> %s with %j', (text, key, line) => {
        expect(parseSegmentLines(text).error).toEqual({ key, line });
    });

    it.each([
        ['10.0.0.100-10.0.0.200', true],
        ['10.0.0.0-10.0.0.99', false],
        ['10.0.0.201-10.0.0.255', false],
        ['10.0.0.200-10.0.0.255', true],
        ['9.255.255.255-10.0.0.100', true],
    ])('%j against existing 10.0.0.100-10.0.0.200 overlaps: %s', (text, overlapping) => {
        const existing = [r(TEN + 100, TEN + 200)];
        expect(parseSegmentLines(text, existing).error?.key === 'validation.segmentOverlap').toBe(overlapping);
    });

    it('keeps the ranges parsed before the first error', () => {
        expect(parseSegmentLines('10.0.0.0-10.0.0.1\nx').ranges).toHaveLength(1);
    });

    it('validates as react-admin expects, reading existing ranges when called', () => {
        let existing: IpRange[] = [];
        const validate = segmentLinesValidator(() => existing);
        expect(validate('10.0.0.0-10.0.0.1')).toBeUndefined();
        existing = [r(TEN, TEN)];
        expect(validate('10.0.0.0-10.0.0.1')).toEqual({ message: 'validation.segmentOverlap', args: { line: '10.0.0.0-10.0.0.1' } });
        expect(validate(undefined)).toBeUndefined();
    });
});
