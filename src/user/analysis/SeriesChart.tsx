import { useTheme } from '@mui/material';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisLabel, isHourly, spansDays } from '../../format/chartTime';
import { formatCount } from '../../format/count';
import type { Series } from '../../data/analysis/api';
import { useCountAxis } from '../../ui/countAxis';
import { knownNameKeys, useKnownName } from '../../ui/useKnownName';
import { partialDaySx, usePartialDay } from '../../ui/partialDay';
import { PartialDayNote } from '../../ui/PartialDayNote';
import { pointTotals, timesOf, valuesOn } from './shaping';

interface SeriesChartProps {
    series: readonly Series[];
    stacked: boolean;
    height: number;
}

/**
 * Several query series over the same times, stacked areas or lines, named in the language shown (其他 too). The
 * axis shows short times ("HH:mm" or "MM-DD"); the tooltip shows the full time and every count with thousands
 * separators. A daily chart that ends today draws today's segments dashed and says so (ui/partialDay), so a day
 * not over yet does not read as a fall.
 */
export const SeriesChart = ({ series, stacked, height }: SeriesChartProps) => {
    const theme = useTheme();
    const times = timesOf(series);
    const points = times.map(time => ({ time }));
    const hourly = isHourly(points);
    const withDay = hourly && spansDays(points);
    const max = Math.max(0, ...(stacked ? pointTotals(series) : series.flatMap(item => item.points)).map(point => point.count));
    const countAxis = useCountAxis(max);
    const today = usePartialDay(points);
    const knownName = useKnownName();
    // the chart's own palette, given here so a line and its today segment share a colour; the rest ("other") grey
    const colors = rainbowSurgePalette(theme.palette.mode);
    const colorOf = (name: string, index: number) =>
        knownNameKeys(name)?.join() === 'statNames.other' ? theme.palette.grey[500] : colors[index % colors.length];
    const lines = today.lines(
        series.map((item, index) => ({
            id: item.name,
            label: knownName(item.name),
            data: valuesOn(item, times),
            color: colorOf(item.name, index),
            format: formatCount,
            showMark: false,
            ...(stacked ? { stack: 'total', area: true } : {}),
        })),
    );
    return (
        <div
            data-testid="analysis-chart"
            data-points={times.length}
            data-first={times[0] ?? ''}
            data-partial-day={today.partial >= 0 || undefined}
            style={{ minWidth: 0, width: '100%' }}
        >
            <LineChart
                height={height}
                xAxis={[
                    {
                        scaleType: 'point',
                        data: times,
                        valueFormatter: today.axisFormatter(times, (time, tick) => (tick ? axisLabel(time, hourly, withDay) : time)),
                    },
                ]}
                yAxis={[{ min: 0, ...countAxis }]}
                series={lines}
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
                sx={partialDaySx}
            />
            <PartialDayNote partial={today.partial} />
        </div>
    );
};

export default SeriesChart;
