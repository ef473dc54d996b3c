import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberToIpv4 } from '../format/ip';
import { LINE_RANGE_ERRORS, normaliseLineRanges, parseLineRanges, validateLineRanges } from './lineRanges';

const first = (text: string) => parseLineRanges(text).errors[0];

describe('custom line ranges: one address, "a-b" or CIDR block per line, problems named by line', () => {
    it('reads valid ranges with their line numbers (blank lines counted)', () => {
        const { ranges, errors } = parseLineRanges('1.0.0.0-1.0.0.255\n\n 2.0.0.0 - 2.0.0.0 \r\n');
        expect(errors).toEqual([]);
        expect(ranges.map(r => [r.line, r.start, r.end])).toEqual([
            [1, 16777216n, 16777471n],
            [3, 33554432n, 33554432n],
        ]);
    });

    it.each([
        ['192.168.1.0/24', 4, '192.168.1.0-192.168.1.255'],
        ['10.1.2.3', 4, '10.1.2.3-10.1.2.3'],
        ['10.1.2.3/24', 4, '10.1.2.0-10.1.2.255'],
        ['2001:db8::/32', 6, '2001:db8::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
        ['2001:db8::1', 6, '2001:db8::1-2001:db8::1'],
        [' 2001:db8::1 - 2001:db8::ff ', 6, '2001:db8::1-2001:db8::ff'],
    ])('accepts %j (IPv%i), saved as %j', (text, family, saved) => {
        const { ranges, errors } = parseLineRanges(text);
        expect(errors).toEqual([]);
        expect(ranges[0].family).toBe(family);
        expect(normaliseLineRanges(text)).toBe(saved);
    });

    it.each([
        ['', LINE_RANGE_ERRORS.required, 0, undefined],
        ['1.0.0.1/33', LINE_RANGE_ERRORS.prefix, 1, undefined],
        ['2001:db8::/129', LINE_RANGE_ERRORS.prefix, 1, undefined],
        ['1.0.0.1-2001:db8::1', LINE_RANGE_ERRORS.family, 1, undefined],
        ['1.0.0.0/8\n1.2.3.4', LINE_RANGE_ERRORS.overlap, 2, 1],
        ['2001:db8::/32\n2001:db8:1::/48', LINE_RANGE_ERRORS.overlap, 2, 1],
        ['1.0.0.0-1.0.0.255\n1.0.0.0/24', LINE_RANGE_ERRORS.repeat, 2, 1],
        ['2001:db8::/32\n1.0.0.0/8', undefined, undefined, undefined],
        ['bad', LINE_RANGE_ERRORS.format, 1, undefined],
        ['1.0.0.0-1.0.0.9\n1.0.0.300-1.0.0.400', LINE_RANGE_ERRORS.format, 2, undefined],
        ['1.0.0.1-1.0.0.2-1.0.0.3', LINE_RANGE_ERRORS.format, 1, undefined],
        ['1.0.0.9-1.0.0.1', LINE_RANGE_ERRORS.order, 1, undefined],
        ['1.0.0.0-1.0.0.9\n2.0.0.0-2.0.0.9\n1.0.0.5-1.0.0.20', LINE_RANGE_ERRORS.overlap, 3, 1],
        ['1.0.0.0-1.0.0.9\n\n1.0.0.0-1.0.0.9', LINE_RANGE_ERRORS.repeat, 3, 1],
        ['1.0.0.0-1.0.0.9\n1.0.0.9-1.0.0.9', LINE_RANGE_ERRORS.overlap, 2, 1],
    ])('%j -> %s at line %s (other %j)', (text, key, line, other) => {
        const error = first(text);
        expect(error?.key).toBe(key);
        expect(error?.line).toBe(line);
        expect(error?.other).toBe(other);
    });

    it('reports every bad line, once each', () => {
        const { errors } = parseLineRanges('x\n1.0.0.0-1.0.0.9\n1.0.0.1-1.0.0.2\ny');
        expect(errors.map(e => [e.key, e.line])).toEqual([
            [LINE_RANGE_ERRORS.format, 1],
            [LINE_RANGE_ERRORS.overlap, 3],
            [LINE_RANGE_ERRORS.format, 4],
        ]);
    });

    it('the validator answers the one problem with its placeholders, or counts several', () => {
        expect(validateLineRanges('1.0.0.0-1.0.0.9\n2.0.0.0-2.0.0.1\n1.0.0.5-1.0.0.6')).toEqual({
            message: LINE_RANGE_ERRORS.overlap,
            args: { line: '3', other: '1', text: '1.0.0.5-1.0.0.6', max: '1000' },
        });
        expect(validateLineRanges('x\n1.0.0.0/8\n1.2.3.4\n::1/200')).toEqual({ message: 'lineProblems.summary', args: { smart_count: 3 } });
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
