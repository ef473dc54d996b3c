import { describe, expect, it } from 'vitest';
import { chartRange, pastPoints } from './chartRanges';
import { axisLabel } from '../../format/chartTime';

const now = new Date(2024, 4, 15, 13, 45); // 2024-05-15 13:45 local

describe('dashboard chart ranges', () => {
    it.each([
        ['today', '2024-05-15 00:00:00'],
        ['last7Days', '2024-05-09 00:00:00'],
        ['last30Days', '2024-04-16 00:00:00'],
    ] as const)('%s starts %s and ends tonight', (preset, startTime) => {
        expect(chartRange(preset, now)).toEqual({ startTime, endTime: '2024-05-15 23:59:59' });
    });

    it('labels hourly points by hour and daily points by day', () => {
        expect(axisLabel('2024-05-15 09:00:00', true)).toBe('09:00');
        expect(axisLabel('2024-05-15 09:00:00', false)).toBe('05-15');
        expect(axisLabel('2024-05-15', true)).toBe('05-15');
        expect(axisLabel('2024-05-15', false)).toBe('05-15');
        expect(axisLabel('week 3', false)).toBe('week 3');
    });

    it('drops the points still to come: later hours today, never the current hour or today itself', () => {
        const points = ['2024-05-15 12:00:00', '2024-05-15 13:00:00', '2024-05-15 14:00:00', '2024-05-14', '2024-05-15', '2024-05-16', 'odd'].map(time => ({
            time,
            count: 1,
        }));
        expect(pastPoints(points, now).map(point => point.time)).toEqual(['2024-05-15 12:00:00', '2024-05-15 13:00:00', '2024-05-14', '2024-05-15', 'odd']);
    });
});
