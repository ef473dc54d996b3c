import { describe, expect, it } from 'vitest';
import { asksRetype, retypeAboveCents, retypeMatches } from './rechargeGuard';

describe('the manual recharge retype guard', () => {
    it('defaults to ¥10,000 and takes a whole stored figure', () => {
        expect(retypeAboveCents(undefined)).toBe(1_000_000);
        expect(retypeAboveCents({ retypeAbove: '' })).toBe(1_000_000);
        expect(retypeAboveCents({ retypeAbove: 'x' })).toBe(1_000_000);
        expect(retypeAboveCents({ retypeAbove: 500 })).toBe(50_000);
        expect(retypeAboveCents({ retypeAbove: '0' })).toBe(0);
    });

    it('asks above the threshold only, and accepts the same sum typed with separators', () => {
        expect(asksRetype(1_000_000, 1_000_000)).toBe(false);
        expect(asksRetype(1_000_100, 1_000_000)).toBe(true);
        expect(retypeMatches('100,000,000', 10_000_000_000)).toBe(true);
        expect(retypeMatches('100000000.00', 10_000_000_000)).toBe(true);
        expect(retypeMatches('10000000', 10_000_000_000)).toBe(false);
    });
});
