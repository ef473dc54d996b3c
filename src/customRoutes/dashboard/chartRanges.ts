import dayjs, { type Dayjs } from 'dayjs';
import { toTimeBounds, type TimeBounds } from '../../format/dateRange';

/** The dashboard chart's preset periods. */
export const CHART_PRESETS = ['today', 'last7Days', 'last30Days'] as const;
export type ChartPreset = (typeof CHART_PRESETS)[number];

const DAYS: Record<ChartPreset, number> = { today: 1, last7Days: 7, last30Days: 30 };

/** What the chart call sends for a preset: whole days ending today, start 00:00:00, end 23:59:59. */
export const chartRange = (preset: ChartPreset, now: Date | Dayjs = new Date()): TimeBounds => {
    const today = dayjs(now).startOf('day');
    return toTimeBounds({ start: today.subtract(DAYS[preset] - 1, 'day').format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD') });
};

/**
 * The axis label of a point: the hour for hourly points (a range up to two days), the day otherwise. Points
 * arrive as "YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DD"; anything else is shown as sent.
 */
export const pointLabel = (time: string, hourly: boolean): string => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(time);
    if (!match) return time;
    const [, , month, day, hour, minute] = match;
    return hourly && hour !== undefined ? `${hour}:${minute}` : `${month}-${day}`;
};

/** The points up to now: a range ending today may answer the hours (or the day) still to come. */
export const pastPoints = <P extends { time: string }>(points: P[], now: Date | Dayjs = new Date()): P[] => {
    const limit = dayjs(now);
    return points.filter(point => {
        const time = dayjs(point.time);
        return !time.isValid() || !time.isAfter(limit);
    });
};
