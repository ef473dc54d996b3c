import ShowChart from '@mui/icons-material/ShowChart';
import { Box, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { PageCard } from '../../ui/PageCard';
import { EmptyState, LoadError, PageLoading } from '../../ui/PageStates';
import { QueryChart } from '../../ui/QueryChart';
import { StatFigure } from '../../ui/StatFigure';
import { toTimeBounds } from '../../format/dateRange';
import { summariseQueries } from '../../data/queryStats/summary';
import { useStatsRange } from '../../ui/useStatsRange';

/** A domain's HTTPDNS requests over a preset or custom range (hourly up to two days, daily beyond). */
export const UsageCard = ({ domain }: { domain: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('today');
    const bounds = toTimeBounds(range);
    const query = useQuery({
        queryKey: ['httpdnsUsage', domain, bounds.startTime, bounds.endTime],
        queryFn: () => dataProvider.getHttpdnsUsage({ domain, ...bounds }),
    });
    const summary = query.data ? summariseQueries(query.data) : undefined;
    return (
        <PageCard title="httpdns.usage.title" pageTitle={false}>
            <CardContent>
                <DateRangeFilter value={range} onChange={setRange} />
                <Box sx={{ mt: 2 }}>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                    {summary && summary.total === 0 ? (
                        <EmptyState icon={<ShowChart />} title={translate('httpdns.usage.empty')} body={translate('httpdns.usage.emptyHelp')} />
                    ) : null}
                    {query.data && summary && summary.total > 0 ? (
                        <>
                            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1, '& > *': { flex: '1 1 140px' } }}>
                                <StatFigure testId="usage-total" size="medium" label="httpdns.usage.total" value={summary.total} />
                                <StatFigure
                                    testId="usage-peak"
                                    size="medium"
                                    label="httpdns.usage.peak"
                                    value={summary.peak?.count ?? 0}
                                    note={summary.peak ? translate('httpdns.usage.peakAt', { time: summary.peak.time }) : undefined}
                                />
                            </Stack>
                            <QueryChart points={query.data} label={translate('httpdns.usage.series')} height={300} testId="usage-chart" />
                        </>
                    ) : null}
                </Box>
            </CardContent>
        </PageCard>
    );
};
