import { useState } from 'react';
import { CHART_TYPES, type ChartRange, type ChartType } from '../../data/adminOverview/api';
import { useAdminChart } from './queries';
import { SeriesCard } from './SeriesCard';

/** Queries (a count) or traffic (bytes) of the whole platform over a period. */
export const QueryTrendCard = () => {
    const [type, setType] = useState<ChartType>('query');
    const [range, setRange] = useState<ChartRange>('today');
    const query = useAdminChart(type, range);
    return (
        <SeriesCard
            title="adminDashboard.chart.title"
            testId="card-chart"
            metric={{ value: type, options: CHART_TYPES, onChange: setType, labels: 'adminDashboard.chart.types', name: 'adminDashboard.chart.type' }}
            range={range}
            onRange={setRange}
            query={query}
            unit={type === 'traffic' ? 'bytes' : 'count'}
            summary={{ key: 'adminDashboard.chart.total', of: 'total' }}
            empty="adminDashboard.chart.empty"
        />
    );
};
