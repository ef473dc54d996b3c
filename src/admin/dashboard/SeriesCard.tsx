import { Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { CHART_RANGES, type ChartRange } from '../../data/adminOverview/api';
import { DashboardCard } from '../../ui/DashboardCard';
import { CardQuery, type QueryLike } from '../../ui/CardQuery';
import { formatterOf, shapeSeries, type SeriesUnit } from './chartSeries';

// the chart library is its own chunk: the figures paint without waiting for it
const TrendChart = lazy(() => import('./TrendChart'));

export const CHART_HEIGHT = 280;

const ChartSkeleton = () => <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="card-loading" aria-busy="true" />;

interface Toggle<T extends string> {
    value: T;
    options: readonly T[];
    onChange: (value: T) => void;
    /** Translation key prefix of each option's label, and the group's accessible name. */
    labels: string;
    name: string;
}

const Toggles = <T extends string>({ value, options, onChange, labels, name }: Toggle<T>) => {
    const translate = useTranslate();
    return (
        <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: T | null) => next && onChange(next)} aria-label={translate(name)}>
            {options.map(option => (
                <ToggleButton key={option} value={option} sx={{ px: 1.5, py: 0.25, whiteSpace: 'nowrap', textTransform: 'none' }}>
                    {translate(`${labels}.${option}`)}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};

interface SeriesCardProps<M extends string> {
    title: string;
    testId: string;
    metric: Toggle<M>;
    range: ChartRange;
    onRange: (range: ChartRange) => void;
    /** The chosen metric's points. */
    query: QueryLike<{ time: string; value: number }[]>;
    unit: SeriesUnit;
    /** Translation key of the figure above the chart (%{value}): a total or a peak. */
    summary: { key: string; of: 'total' | 'peak' };
    empty: string;
}

/** A chart card: a metric and a period to choose, the figure that sums it up, and the line (lazily loaded). */
export const SeriesCard = <M extends string>({ title, testId, metric, range, onRange, query, unit, summary, empty }: SeriesCardProps<M>) => {
    const translate = useTranslate();
    const format = formatterOf(unit);
    return (
        <DashboardCard
            title={title}
            testId={testId}
            action={
                <>
                    <Toggles {...metric} />
                    <Toggles value={range} options={CHART_RANGES} onChange={onRange} labels="adminDashboard.chart.ranges" name="adminDashboard.chart.range" />
                </>
            }
        >
            <CardQuery query={query} skeleton={<ChartSkeleton />}>
                {points => {
                    const series = shapeSeries(points);
                    if (series.total === 0) {
                        return (
                            <Typography variant="body2" color="text.secondary" data-testid="card-empty">
                                {translate(empty)}
                            </Typography>
                        );
                    }
                    return (
                        <>
                            <Typography variant="body2" color="text.secondary" data-testid="chart-summary">
                                {translate(summary.key, { value: format(series[summary.of]) })}
                            </Typography>
                            <Suspense fallback={<ChartSkeleton />}>
                                <TrendChart
                                    series={series}
                                    times={points.map(point => point.time)}
                                    label={translate(`${metric.labels}.${metric.value}`)}
                                    format={format}
                                    height={CHART_HEIGHT}
                                    testId={`${testId}-chart`}
                                />
                            </Suspense>
                        </>
                    );
                }}
            </CardQuery>
        </DashboardCard>
    );
};
