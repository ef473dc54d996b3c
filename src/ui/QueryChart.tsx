import { Typography, useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { axisLabel, isHourly, partialDayIndex, spansDays } from '../format/chartTime';
import { formatCount } from '../format/count';
import { useCountAxis } from './countAxis';
import { PARTIAL_SERIES_ID, splitPartialDay } from './partialDay';

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
    const translate = useTranslate();
    const countAxis = useCountAxis(Math.max(0, ...points.map(point => point.count)));
    const counts = points.map(point => point.count);
    const partial = partialDayIndex(points);
    const color = theme.palette.primary.main;
    const showMark = points.length <= 31;
    const shown = (value: number | null) => (value === null ? null : formatCount(value));
    const series =
        partial < 0
            ? [{ data: counts, label, area: true, showMark, color, valueFormatter: shown }]
            : (() => {
                  const { complete, today } = splitPartialDay(counts, partial);
                  const todayLabel = translate('partialDay.label');
                  return [
                      { data: complete, label, area: true, showMark, color, valueFormatter: shown },
                      {
                          id: PARTIAL_SERIES_ID,
                          data: today,
                          label: todayLabel,
                          showMark,
                          color,
                          // only today's own point in the tooltip: yesterday's is the first line's
                          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => (dataIndex === partial ? shown(value) : null),
                      },
                  ];
              })();
    return (
        <div data-testid={testId} data-partial-day={partial >= 0 || undefined} style={{ minWidth: 0, width: '100%' }}>
            <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: points.map(point => axisLabel(point.time, hourly, withDay)) }]}
                yAxis={[{ min: 0, ...countAxis }]}
                series={series}
                hideLegend
                // room on the right for the last axis label
                margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                sx={{
                    [`& .${lineClasses.area}`]: { fillOpacity: 0.15 },
                    [`& .${lineClasses.line}[data-series="${PARTIAL_SERIES_ID}"]`]: { strokeDasharray: '6 4' },
                }}
            />
            {partial >= 0 ? (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right', mt: -0.5 }}>
                    {translate('partialDay.note')}
                </Typography>
            ) : null}
        </div>
    );
};

export default QueryChart;
