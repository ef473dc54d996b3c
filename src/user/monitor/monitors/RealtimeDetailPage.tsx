import ArrowBack from '@mui/icons-material/ArrowBack';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    List,
    ListItem,
    ListItemText,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { monitorName, type Realtime } from '../../../data/monitors/types';
import { BOARD_REFRESH_MS } from './OntimePage';
import { userPaths } from '../../paths';
import { nodeLabel } from './nodeLabel';
import { StateChip } from './StateChip';
import { ValueChart } from './ValueChart';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card variant="outlined">
        <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);

const Detail = ({ data }: { data: Realtime }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h1" sx={{ wordBreak: 'break-all' }}>
                    {monitorName(data.monitor)}
                </Typography>
                <StateChip state={data.state} />
                <Typography variant="body2" color="text.secondary">
                    {`${translate(`monitors.checkTypes.${data.monitor.checkType}`)} · ${data.monitor.recordType} ${data.monitor.value}`}
                </Typography>
            </Stack>
            <Section title={translate('monitors.realtime.checks')}>
                {data.checks.length === 0 ? (
                    <Alert severity="info">{translate('monitors.realtime.noChecks')}</Alert>
                ) : (
                    <Box sx={{ overflowX: 'auto' }}>
                        <Table size="small" data-testid="node-checks" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('monitors.realtime.node')}</TableCell>
                                    <TableCell>{translate('monitors.realtime.state')}</TableCell>
                                    <TableCell align="right">{translate('monitors.realtime.response')}</TableCell>
                                    <TableCell>{translate('monitors.realtime.time')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.checks.map(check => (
                                    <TableRow key={check.node}>
                                        <TableCell>{nodeLabel(translate, check.node, check.nodeName)}</TableCell>
                                        <TableCell>
                                            <StateChip state={check.state} />
                                        </TableCell>
                                        <TableCell align="right">{check.responseMs ?? '-'}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{check.time}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                )}
            </Section>
            <Section title={translate('monitors.realtime.chart')}>
                <ValueChart
                    kind="line"
                    testId="realtime-chart"
                    noData={translate('monitors.noResponse')}
                    series={translate('monitors.realtime.series')}
                    points={data.series.map(point => ({ label: point.time.slice(11, 16), value: point.responseMs }))}
                />
            </Section>
            <Section title={translate('monitors.realtime.alerts')}>
                {data.alerts.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('monitors.realtime.noAlerts')}
                    </Typography>
                ) : (
                    <List dense data-testid="alerts">
                        {data.alerts.map(alert => (
                            <ListItem key={`${alert.time}-${alert.kind}`} disableGutters>
                                <ListItemText
                                    primary={
                                        alert.kind === 'down'
                                            ? translate('monitors.realtime.alertDown', { threshold: data.monitor.threshold })
                                            : translate('monitors.realtime.alertRecovered', { minutes: alert.minutes ?? 0 })
                                    }
                                    secondary={alert.time}
                                    slotProps={{ primary: { color: alert.kind === 'down' ? 'error' : 'success.main' } }}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </Section>
        </Stack>
    );
};

/** One monitor now: each node's latest check, the last hours' response time and its alerts; refreshed like the board. */
export const RealtimeDetailPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [search] = useSearchParams();
    const id = Number(search.get('id'));
    const valid = Number.isInteger(id) && id > 0;
    const query = useQuery({
        queryKey: ['monitorRealtime', id],
        queryFn: () => dataProvider.getMonitorRealtime(id),
        enabled: valid,
        refetchInterval: BOARD_REFRESH_MS,
    });
    return (
        <Box sx={{ minWidth: 0 }}>
            <Button component={Link} to={userPaths.monitors('ontime')} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
                {translate('monitors.realtime.back')}
            </Button>
            {!valid ? <Alert severity="warning">{translate('monitors.realtime.missing')}</Alert> : null}
            {valid && query.isPending ? <PageLoading /> : null}
            {query.error && !query.data ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data ? <Detail data={query.data} /> : null}
        </Box>
    );
};
