import { describe, expect, it } from 'vitest';
import { daysLeft, expiryState, usageColour, usagePercent } from './licenseTerms';
import { intRange, lengthRange } from '../../cdn/variableValidators';
import { readLicense } from '../../../data/license/api';

const NOW = new Date(2026, 10, 23, 15, 0);

describe('licence terms', () => {
    it('counts whole days left and warns under 30', () => {
        expect(daysLeft('2026-12-23 00:00:00', NOW)).toBe(30);
        expect(daysLeft('2026-12-22 23:59:59', NOW)).toBe(29);
        expect(daysLeft('2026-11-23 08:00:00', NOW)).toBe(0);
        expect(daysLeft('2026-11-22', NOW)).toBe(-1);
        expect(daysLeft('', NOW)).toBeUndefined();
        expect([30, 29, 0, -1, undefined].map(expiryState)).toEqual(['ok', 'soon', 'soon', 'expired', 'unknown']);
    });

    it('shows usage as a share of the limit; 0 is unlimited', () => {
        expect(usagePercent(50, 200)).toBe(25);
        expect(usagePercent(300, 200)).toBe(100);
        expect(usagePercent(3, 0)).toBeUndefined();
        expect([25, 80, 100].map(usageColour)).toEqual(['primary', 'warning', 'error']);
    });

    it('reads the licence answer', () => {
        const license = readLicense({
            licensee: 'ACME',
            limits: { domains: '500' },
            usage: { domains: 12 },
            features: [
                { key: 'cdn', enabled: 0 },
                { key: 'dns', enabled: 1 },
            ],
        });
        expect(license.limits).toEqual({ domains: 500, users: 0, nodes: 0 });
        expect(license.features).toEqual([
            { key: 'cdn', enabled: false },
            { key: 'dns', enabled: true },
        ]);
    });
});

describe('CDN variable validators', () => {
    it('checks whole numbers in range and lengths, empty passing', () => {
        const range = intRange(1, 300);
        expect(range('', {}, {})).toBeUndefined();
        expect(range('300', {}, {})).toBeUndefined();
        expect(range(0, {}, {})).toEqual({ message: 'cdn.variables.range', args: { min: 1, max: 300 } });
        expect(range(1.5, {}, {})).toBeDefined();
        const length = lengthRange(8, 64);
        expect(length('  ', {}, {})).toBeUndefined();
        expect(length('short', {}, {})).toEqual({ message: 'cdn.variables.length', args: { min: 8, max: 64 } });
        expect(length('long-enough', {}, {})).toBeUndefined();
    });
});
