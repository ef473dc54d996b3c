import type { Series, SeriesPoint, TopAnswer } from '../../data/analysis/api';
import type { CsvCell } from '../../format/csv';
import { topWithOther } from '../../data/queryStats/summary';

/** The total volume as one series (the known chart call answers points only). */
export const totalSeries = (name: string, points: readonly SeriesPoint[]): Series[] => [{ name, points: [...points] }];

/** The times of the chart: the first series' (the server answers every series on the same points). */
export const timesOf = (series: readonly Series[]): string[] => series[0]?.points.map(point => point.time) ?? [];

/** Each series' values on the shared times (a missing point counts 0). */
export const valuesOn = (series: Series, times: readonly string[]): number[] => {
    const byTime = new Map(series.points.map(point => [point.time, point.count]));
    return times.map(time => byTime.get(time) ?? 0);
};

/** The per-time totals of all series (the stacked chart's top line, and the figures). */
export const pointTotals = (series: readonly Series[]): SeriesPoint[] => {
    const times = timesOf(series);
    const values = series.map(item => valuesOn(item, times));
    return times.map((time, index) => ({ time, count: values.reduce((sum, row) => sum + row[index], 0) }));
};

/** Series without any query are left out of the chart (a type nobody asked for). */
export const visibleSeries = (series: readonly Series[]): Series[] => series.filter(item => item.points.some(point => point.count > 0));

/** CSV of a series chart: a header (time, each series, total) and one row per time. */
export const seriesCsvRows = (series: readonly Series[], labels: { time: string; total: string }): CsvCell[][] => {
    const times = timesOf(series);
    const values = series.map(item => valuesOn(item, times));
    const header: CsvCell[] = [labels.time, ...series.map(item => item.name), ...(series.length > 1 ? [labels.total] : [])];
    const rows = times.map((time, index) => {
        const cells = values.map(row => row[index]);
        return [time, ...cells, ...(series.length > 1 ? [cells.reduce((sum, value) => sum + value, 0)] : [])];
    });
    return [header, ...rows];
};

export interface RankedRow {
    rank: number;
    name: string;
    count: number;
    /** Of the range's total, 0..1. */
    share: number;
}

/** The ranked rows with their share of the whole range's total (not of the rows shown). */
export const rankRows = ({ list, total }: TopAnswer): RankedRow[] =>
    list.map((row, index) => ({ rank: index + 1, name: row.name, count: row.count, share: total ? row.count / total : 0 }));

/**
 * A ranking drawn as a pie: the largest `max - 1` and one "other" last with the rest and any catch-all bucket the
 * answer holds, so the pie and its table show the same rows (other never ranked between two names).
 */
export const foldedRankRows = (answer: TopAnswer, max: number, otherName: string): RankedRow[] =>
    rankRows({ list: topWithOther(answer.list, max, otherName), total: answer.total });

/** CSV of a ranking: rank, name, count, share as a percentage with one decimal. */
export const topCsvRows = (rows: readonly RankedRow[], labels: { rank: string; name: string; count: string; share: string }): CsvCell[][] => [
    [labels.rank, labels.name, labels.count, labels.share],
    ...rows.map(row => [row.rank, row.name, row.count, `${(Math.round(row.share * 1000) / 10).toFixed(1)}%`]),
];
