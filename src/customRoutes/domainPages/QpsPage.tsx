import ShowChart from '@mui/icons-material/ShowChart';
import { Box, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../apps/user/dataProvider';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { rangeDays, toTimeBounds } from '../../format/dateRange';
import type { QueryPoint } from '../../resources/queryStats/api';
import { useDomainParams } from './domainParams';
import { DomainPageFrame } from './DomainPageFrame';
import { EmptyState, LoadError, Loading } from './PageStates';
import { axisLabel, formatCount, summariseQueries } from './querySummary';
import { useStatsRange } from './useStatsRange';

const Figure = ({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) => (
    <Box sx={{ minWidth: 140, flex: '1 1 140px' }} data-testid={testId}>
        <Typography variant="caption" color="text.secondary">
            {label}
        </Typography>
        <Typography variant="h5" component="p">
            {value}
        </Typography>
        {note ? (
            <Typography variant="caption" color="text.secondary">
                {note}
            </Typography>
        ) : null}
    </Box>
);

const QueryChart = ({ points, hourly, twoDays }: { points: QueryPoint[]; hourly: boolean; twoDays: boolean }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const summary = summariseQueries(points);
    if (summary.total === 0) {
        return <EmptyState icon={<ShowChart />} title={translate('domainPages.qps.empty')} body={translate('domainPages.qps.emptyHelp')} />;
    }
    return (
        <>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }}>
                <Figure testId="qps-total" label={translate('domainPages.qps.total')} value={formatCount(summary.total)} />
                <Figure
                    testId="qps-peak"
                    label={translate('domainPages.qps.peak')}
                    value={formatCount(summary.peak?.count ?? 0)}
                    note={summary.peak ? translate('domainPages.qps.peakAt', { time: summary.peak.time }) : undefined}
                />
                <Figure
                    testId="qps-average"
                    label={translate('domainPages.qps.average', { unit: translate(hourly ? 'domainPages.qps.hour' : 'domainPages.qps.day') })}
                    value={formatCount(summary.average)}
                />
            </Stack>
            <Box sx={{ width: '100%', height: 320 }} data-testid="qps-chart">
                <LineChart
                    height={320}
                    xAxis={[{ scaleType: 'point', data: points.map(point => axisLabel(point.time, hourly, twoDays)) }]}
                    yAxis={[{ min: 0, width: 64, valueFormatter: (value: number) => formatCount(value) }]}
                    series={[{ data: points.map(point => point.count), label: translate('domainPages.qps.series'), area: true, showMark: points.length <= 31, color: theme.palette.primary.main }]}
                    hideLegend
                    // room on the right for the last axis label
                    margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
                    sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
                />
            </Box>
        </>
    );
};

/** The qps tab: the domain's query volume over a preset or custom date range (hourly up to 2 days, daily beyond). */
export const QpsPage = () => {
    const translate = useTranslate();
    const { domain } = useDomainParams();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('today');
    const bounds = toTimeBounds(range);
    const days = rangeDays(range);
    const query = useQuery({
        queryKey: ['queryChart', domain, bounds.startTime, bounds.endTime],
        queryFn: () => dataProvider.getQueryChart({ domain, ...bounds }),
    });
    return (
        <DomainPageFrame>
            <Card variant="outlined">
                <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                        {translate('domainPages.qps.title')}
                    </Typography>
                    <DateRangeFilter value={range} onChange={setRange} />
                    <Box sx={{ mt: 2 }}>
                        {query.isPending ? <Loading /> : null}
                        {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                        {query.data ? <QueryChart points={query.data} hourly={days <= 2} twoDays={days === 2} /> : null}
                    </Box>
                </CardContent>
            </Card>
        </DomainPageFrame>
    );
};
