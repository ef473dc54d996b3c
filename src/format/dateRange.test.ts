import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    DATE_PRESETS,
    canShiftForward,
    isDay,
    isFutureDay,
    lastDays,
    matchPreset,
    orderRange,
    presetRange,
    rangeDays,
    readRange,
    shiftRange,
    toTimeBounds,
} from './dateRange';

// Wednesday 14 May 2025, in the afternoon
const now = new Date(2025, 4, 14, 15, 30, 12);

describe('preset date ranges (SPEC section 9)', () => {
    it.each([
        ['today', '2025-05-14', '2025-05-14'],
        ['yesterday', '2025-05-13', '2025-05-13'],
        ['thisWeek', '2025-05-12', '2025-05-14'],
        ['thisMonth', '2025-05-01', '2025-05-14'],
        ['thisQuarter', '2025-04-01', '2025-05-14'],
        ['last30Days', '2025-04-15', '2025-05-14'],
    ] as const)('%s = %s .. %s', (preset, start, end) => {
        expect(presetRange(preset, now)).toEqual({ start, end });
    });

    it('a week starts on Monday, also seen from a Sunday and a Monday', () => {
        expect(presetRange('thisWeek', new Date(2025, 4, 18, 23, 59))).toEqual({ start: '2025-05-12', end: '2025-05-18' });
        expect(presetRange('thisWeek', new Date(2025, 4, 12, 0, 0))).toEqual({ start: '2025-05-12', end: '2025-05-12' });
    });

    it('yesterday of the first of January is the last day of the year before', () => {
        expect(presetRange('yesterday', new Date(2025, 0, 1))).toEqual({ start: '2024-12-31', end: '2024-12-31' });
        expect(presetRange('thisQuarter', new Date(2025, 11, 31))).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    });

    it('matchPreset finds the preset a range is, and none for a custom range', () => {
        for (const preset of DATE_PRESETS.filter(p => p !== 'thisWeek' && p !== 'thisMonth')) {
            expect(matchPreset(presetRange(preset, now), now)).toBe(preset);
        }
        expect(matchPreset({ start: '2025-05-02', end: '2025-05-03' }, now)).toBeUndefined();
    });
});

describe('previous day and next day', () => {
    it('move a range by one day, keeping its length', () => {
        expect(shiftRange({ start: '2025-05-14', end: '2025-05-14' }, -1)).toEqual({ start: '2025-05-13', end: '2025-05-13' });
        expect(shiftRange({ start: '2025-02-28', end: '2025-03-01' }, 1)).toEqual({ start: '2025-03-01', end: '2025-03-02' });
    });

    it('next day is offered only while the range ends before today', () => {
        expect(canShiftForward({ start: '2025-05-13', end: '2025-05-13' }, now)).toBe(true);
        expect(canShiftForward({ start: '2025-05-14', end: '2025-05-14' }, now)).toBe(false);
    });
});

describe('search bounds (SPEC section 5: start 00:00:00, end 23:59:59)', () => {
    it('sends whole days', () => {
        expect(toTimeBounds({ start: '2025-05-01', end: '2025-05-14' })).toEqual({
            startTime: '2025-05-01 00:00:00',
            endTime: '2025-05-14 23:59:59',
        });
    });

    it('puts reversed ends in order', () => {
        expect(orderRange({ start: '2025-05-14', end: '2025-05-01' })).toEqual({ start: '2025-05-01', end: '2025-05-14' });
        expect(toTimeBounds({ start: '2025-05-14', end: '2025-05-01' }).startTime).toBe('2025-05-01 00:00:00');
    });

    it('every preset on any day is a whole-day range ending today or yesterday', () => {
        fc.assert(
            fc.property(
                fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
                fc.constantFrom(...DATE_PRESETS),
                (date, preset) => {
                    const range = presetRange(preset, date);
                    expect(isDay(range.start) && isDay(range.end)).toBe(true);
                    expect(range.start <= range.end).toBe(true);
                    expect(rangeDays(range)).toBeLessThanOrEqual(92);
                    const bounds = toTimeBounds(range);
                    expect(bounds.startTime.endsWith(' 00:00:00')).toBe(true);
                    expect(bounds.endTime.endsWith(' 23:59:59')).toBe(true);
                },
            ),
        );
    });

    it('isDay accepts real days only', () => {
        expect(isDay('2025-02-28')).toBe(true);
        expect(isDay('2025-02-30')).toBe(false);
        expect(isDay('2025-2-3')).toBe(false);
        expect(isDay(undefined)).toBe(false);
    });
});

describe('last n days', () => {
    it.each([
        [1, '2025-05-14'],
        [7, '2025-05-08'],
        [30, '2025-04-15'],
        [0, '2025-05-14'],
    ])('the last %s days start %s and end today', (days, start) => {
        expect(lastDays(days, now)).toEqual({ start, end: '2025-05-14' });
    });

    it('the last 30 days are the last30Days preset', () => {
        expect(lastDays(30, now)).toEqual(presetRange('last30Days', now));
    });
});

describe('a range read back from the address or a filter', () => {
    it('takes two real days, in order', () => {
        expect(readRange('2025-05-01', '2025-05-03', 'today', now)).toEqual({ start: '2025-05-01', end: '2025-05-03' });
        expect(readRange('2025-05-03', '2025-05-01', 'today', now)).toEqual({ start: '2025-05-01', end: '2025-05-03' });
    });

    it('falls back to the preset when a day is missing or unreadable', () => {
        expect(readRange(null, '2025-05-03', 'today', now)).toEqual(presetRange('today', now));
        expect(readRange('2025-02-30', '2025-05-03', 'yesterday', now)).toEqual(presetRange('yesterday', now));
        expect(readRange(undefined, undefined, 'last30Days', now)).toEqual(presetRange('last30Days', now));
    });

    it('knows days after today', () => {
        expect(isFutureDay('2025-05-15', now)).toBe(true);
        expect(isFutureDay('2025-05-14', now)).toBe(false);
        expect(isFutureDay('2025-05-13', now)).toBe(false);
    });
});
