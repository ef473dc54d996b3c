import { axisLabel, isHourly, spansDays } from '../../format/chartTime';
import { formatCount } from '../../format/count';

/** A chart's points, shaped for a line: axis labels, values, and the figures shown above it. */
export interface ShapedSeries {
    labels: string[];
    values: number[];
    total: number;
    peak: number;
}

/** Hourly or daily labels come from the points' times (format/chartTime); values are kept as sent. */
export const shapeSeries = (points: readonly { time: string; value: number }[]): ShapedSeries => {
    const hourly = isHourly(points);
    const withDay = hourly && spansDays(points);
    const values = points.map(point => (Number.isFinite(point.value) ? Math.max(0, point.value) : 0));
    return {
        labels: points.map(point => axisLabel(point.time, hourly, withDay)),
        values,
        total: values.reduce((sum, value) => sum + value, 0),
        peak: values.reduce((max, value) => Math.max(max, value), 0),
    };
};

const scaled = (value: number, base: number, units: readonly string[]): string => {
    let index = 0;
    let amount = Math.max(0, value);
    while (amount >= base && index < units.length - 1) {
        amount /= base;
        index++;
    }
    const digits = index === 0 || amount >= 100 ? 0 : amount >= 10 ? 1 : 2;
    return `${amount.toFixed(digits)} ${units[index]}`;
};

/** Bytes in binary units: "1.50 GB". */
export const formatBytes = (bytes: number): string => scaled(bytes, 1024, ['B', 'KB', 'MB', 'GB', 'TB', 'PB']);

/** Bits per second in decimal units: "850 Mbps". */
export const formatBitrate = (bps: number): string => scaled(bps, 1000, ['bps', 'Kbps', 'Mbps', 'Gbps', 'Tbps']);

export type SeriesUnit = 'count' | 'bytes' | 'bitrate';

export const formatterOf = (unit: SeriesUnit): ((value: number) => string) =>
    unit === 'bytes' ? formatBytes : unit === 'bitrate' ? formatBitrate : formatCount;
