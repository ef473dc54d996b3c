import { describe, expect, it } from 'vitest';
import { actingEnded, actingEndsAt, actingMinutesOf, actingOf, actingTimeLeft, DEFAULT_ACTING_MINUTES, formatTimeLeft, isActingMinutes } from './actingSession';

describe("an administrator's session as a user", () => {
    it("lasts the web config's whole minutes within 5..240, else 30", () => {
        expect(actingMinutesOf(undefined)).toBe(DEFAULT_ACTING_MINUTES);
        expect(actingMinutesOf({ minutes: 45 })).toBe(45);
        expect(actingMinutesOf({ minutes: ' 60 ' })).toBe(60);
        for (const bad of [4, 241, 1.5, '', 'ten', -30]) expect(actingMinutesOf({ minutes: bad }), String(bad)).toBe(30);
        expect(isActingMinutes('5') && isActingMinutes(240)).toBe(true);
    });

    it('ends that many minutes after it starts; the time left never goes below zero', () => {
        const start = Date.UTC(2026, 10, 28, 12);
        const ends = actingEndsAt(start, 30);
        expect(ends - start).toBe(30 * 60_000);
        expect(actingTimeLeft(ends, start + 60_000)).toBe(29 * 60_000);
        expect(actingEnded(ends, ends - 1)).toBe(false);
        expect(actingEnded(ends, ends)).toBe(true);
        expect(actingTimeLeft(ends, ends + 5_000)).toBe(0);
    });

    it('shows the time left as m:ss, h:mm:ss from an hour, rounding up to the second', () => {
        expect(formatTimeLeft(29 * 60_000 + 5_000)).toBe('29:05');
        expect(formatTimeLeft(400)).toBe('0:01');
        expect(formatTimeLeft(2 * 3600_000 + 61_000)).toBe('2:01:01');
    });

    it("reads the stored user's acting member only when it is whole", () => {
        expect(actingOf({ acting: { admin: 'admin', endsAt: 5 } })).toEqual({ admin: 'admin', endsAt: 5 });
        expect(actingOf({ acting: { admin: 'admin' } })).toBeUndefined();
        expect(actingOf(null)).toBeUndefined();
    });
});
