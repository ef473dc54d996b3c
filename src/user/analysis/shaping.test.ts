import { describe, expect, it } from 'vitest';
import { csvFileName } from './csv';
import { toCsv } from '../../format/csv';
import { pointTotals, rankRows, seriesCsvRows, topCsvRows, visibleSeries } from './shaping';
import { rangeParams, readSeries, readTop } from '../../data/analysis/api';
import { toTimeBounds } from '../../format/dateRange';

const series = [
    {
        name: 'A',
        points: [
            { time: '2026-01-01 00:00', count: 1200 },
            { time: '2026-01-01 01:00', count: 5 },
        ],
    },
    {
        name: 'MX',
        points: [
            { time: '2026-01-01 00:00', count: 0 },
            { time: '2026-01-01 01:00', count: 0 },
        ],
    },
    { name: 'AAAA', points: [{ time: '2026-01-01 00:00', count: 3 }] },
];

describe('analysis: range -> request', () => {
    it('sends whole days, the domain trimmed and lower-cased, and leaves "all" out', () => {
        const bounds = toTimeBounds({ start: '2026-01-01', end: '2026-01-07' });
        expect(bounds).toEqual({ startTime: '2026-01-01 00:00:00', endTime: '2026-01-07 23:59:59' });
        expect(rangeParams({ domain: ' Example.COM ', ...bounds })).toEqual({ domain: 'example.com', ...bounds });
        expect(rangeParams({ domain: '', ...bounds })).toEqual(bounds);
    });
});

describe('analysis: reading answers', () => {
    it('reads series and top answers tolerantly, a series that is not a record left out', () => {
        expect(
            readSeries({
                series: [
                    {
                        name: 'A',
                        points: [
                            { time: 't', count: '7' },
                            { time: 'u', count: -1 },
                        ],
                    },
                    'junk',
                ],
            }),
        ).toEqual([
            {
                name: 'A',
                points: [
                    { time: 't', count: 7 },
                    { time: 'u', count: 0 },
                ],
            },
        ]);
        expect(readSeries(undefined)).toEqual([]);
        expect(readTop({ list: [{ name: 'x', count: 3 }], total: 12 })).toEqual({ list: [{ name: 'x', count: 3 }], total: 12 });
        // no total: the rows' sum
        expect(
            readTop({
                list: [
                    { name: 'x', count: 3 },
                    { name: 'y', count: 1 },
                ],
            }).total,
        ).toBe(4);
    });
});

describe('analysis: series shaping', () => {
    it('sums the series per time (a missing point counts 0) and hides empty series', () => {
        expect(pointTotals(series)).toEqual([
            { time: '2026-01-01 00:00', count: 1203 },
            { time: '2026-01-01 01:00', count: 5 },
        ]);
        expect(visibleSeries(series).map(item => item.name)).toEqual(['A', 'AAAA']);
    });

    it('makes CSV rows: time, each series, total', () => {
        expect(seriesCsvRows(visibleSeries(series), { time: '时间', total: '合计' })).toEqual([
            ['时间', 'A', 'AAAA', '合计'],
            ['2026-01-01 00:00', 1200, 3, 1203],
            ['2026-01-01 01:00', 5, 0, 5],
        ]);
        // one series: no total column
        expect(seriesCsvRows([series[0]], { time: 'Time', total: 'Total' })[0]).toEqual(['Time', 'A']);
    });

    it('ranks with shares of the whole range, and makes CSV rows with percentages', () => {
        const rows = rankRows({
            list: [
                { name: 'a.com', count: 750 },
                { name: 'b.com', count: 125 },
            ],
            total: 1000,
        });
        expect(rows).toEqual([
            { rank: 1, name: 'a.com', count: 750, share: 0.75 },
            { rank: 2, name: 'b.com', count: 125, share: 0.125 },
        ]);
        expect(topCsvRows(rows, { rank: '#', name: 'Name', count: 'Queries', share: 'Share' })).toEqual([
            ['#', 'Name', 'Queries', 'Share'],
            [1, 'a.com', 750, '75.0%'],
            [2, 'b.com', 125, '12.5%'],
        ]);
        expect(rankRows({ list: [{ name: 'x', count: 0 }], total: 0 })[0].share).toBe(0);
    });
});

describe('analysis: CSV', () => {
    it('writes a ranking through the CSV writer: names that would run as formulas are inert, numbers stay numbers', () => {
        const rows = rankRows({ list: [{ name: '=HYPERLINK("https://evil.example","x")', count: 3 }], total: 4 });
        expect(toCsv(topCsvRows(rows, { rank: '#', name: 'Name', count: 'Queries', share: 'Share' }))).toBe(
            `#,Name,Queries,Share\r\n1,"'=HYPERLINK(""https://evil.example"",""x"")",3,75.0%`,
        );
        expect(csvFileName('top-domain', '', { start: '2026-01-01', end: '2026-01-02' })).toBe('analysis-top-domain-all-2026-01-01_2026-01-02.csv');
    });
});
