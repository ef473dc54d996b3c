import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { partialDaySx, usePartialDay } from '../../ui/partialDay';
import { PartialDayNote } from '../../ui/PartialDayNote';
import type { ShapedSeries } from './chartSeries';

interface TrendChartProps {
    series: ShapedSeries;
    /** The points' times as sent (hourly or daily). */
    times: readonly string[];
    /** The series' name (already translated). */
    label: string;
    format: (value: number) => string;
    height: number;
    testId: string;
}

/**
 * One series as a filled line in the theme's primary colour; a daily line that ends today draws today dashed and
 * says so (ui/partialDay). Default export: screens load it lazily (@mui/x-charts is a large chunk).
 */
export const TrendChart = ({ series, times, label, format, height, testId }: TrendChartProps) => {
    const theme = useTheme();
    const today = usePartialDay(times.map(time => ({ time })));
    const lines = today.lines([
        {
            id: 'trend',
            data: series.values,
            label,
            area: true,
            showMark: series.values.length <= 31,
            color: theme.palette.primary.main,
            format,
        },
    ]);
    return (
        <div data-testid={testId} data-partial-day={today.partial >= 0 || undefined} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: series.labels, valueFormatter: today.axisFormatter(series.labels) }]}
                yAxis={[{ min: 0, width: 72, valueFormatter: (value: number) => format(value) }]}
                series={lines}
                hideLegend
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 }, ...partialDaySx }}
            />
            <PartialDayNote partial={today.partial} />
        </div>
    );
};

export default TrendChart;
