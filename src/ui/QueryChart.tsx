import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisLabel, isHourly, spansDays } from '../format/chartTime';
import { useCountAxis } from './countAxis';

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
 * (@mui/x-charts is a large chunk).
 */
export const QueryChart = ({ points, label, height, testId }: QueryChartProps) => {
    const theme = useTheme();
    const hourly = isHourly(points);
    const withDay = hourly && spansDays(points);
    const countAxis = useCountAxis(Math.max(0, ...points.map(point => point.count)));
    return (
        <div data-testid={testId} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: points.map(point => axisLabel(point.time, hourly, withDay)) }]}
                yAxis={[{ min: 0, ...countAxis }]}
                series={[{ data: points.map(point => point.count), label, area: true, showMark: points.length <= 31, color: theme.palette.primary.main }]}
                hideLegend
                // room on the right for the last axis label
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
            />
        </div>
    );
};

export default QueryChart;
