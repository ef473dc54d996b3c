import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisLabel, isHourly, spansDays } from '../format/chartTime';
import { formatCount } from '../format/count';
import { useCountAxis } from './countAxis';
import { partialDaySx, usePartialDay } from './partialDay';
import { PartialDayNote } from './PartialDayNote';

interface QueryChartProps {
    points: readonly { time: string; count: number }[];
    /** The series' name (already translated). */
    label: string;
    height: number;
    testId: string;
}

/**
 * The query volume line of the dashboard and the qps tab. Hourly or daily comes from the points' times; an
 * hourly chart over several days labels its hours with the day. Default export so a screen can load it lazily
 * (@mui/x-charts is a large chunk). A daily chart that ends today draws today's segment dashed and says so, so a
 * day not over yet does not read as a fall.
 */
export const QueryChart = ({ points, label, height, testId }: QueryChartProps) => {
    const theme = useTheme();
    const hourly = isHourly(points);
    const withDay = hourly && spansDays(points);
    const countAxis = useCountAxis(Math.max(0, ...points.map(point => point.count)));
    const today = usePartialDay(points);
    const labels = points.map(point => axisLabel(point.time, hourly, withDay));
    const series = today.lines([
        {
            id: 'queries',
            label,
            data: points.map(point => point.count),
            color: theme.palette.primary.main,
            format: formatCount,
            area: true,
            showMark: points.length <= 31,
        },
    ]);
    return (
        <div data-testid={testId} data-partial-day={today.partial >= 0 || undefined} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: labels, valueFormatter: today.axisFormatter(labels) }]}
                yAxis={[{ min: 0, ...countAxis }]}
                series={series}
                hideLegend
                // room on the right for the last axis label
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 }, ...partialDaySx }}
            />
            <PartialDayNote partial={today.partial} />
        </div>
    );
};

export default QueryChart;
