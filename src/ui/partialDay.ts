import { lineClasses, type LineSeries } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { partialDayIndex } from '../format/chartTime';

/**
 * A daily series whose last point is today, split in two lines so today's part is drawn dashed: the complete days,
 * and the segment from yesterday to today. Each line's tooltip names only its own points (null hides a row).
 */
export const splitPartialDay = (data: readonly number[], partial: number) => {
    const complete = data.map((value, index) => (index === partial ? null : value));
    const today = data.map((value, index) => (index >= partial - 1 ? value : null));
    return { complete, today };
};

/** How the id (and stack) of a line's today segment ends: the dashed style finds the segments by it. */
export const PARTIAL_SERIES_SUFFIX = '-today-so-far';

/** A line of a daily chart as the chart gives it: its counts by day, its name and colour, how a count is written. */
export interface DailyLine {
    id: string;
    label: string;
    data: readonly number[];
    color: string;
    format: (value: number) => string;
    area?: boolean;
    stack?: string;
    showMark?: boolean;
}

type Label = (location: 'tooltip' | 'legend') => string;

/** The segment's name in the tooltip only (x-charts leaves a series out of the legend when its name there is undefined). */
const tooltipOnly =
    (label: string): Label =>
    location =>
        (location === 'legend' ? undefined : label) as string;

/**
 * The chart's series for `lines` when point `partial` is today (a day not over yet): each line as its complete days,
 * then a dashed segment from yesterday to today. A stacked line's segment is stacked apart (the same lines in the
 * same order), so it starts where the stack ends. The segment is in the tooltip at today's point only and not in the
 * legend. `partial` below 0: the lines as they are.
 */
export const partialDayLines = (lines: readonly DailyLine[], partial: number): LineSeries[] =>
    lines.flatMap(({ format, data, ...line }) => {
        const valueFormatter = (value: number | null) => (value === null ? null : format(value));
        if (partial < 0) return [{ ...line, data: [...data], valueFormatter }];
        const { complete, today } = splitPartialDay(data, partial);
        return [
            { ...line, data: complete, valueFormatter },
            {
                id: `${line.id}${PARTIAL_SERIES_SUFFIX}`,
                label: tooltipOnly(line.label),
                data: today,
                color: line.color,
                showMark: line.showMark,
                stack: line.stack === undefined ? undefined : `${line.stack}${PARTIAL_SERIES_SUFFIX}`,
                valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => (dataIndex === partial ? valueFormatter(value) : null),
            },
        ];
    });

/** The dashed look of today's segments, for a LineChart's sx. */
export const partialDaySx = { [`& .${lineClasses.line}[data-series$="${PARTIAL_SERIES_SUFFIX}"]`]: { strokeDasharray: '6 4' } };

type AxisFormatter = (value: string, context: { location: string }) => string;

/**
 * Today's part of a daily chart (its points' times decide): the index of today's point (-1 when the chart does not
 * end today), the lines split there, and an x-axis formatter (over the axis' `data`, each written by `format`) that
 * names today's point in the tooltip ("11-28 (today so far)").
 */
export const usePartialDay = (points: readonly { time: string }[]) => {
    const translate = useTranslate();
    const partial = partialDayIndex(points);
    return {
        partial,
        lines: (lines: readonly DailyLine[]) => partialDayLines(lines, partial),
        axisFormatter:
            (data: readonly string[], format: (value: string, tick: boolean) => string = value => value): AxisFormatter =>
            (value, context) => {
                const text = format(value, context.location === 'tick');
                return context.location === 'tooltip' && partial >= 0 && value === data[partial] ? translate('partialDay.time', { time: text }) : text;
            },
    };
};
