import ShowChart from '@mui/icons-material/ShowChart';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { QueryChart } from '../../../ui/QueryChart';
import { StatFigure } from '../../../ui/StatFigure';
import { isHourly } from '../../../format/chartTime';
import { toTimeBounds } from '../../../format/dateRange';
import type { QueryPoint } from '../../../data/queryStats/api';
import { useDomainParams } from './domainParams';
import { summariseQueries } from '../../../data/queryStats/summary';
import { useStatsRange } from '../../../ui/useStatsRange';

const QueryFigures = ({ points }: { points: QueryPoint[] }) => {
    const translate = useTranslate();
    const summary = summariseQueries(points);
    if (summary.total === 0) {
        return <EmptyState icon={<ShowChart />} title={translate('domainPages.qps.empty')} body={translate('domainPages.qps.emptyHelp')} />;
    }
    return (
        <>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1, '& > *': { flex: '1 1 140px' } }}>
                <StatFigure testId="qps-total" size="medium" label="domainPages.qps.total" value={summary.total} />
                <StatFigure
                    testId="qps-peak"
                    size="medium"
                    label="domainPages.qps.peak"
                    value={summary.peak?.count ?? 0}
                    note={summary.peak ? translate('domainPages.qps.peakAt', { time: summary.peak.time }) : undefined}
                />
                <StatFigure
                    testId="qps-average"
                    size="medium"
                    label="domainPages.qps.average"
                    labelOptions={{ unit: translate(isHourly(points) ? 'domainPages.qps.hour' : 'domainPages.qps.day') }}
                    value={summary.average}
                />
            </Stack>
            <QueryChart points={points} label={translate('domainPages.qps.series')} height={320} testId="qps-chart" />
        </>
    );
};

/** The qps tab: the domain's query volume over a preset or custom date range (the server answers hourly or daily points). */
export const QpsPage = () => {
    const translate = useTranslate();
    const { domain } = useDomainParams();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('today');
    const bounds = toTimeBounds(range);
    const query = useQuery({
        queryKey: ['queryChart', domain, bounds.startTime, bounds.endTime],
        queryFn: () => dataProvider.getQueryChart({ domain, ...bounds }),
    });
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                    {translate('domainPages.qps.title')}
                </Typography>
                <DateRangeFilter value={range} onChange={setRange} />
                <Box sx={{ mt: 2 }}>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                    {query.data ? <QueryFigures points={query.data} /> : null}
                </Box>
            </CardContent>
        </Card>
    );
};
