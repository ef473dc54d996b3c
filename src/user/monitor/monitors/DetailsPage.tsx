import ShowChart from '@mui/icons-material/ShowChart';
import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { toTimeBounds } from '../../../format/dateRange';
import { useStatsRange } from '../../../ui/useStatsRange';
import type { MonitorRecord } from '../../../data/monitors/api';
import { monitorName, type HistoryPoint } from '../../../data/monitors/types';
import { ValueChart } from './ValueChart';

/** The period's availability: the mean of its points. */
const meanAvailability = (points: readonly HistoryPoint[]): number =>
    points.length ? Math.round((points.reduce((sum, point) => sum + point.availability, 0) / points.length) * 100) / 100 : 100;

const label = (time: string) => (time.length > 10 ? time.slice(5, 16) : time.slice(5));

const Charts = ({ points }: { points: HistoryPoint[] }) => {
    const translate = useTranslate();
    if (points.length === 0)
        return <EmptyState icon={<ShowChart />} title={translate('monitors.details.empty')} body={translate('monitors.details.emptyHelp')} />;
    return (
        <Stack spacing={2}>
            <Typography variant="body2" data-testid="mean-availability">
                {translate('monitors.details.average', { value: meanAvailability(points).toFixed(2) })}
            </Typography>
            <Typography variant="subtitle2">{translate('monitors.details.availability')}</Typography>
            <ValueChart
                kind="line"
                testId="availability-chart"
                max={100}
                series={translate('monitors.details.availability')}
                points={points.map(p => ({ label: label(p.time), value: p.availability }))}
            />
            <Typography variant="subtitle2">{translate('monitors.details.response')}</Typography>
            <ValueChart
                kind="line"
                testId="response-chart"
                noData={translate('monitors.noResponse')}
                series={translate('monitors.details.response')}
                points={points.map(p => ({ label: label(p.time), value: p.responseMs }))}
            />
        </Stack>
    );
};

/** History per monitor over a date range: availability and average response time (hourly up to 2 days, daily beyond). */
export const DetailsPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('today');
    const [search, setSearch] = useSearchParams();
    const monitors = useGetList<MonitorRecord>('monitor', { pagination: { page: 1, perPage: 500 } });
    const id = Number(search.get('id')) || monitors.data?.[0]?.id;
    const bounds = toTimeBounds(range);
    const query = useQuery({
        queryKey: ['monitorHistory', id, bounds.startTime, bounds.endTime],
        queryFn: () => dataProvider.getMonitorHistory(id ?? 0, bounds),
        enabled: !!id,
    });
    const pick = (value: string) =>
        setSearch(previous => {
            const params = new URLSearchParams(previous);
            params.set('id', value);
            return params;
        });
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                    {translate('monitors.details.title')}
                </Typography>
                {monitors.error ? <LoadError error={monitors.error} onRetry={() => void monitors.refetch()} /> : null}
                {monitors.data && monitors.data.length === 0 ? <EmptyState title={translate('monitors.details.noMonitors')} /> : null}
                {monitors.isPending ? <PageLoading /> : null}
                {id ? (
                    <>
                        <TextField
                            select
                            size="small"
                            label={translate('monitors.details.monitor')}
                            value={String(id)}
                            onChange={event => pick(event.target.value)}
                            sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
                        >
                            {(monitors.data ?? []).map(monitor => (
                                <MenuItem key={monitor.id} value={String(monitor.id)}>
                                    {`${monitorName(monitor)} (${translate(`monitors.checkTypes.${monitor.checkType}`)})`}
                                </MenuItem>
                            ))}
                        </TextField>
                        <DateRangeFilter value={range} onChange={setRange} />
                        <Box sx={{ mt: 2 }}>
                            {query.isPending ? <PageLoading /> : null}
                            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                            {query.data ? <Charts points={query.data} /> : null}
                        </Box>
                    </>
                ) : null}
            </CardContent>
        </Card>
    );
};
