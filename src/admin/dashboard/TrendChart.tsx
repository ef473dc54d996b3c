import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { ShapedSeries } from './chartSeries';

interface TrendChartProps {
    series: ShapedSeries;
    /** The series' name (already translated). */
    label: string;
    format: (value: number) => string;
    height: number;
    testId: string;
}

/** One series as a filled line in the theme's primary colour. Default export: screens load it lazily (@mui/x-charts is a large chunk). */
export const TrendChart = ({ series, label, format, height, testId }: TrendChartProps) => {
    const theme = useTheme();
    return (
        <div data-testid={testId} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: series.labels }]}
                yAxis={[{ min: 0, width: 72, valueFormatter: (value: number) => format(value) }]}
                series={[
                    {
                        data: series.values,
                        label,
                        area: true,
                        showMark: series.values.length <= 31,
                        color: theme.palette.primary.main,
                        valueFormatter: value => format(value ?? 0),
                    },
                ]}
                hideLegend
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
            />
        </div>
    );
};

export default TrendChart;
