import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Typography } from '@mui/material';

interface ValueChartProps {
    points: ReadonlyArray<{ label: string; value: number | null }>;
    /** The series' name (already translated). */
    series: string;
    kind: 'line' | 'bar';
    height?: number;
    testId: string;
    max?: number;
    /** Said instead of the chart when no point has a value (e.g. no response: every check failed). */
    noData?: string;
}

/** One series over time (response times, availability, alert counts); gaps stay gaps. */
export const ValueChart = ({ points, series, kind, height = 260, testId, max, noData }: ValueChartProps) => {
    const xAxis = [{ scaleType: kind === 'bar' ? ('band' as const) : ('point' as const), data: points.map(point => point.label) }];
    const yAxis = [{ min: 0, max, width: 48 }];
    const data = points.map(point => point.value);
    if (noData && data.every(value => value === null))
        return (
            <Typography variant="body2" color="text.secondary" data-testid={testId} sx={{ py: 2 }}>
                {noData}
            </Typography>
        );
    return (
        <div data-testid={testId} style={{ minWidth: 0, width: '100%' }}>
            {kind === 'bar' ? (
                <BarChart height={height} xAxis={xAxis} yAxis={yAxis} series={[{ data: data.map(value => value ?? 0), label: series }]} hideLegend />
            ) : (
                <LineChart
                    height={height}
                    xAxis={xAxis}
                    yAxis={yAxis}
                    series={[{ data, label: series, showMark: points.length <= 48, connectNulls: false }]}
                    hideLegend
                />
            )}
        </div>
    );
};
