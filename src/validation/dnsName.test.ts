import { describe, expect, it } from 'vitest';
import { isDomainName } from './domain';
import { isMultiLabelName, labelFits, labelsMatch, nameLabels } from './dnsName';
import { LINE_NAME_MAX, parseLineRanges } from './lineRanges';
import { checkHostname } from './recordHost';
import { RECORD_LIMITS } from './recordLimits';
import { isIntegerIn } from './recordNumbers';
import { checkUrl } from './recordUrl';
import { overlaps, parseIpRange, parseLine } from './segments';

const max = RECORD_LIMITS.hostLabel;

describe('the DNS name core', () => {
    it('splits labels without the root dot, and bounds a label by RECORD_LIMITS', () => {
        expect(nameLabels('a.example.com.')).toEqual(['a', 'example', 'com']);
        expect(labelFits('a'.repeat(max))).toBe(true);
        expect(labelFits('a'.repeat(max + 1))).toBe(false);
        expect(labelFits('')).toBe(false);
        expect(isMultiLabelName(['a', 'com'])).toBe(true);
        expect(isMultiLabelName(['com'])).toBe(false);
        expect(isMultiLabelName(['a', '', 'com'])).toBe(false);
        expect(isMultiLabelName(['1', '2'])).toBe(false);
        expect(labelsMatch(['ab', 'cd'], /^[a-z]+$/)).toBe(true);
    });

    it('one label limit for host names, forwarding hosts and domain names', () => {
        const fits = `${'a'.repeat(max)}.com`;
        const long = `${'a'.repeat(max + 1)}.com`;
        expect(checkHostname(fits, 'valueCname')).toBeUndefined();
        expect(checkHostname(long, 'valueCname')?.message).toBe('recordChecks.labelTooLong');
        expect(checkUrl(`https://${fits}/`)).toBeUndefined();
        expect(checkUrl(`https://${long}/`)).toBeDefined();
        expect(isDomainName(fits)).toBe(true);
        expect(isDomainName(long)).toBe(false);
        expect(isDomainName('*.example.com')).toBe(true);
        expect(isDomainName('中文.com.')).toBe(true);
        expect(isDomainName('1.2')).toBe(false);
    });
});

describe('isIntegerIn', () => {
    it('takes digits within the range only', () => {
        expect(isIntegerIn('0', { min: 0, max: 255 })).toBe(true);
        expect(isIntegerIn('256', { min: 0, max: 255 })).toBe(false);
        expect(isIntegerIn('-1', { min: -5, max: 5 })).toBe(false);
        expect(isIntegerIn('1.5', { min: 0, max: 5 })).toBe(false);
    });
});

describe('IP ranges shared by segments and custom lines', () => {
    it('parses a range once for both', () => {
        expect(parseIpRange('10.0.0.1 - 10.0.0.9')).toMatchObject({ start: expect.any(Number), end: expect.any(Number) });
        expect(parseIpRange('10.0.0.9-10.0.0.1')).toBe('order');
        expect(parseIpRange('x')).toBe('format');
        expect(parseLine('x')).toEqual({ key: 'validation.segmentFormat', line: 'x' });
        expect(parseLineRanges('x').errors[0]).toMatchObject({ key: 'domainPages.line.ranges.format', line: 1 });
        expect(overlaps({ start: 1, end: 5 }, { start: 5, end: 9 })).toBe(true);
        expect(overlaps({ start: 1, end: 4 }, { start: 5, end: 9 })).toBe(false);
    });

    it('a custom line name takes 32 characters', () => {
        expect(LINE_NAME_MAX).toBe(32);
    });
});
