import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { StatFigure } from '../../../ui/StatFigure';
import { toTimeBounds } from '../../../format/dateRange';
import type { AlertCounts } from '../../../data/monitors/types';
import { useStatsRange } from '../../../ui/useStatsRange';
import { ValueChart } from './ValueChart';
import { userPaths } from '../../paths';

const Counts = ({ data }: { data: AlertCounts }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <StatFigure testId="alert-total" size="medium" label="monitors.counts.total" value={data.total} />
            {data.total === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('monitors.counts.none')}
                </Typography>
            ) : null}
            <Typography variant="subtitle2">{translate('monitors.counts.perDay')}</Typography>
            <ValueChart
                kind="bar"
                testId="alert-chart"
                series={translate('monitors.counts.series')}
                points={data.days.map(day => ({ label: day.time.slice(5), value: day.count }))}
            />
            <Typography variant="subtitle2">{translate('monitors.counts.perMonitor')}</Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="alert-monitors">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('monitors.counts.monitor')}</TableCell>
                            <TableCell align="right">{translate('monitors.counts.count')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.monitors.map(row => (
                            <TableRow key={row.id}>
                                <TableCell>
                                    <Link component={RouterLink} to={userPaths.realtimeDetail(row.id)} underline="hover">
                                        {row.name}
                                    </Link>
                                </TableCell>
                                <TableCell align="right">{row.count}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        </Stack>
    );
};

/** Alert counts over a date range: the total, per day (a bar chart) and per monitor. */
export const CountsPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('last30Days');
    const bounds = toTimeBounds(range);
    const query = useQuery({ queryKey: ['monitorAlertCounts', bounds.startTime, bounds.endTime], queryFn: () => dataProvider.getMonitorAlertCounts(bounds) });
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                    {translate('monitors.counts.title')}
                </Typography>
                <DateRangeFilter value={range} onChange={setRange} />
                <Box sx={{ mt: 2 }}>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                    {query.data ? <Counts data={query.data} /> : null}
                </Box>
            </CardContent>
        </Card>
    );
};
