import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { ChartRange } from '../../data/adminOverview/api';
import { SeriesCard } from '../dashboard/SeriesCard';

const METRICS = ['bandwidth', 'requests'] as const;
type Metric = (typeof METRICS)[number];

/** The CDN nodes' bandwidth (its peak) or requests (their total) over a period (/admin/cdn/dashboard). */
export const CdnDashboardPage = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const [metric, setMetric] = useState<Metric>('bandwidth');
    const [range, setRange] = useState<ChartRange>('today');
    const query = useQuery({
        queryKey: ['cdnTools', 'chart', range],
        queryFn: () => dataProvider.getCdnChart(range),
        retry: 1,
        // the chosen metric as a line; switching metric needs no new call
        select: points => points.map(point => ({ time: point.time, value: point[metric] })),
    });
    return (
        <Box sx={{ my: 2, minWidth: 0 }}>
            <Title title="cdn.dashboard.title" />
            <SeriesCard
                title="cdn.dashboard.title"
                testId="card-cdn-chart"
                metric={{ value: metric, options: METRICS, onChange: setMetric, labels: 'cdn.dashboard', name: 'adminDashboard.chart.type' }}
                range={range}
                onRange={setRange}
                query={query}
                unit={metric === 'bandwidth' ? 'bitrate' : 'count'}
                summary={metric === 'bandwidth' ? { key: 'cdn.dashboard.peak', of: 'peak' } : { key: 'cdn.dashboard.total', of: 'total' }}
                empty="cdn.dashboard.empty"
            />
        </Box>
    );
};

export default CdnDashboardPage;
