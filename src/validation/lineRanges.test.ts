import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberToIpv4 } from '../format/ip';
import { LINE_RANGE_ERRORS, normaliseLineRanges, parseLineRanges, validateLineRanges } from './lineRanges';

const first = (text: string) => parseLineRanges(text).errors[0];

describe('custom line ranges: one "a-b" per line, problems named by line', () => {
    it('reads valid ranges with their line numbers (blank lines counted)', () => {
        const { ranges, errors } = parseLineRanges('1.0.0.0-1.0.0.255\n\n 2.0.0.0 - 2.0.0.0 \r\n');
        expect(errors).toEqual([]);
        expect(ranges.map(r => [r.line, r.start, r.end])).toEqual([
            [1, 16777216, 16777471],
            [3, 33554432, 33554432],
        ]);
    });

    it.each([
        ['', LINE_RANGE_ERRORS.required, 0, undefined],
        ['1.0.0.1', LINE_RANGE_ERRORS.format, 1, undefined],
        ['1.0.0.0-1.0.0.9\n1.0.0.300-1.0.0.400', LINE_RANGE_ERRORS.format, 2, undefined],
        ['1.0.0.1-1.0.0.2-1.0.0.3', LINE_RANGE_ERRORS.format, 1, undefined],
        ['1.0.0.9-1.0.0.1', LINE_RANGE_ERRORS.order, 1, undefined],
        ['1.0.0.0-1.0.0.9\n2.0.0.0-2.0.0.9\n1.0.0.5-1.0.0.20', LINE_RANGE_ERRORS.overlap, 3, 1],
        ['1.0.0.0-1.0.0.9\n\n1.0.0.0-1.0.0.9', LINE_RANGE_ERRORS.repeat, 3, 1],
        ['1.0.0.0-1.0.0.9\n1.0.0.9-1.0.0.9', LINE_RANGE_ERRORS.overlap, 2, 1],
    ])('%j -> %s at line %i (other %j)', (text, key, line, other) => {
        const error = first(text);
        expect(error.key).toBe(key);
        expect(error.line).toBe(line);
        expect(error.other).toBe(other);
    });

    it('reports every bad line, once each', () => {
        const { errors } = parseLineRanges('x\n1.0.0.0-1.0.0.9\n1.0.0.1-1.0.0.2\ny');
        expect(errors.map(e => [e.key, e.line])).toEqual([
            [LINE_RANGE_ERRORS.format, 1],
            [LINE_RANGE_ERRORS.overlap, 3],
            [LINE_RANGE_ERRORS.format, 4],
        ]);
    });

    it('the validator answers the first problem with its placeholders', () => {
        expect(validateLineRanges('1.0.0.0-1.0.0.9\n2.0.0.0-2.0.0.1\n1.0.0.5-1.0.0.6')).toEqual({
            message: LINE_RANGE_ERRORS.overlap,
            args: { line: '3', other: '1', text: '1.0.0.5-1.0.0.6', max: '1000' },
        });
        expect(validateLineRanges('1.0.0.0-1.0.0.9')).toBeUndefined();
        expect(validateLineRanges(undefined)?.message).toBe(LINE_RANGE_ERRORS.required);
    });

    it('normalises the content sent', () => {
        expect(normaliseLineRanges(' 1.0.0.0 - 1.0.0.9 \n\n2.0.0.0-2.0.0.1\n')).toBe('1.0.0.0-1.0.0.9\n2.0.0.0-2.0.0.1');
    });
});

const range = fc
    .tuple(fc.integer({ min: 0, max: 4294967295 }), fc.integer({ min: 0, max: 4294967295 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('properties', () => {
    it('disjoint ranges in any order pass; adding one inside an earlier range names both lines', () => {
        fc.assert(
            fc.property(fc.array(fc.integer({ min: 0, max: 4294967295 }), { minLength: 2, maxLength: 30 }), fc.nat(), (cuts, pick) => {
                const points = [...new Set(cuts)].sort((a, b) => a - b);
                fc.pre(points.length >= 2);
                // consecutive disjoint ranges [p0, p1-1], [p1, p2-1], ...
                const ranges = points
                    .slice(0, -1)
                    .map((p, i) => [p, points[i + 1] - 1] as const)
                    .filter(([a, b]) => a <= b);
                fc.pre(ranges.length >= 1);
                const text = ranges.map(([a, b]) => `${numberToIpv4(a)}-${numberToIpv4(b)}`).join('\n');
                expect(parseLineRanges(text).errors).toEqual([]);
                const target = pick % ranges.length;
                const [a, b] = ranges[target];
                const error = first(`${text}\n${numberToIpv4(a)}-${numberToIpv4(b)}`);
                expect(error).toMatchObject({ key: LINE_RANGE_ERRORS.repeat, line: ranges.length + 1, other: target + 1 });
            }),
        );
    });

    it('a range written start after end is refused at its line', () => {
        fc.assert(
            fc.property(range, ([a, b]) => {
                fc.pre(a < b);
                expect(first(`${numberToIpv4(b)}-${numberToIpv4(a)}`)).toMatchObject({ key: LINE_RANGE_ERRORS.order, line: 1 });
            }),
        );
    });
});
