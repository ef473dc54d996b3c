import { Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../format/count';
import { CardQuery } from '../../ui/CardQuery';
import { CHART_PRESETS, type ChartPreset } from './chartRanges';
import { DashboardCard } from '../../ui/DashboardCard';
import { useUserChart } from './queries';

// the chart library is its own chunk: the stat cards paint without waiting for it
const QueryChart = lazy(() => import('../../ui/QueryChart'));

export const CHART_HEIGHT = 280;

const ChartSkeleton = () => <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="card-loading" aria-busy="true" />;

/** Query volume of every domain of the user, over a preset period. */
export const QueryChartCard = () => {
    const translate = useTranslate();
    const [preset, setPreset] = useState<ChartPreset>('today');
    const query = useUserChart(preset);
    const total = query.data?.reduce((sum, point) => sum + point.count, 0);
    return (
        <DashboardCard
            title="dashboard.chart.title"
            testId="card-chart"
            action={
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={preset}
                    onChange={(_, next: ChartPreset | null) => next && setPreset(next)}
                    aria-label={translate('dashboard.chart.range')}
                >
                    {CHART_PRESETS.map(value => (
                        <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.25, whiteSpace: 'nowrap', textTransform: 'none' }}>
                            {translate(`dashboard.chart.ranges.${value}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            }
        >
            {total !== undefined && total > 0 ? (
                <Typography variant="body2" color="text.secondary" data-testid="chart-total">
                    {translate('dashboard.chart.total', { count: formatCount(total) })}
                </Typography>
            ) : null}
            <CardQuery query={query} skeleton={<ChartSkeleton />} isEmpty={points => points.every(point => point.count === 0)} empty="dashboard.chart.empty">
                {points => (
                    <Suspense fallback={<ChartSkeleton />}>
                        <QueryChart points={points} label={translate('dashboard.chart.series')} height={CHART_HEIGHT} testId="query-chart" />
                    </Suspense>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
