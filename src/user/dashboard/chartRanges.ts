import dayjs, { type Dayjs } from 'dayjs';
import { lastDays, toTimeBounds, type TimeBounds } from '../../format/dateRange';

/** The dashboard chart's preset periods. */
export const CHART_PRESETS = ['today', 'last7Days', 'last30Days'] as const;
export type ChartPreset = (typeof CHART_PRESETS)[number];

const DAYS: Record<ChartPreset, number> = { today: 1, last7Days: 7, last30Days: 30 };

/** What the chart call sends for a preset: whole days ending today, start 00:00:00, end 23:59:59. */
export const chartRange = (preset: ChartPreset, now: Date | Dayjs = new Date()): TimeBounds => toTimeBounds(lastDays(DAYS[preset], now));

/** The points up to now: a range ending today may answer the hours (or the day) still to come. */
export const pastPoints = <P extends { time: string }>(points: P[], now: Date | Dayjs = new Date()): P[] => {
    const limit = dayjs(now);
    return points.filter(point => {
        const time = dayjs(point.time);
        return !time.isValid() || !time.isAfter(limit);
    });
};
