import { LineChart } from '@mui/x-charts/LineChart';
import { axisLabel, isHourly, spansDays } from '../../format/chartTime';
import { formatCount } from '../../format/count';
import type { Series } from '../../data/analysis/api';
import { useCountAxis } from '../../ui/countAxis';
import { pointTotals, timesOf, valuesOn } from './shaping';

interface SeriesChartProps {
    series: readonly Series[];
    stacked: boolean;
    height: number;
}

/**
 * Several query series over the same times, stacked areas or lines. The axis shows short times ("HH:mm" or
 * "MM-DD"); the tooltip shows the full time and every count with thousands separators.
 */
export const SeriesChart = ({ series, stacked, height }: SeriesChartProps) => {
    const times = timesOf(series);
    const points = times.map(time => ({ time }));
    const hourly = isHourly(points);
    const withDay = hourly && spansDays(points);
    const max = Math.max(0, ...(stacked ? pointTotals(series) : series.flatMap(item => item.points)).map(point => point.count));
    const countAxis = useCountAxis(max);
    return (
        <div data-testid="analysis-chart" data-points={times.length} data-first={times[0] ?? ''} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[
                    {
                        scaleType: 'point',
                        data: times,
                        valueFormatter: (time: string, context) => (context.location === 'tick' ? axisLabel(time, hourly, withDay) : time),
                    },
                ]}
                yAxis={[{ min: 0, ...countAxis }]}
                series={series.map(item => ({
                    id: item.name,
                    label: item.name,
                    data: valuesOn(item, times),
                    valueFormatter: (value: number | null) => (value === null ? '' : formatCount(value)),
                    showMark: false,
                    ...(stacked ? { stack: 'total', area: true } : {}),
                }))}
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
            />
        </div>
    );
};

export default SeriesChart;
