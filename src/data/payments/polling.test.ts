import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_CODES } from '../orders/codes';
import { EXPIRY_GRACE_MS, isPastExpiry, nextPollDelay, pollDelay, POLL_SCHEDULE_MS } from './polling';

const NOW = 1_700_000_000_000;

describe('payment polling schedule', () => {
    it('starts at 2 s and backs off to 10 s, never shrinking', () => {
        expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(pollDelay)).toEqual([2000, 2000, 2000, 3000, 4000, 5000, 6000, 8000, 10_000, 10_000, 10_000]);
        expect(pollDelay(-1)).toBe(2000);
        expect(pollDelay(Number.NaN)).toBe(2000);
        expect(pollDelay(Infinity)).toBe(10_000);
        fc.assert(fc.property(fc.nat(1000), attempt => pollDelay(attempt + 1) >= pollDelay(attempt) && pollDelay(attempt) <= 10_000));
        expect(POLL_SCHEDULE_MS.at(-1)).toBe(10_000);
    });

    it('stops as soon as the order is no longer pending payment', () => {
        for (const status of ORDER_STATUS_CODES.filter(code => code !== 10)) {
            expect(nextPollDelay({ attempt: 0, status, now: NOW })).toBe(false);
        }
        expect(nextPollDelay({ attempt: 0, status: '14', now: NOW })).toBe(false);
        expect(nextPollDelay({ attempt: 3, status: 10, now: NOW })).toBe(3000);
        expect(nextPollDelay({ attempt: 3, status: '10', now: NOW })).toBe(3000);
    });

    it('reads again just after the expiry, keeps asking a little, then gives up', () => {
        const expireAt = NOW + 1200;
        // the next read lands half a second past the expiry, not 10 s later
        expect(nextPollDelay({ attempt: 20, status: 10, expireAt, now: NOW })).toBe(1700);
        // far from the expiry the schedule applies
        expect(nextPollDelay({ attempt: 20, status: 10, expireAt: NOW + 3600_000, now: NOW })).toBe(10_000);
        // past it, the server should answer expired; while it does not, the schedule goes on until the grace ends
        expect(nextPollDelay({ attempt: 0, status: 10, expireAt, now: expireAt + 1 })).toBe(2000);
        expect(nextPollDelay({ attempt: 0, status: 10, expireAt, now: expireAt + EXPIRY_GRACE_MS })).toBe(false);
        expect(isPastExpiry(expireAt, expireAt + EXPIRY_GRACE_MS - 1)).toBe(false);
        expect(isPastExpiry(expireAt, expireAt + EXPIRY_GRACE_MS)).toBe(true);
        expect(isPastExpiry(undefined, NOW)).toBe(false);
        // an unknown expiry: the schedule alone
        expect(nextPollDelay({ attempt: 1, status: 10, expireAt: Number.NaN, now: NOW })).toBe(2000);
    });

    it('a waiting order always gets a positive delay of at most 10 s before the grace ends', () => {
        fc.assert(
            fc.property(fc.nat(100), fc.integer({ min: -3600_000, max: 3600_000 }), (attempt, offset) => {
                const delay = nextPollDelay({ attempt, status: 10, expireAt: NOW + offset, now: NOW });
                if (-offset >= EXPIRY_GRACE_MS) return delay === false;
                return typeof delay === 'number' && delay > 0 && delay <= 10_000;
            }),
        );
    });
});
