import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { QueryPoint } from '../../resources/queryStats/api';
import { pointLabel } from './chartRanges';

interface QueryChartProps {
    points: QueryPoint[];
    hourly: boolean;
    height: number;
}

/** The query volume line (loaded lazily: @mui/x-charts stays out of the dashboard's first paint). */
const QueryChart = ({ points, hourly, height }: QueryChartProps) => {
    const translate = useTranslate();
    const theme = useTheme();
    return (
        <div data-testid="query-chart" style={{ minWidth: 0 }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: points.map(point => pointLabel(point.time, hourly)) }]}
                yAxis={[{ min: 0, width: 56, valueFormatter: (value: number) => value.toLocaleString('en-US') }]}
                series={[{ data: points.map(point => point.count), label: translate('dashboard.chart.series'), area: true, showMark: points.length <= 31, color: theme.palette.primary.main }]}
                hideLegend
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
            />
        </div>
    );
};

export default QueryChart;
