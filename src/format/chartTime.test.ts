import { describe, expect, it } from 'vitest';
import { axisLabel, isHourly, partialDayIndex, spansDays } from './chartTime';
import { formatCount, formatShare } from './count';

const points = (...times: string[]) => times.map(time => ({ time, count: 1 }));

describe('query chart time axis', () => {
    it('reads hourly or daily from the points, not from the range', () => {
        expect(isHourly(points('2025-05-14 08:00', '2025-05-14 09:00'))).toBe(true);
        expect(isHourly(points('2025-05-14 08:00:00'))).toBe(true);
        expect(isHourly(points('2025-05-13', '2025-05-14'))).toBe(false);
        expect(isHourly([])).toBe(false);
    });

    it('knows when hourly points cross midnight', () => {
        expect(spansDays(points('2025-05-14 22:00', '2025-05-14 23:00'))).toBe(false);
        expect(spansDays(points('2025-05-13 23:00', '2025-05-14 00:00'))).toBe(true);
    });

    it('labels hours and days', () => {
        expect(axisLabel('2025-05-14 08:00:00', true)).toBe('08:00');
        expect(axisLabel('2025-05-14 08:00:00', true, true)).toBe('05-14 08:00');
        expect(axisLabel('2025-05-14 08:00:00', false)).toBe('05-14');
        expect(axisLabel('2025-05-14', true)).toBe('05-14');
        expect(axisLabel('2025-05-14', false)).toBe('05-14');
        expect(axisLabel('odd', true)).toBe('odd');
    });
});

describe('counts', () => {
    it.each([
        [0, '0'],
        [999, '999'],
        [1234567, '1,234,567'],
        [12.6, '13'],
    ])('%s -> %s', (count, text) => expect(formatCount(count)).toBe(text));

    it('shares with one decimal', () => {
        expect(formatShare(0.75)).toBe('75.0%');
        expect(formatShare(0.1234)).toBe('12.3%');
        expect(formatShare(0)).toBe('0.0%');
    });
});

describe('partialDayIndex', () => {
    const now = new Date(2026, 10, 28, 15, 30);
    it("marks a daily chart's last point when it is today", () => {
        expect(partialDayIndex([{ time: '2026-11-27' }, { time: '2026-11-28' }], now)).toBe(1);
    });
    it('marks nothing on a range that ends before today, on hourly points, or on a single point', () => {
        expect(partialDayIndex([{ time: '2026-11-26' }, { time: '2026-11-27' }], now)).toBe(-1);
        expect(partialDayIndex([{ time: '2026-11-28 13:00' }, { time: '2026-11-28 14:00' }], now)).toBe(-1);
        expect(partialDayIndex([{ time: '2026-11-28' }], now)).toBe(-1);
    });
});
