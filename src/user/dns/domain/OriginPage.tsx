import PieChartIcon from '@mui/icons-material/PieChart';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { toTimeBounds } from '../../../format/dateRange';
import type { NamedCount, OriginStats } from '../../../data/queryStats/api';
import { useDomainParams } from './domainParams';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { axisWidth, formatCount, formatShare } from '../../../format/count';
import { useCountAxis } from '../../../ui/countAxis';
import { topWithOther, withShares } from '../../../data/queryStats/summary';
import { useStatsRange } from '../../../ui/useStatsRange';
import { useKnownName } from '../../../ui/useKnownName';

// the chart palette has seven colours: more slices would repeat one
const PIE_SLICES = 7;
const BARS = 12;

const CountTable = ({ items, kind }: { items: NamedCount[]; kind: keyof OriginStats }) => {
    const translate = useTranslate();
    return (
        <Table size="small" data-testid={`origin-table-${kind}`}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('domainPages.origin.name')}</TableCell>
                    <TableCell align="right">{translate('domainPages.origin.count')}</TableCell>
                    <TableCell align="right">{translate('domainPages.origin.share')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {withShares(items).map(item => (
                    <TableRow key={item.name}>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{item.name}</TableCell>
                        <TableCell align="right">{formatCount(item.count)}</TableCell>
                        <TableCell align="right">{formatShare(item.share)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

const OriginCard = ({ kind, items }: { kind: keyof OriginStats; items: NamedCount[] }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const knownName = useKnownName();
    // the chart and its table show the same rows: the largest, then one "other" last with the rest
    const shown = topWithOther(items, kind === 'region' ? BARS : PIE_SLICES, translate('domainPages.origin.other')).map(item => ({
        ...item,
        name: knownName(item.name),
    }));
    const countAxis = useCountAxis(Math.max(0, ...shown.map(item => item.count)));
    const chart =
        kind === 'region' ? (
            <BarChart
                height={Math.max(200, shown.length * 28 + 40)}
                layout="horizontal"
                yAxis={[
                    {
                        scaleType: 'band',
                        data: shown.map(item => item.name),
                        width: axisWidth(
                            shown.map(item => item.name),
                            160,
                        ),
                    },
                ]}
                xAxis={[{ min: 0, valueFormatter: countAxis.valueFormatter }]}
                series={[{ data: shown.map(item => item.count), label: translate('domainPages.origin.count'), color: theme.palette.primary.main }]}
                hideLegend
                margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
            />
        ) : (
            <PieChart
                height={220}
                series={[
                    {
                        data: shown.map((item, index) => ({ id: index, value: item.count, label: item.name })),
                        innerRadius: 48,
                        paddingAngle: 1,
                        cornerRadius: 3,
                        valueFormatter: ({ value }) => formatCount(value),
                    },
                ]}
            />
        );
    return (
        <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={`origin-${kind}`}>
            <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {translate(`domainPages.origin.${kind}`)}
                </Typography>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>{chart}</Box>
                    <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
                        <CountTable items={shown} kind={kind} />
                    </Box>
                </Stack>
            </CardContent>
        </Card>
    );
};

const KINDS = ['isp', 'region', 'type'] as const;

/** The origin tab (path segment `orign`): where the domain's queries come from (ISP, region, record type) over a date range. */
export const OriginPage = () => {
    const translate = useTranslate();
    const { domain } = useDomainParams();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [range, setRange] = useStatsRange('today');
    const bounds = toTimeBounds(range);
    const query = useQuery({
        queryKey: ['originStats', domain, bounds.startTime, bounds.endTime],
        queryFn: () => dataProvider.getOriginStats({ domain, ...bounds }),
    });
    const empty = query.data && KINDS.every(kind => query.data[kind].every(item => item.count === 0));
    return (
        <Stack spacing={2}>
            <Box>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                    {translate('domainPages.origin.title')}
                </Typography>
                <DateRangeFilter value={range} onChange={setRange} />
            </Box>
            {query.isPending ? <PageLoading /> : null}
            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {empty ? (
                <EmptyState icon={<PieChartIcon />} title={translate('domainPages.origin.empty')} body={translate('domainPages.origin.emptyHelp')} />
            ) : null}
            {query.data && !empty
                ? KINDS.filter(kind => query.data[kind].length > 0).map(kind => <OriginCard key={kind} kind={kind} items={query.data[kind]} />)
                : null}
        </Stack>
    );
};
