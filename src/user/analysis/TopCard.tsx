import { Box, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { LoadError, PageLoading } from '../../ui/PageStates';
import { axisWidth, formatCount, formatShare } from '../../format/count';
import { useCountAxis } from '../../ui/countAxis';
import type { DayRange, TimeBounds } from '../../format/dateRange';
import type { TopKind } from '../../data/analysis/api';
import { saveCsv } from '../../ui/saveFile';
import { toCsv } from '../../format/csv';
import { csvFileName } from './csv';
import { ExportCsvButton } from './ExportCsvButton';
import { RankTable } from './RankTable';
import { useKnownName } from '../../ui/useKnownName';
import { foldedRankRows, rankRows, topCsvRows, type RankedRow } from './shaping';

// the chart palette has seven colours: more slices would repeat one
const PIE_SLICES = 7;
const ORIGINS: readonly TopKind[] = ['resolver', 'region', 'isp'];

const Chart = ({ kind, rows }: { kind: TopKind; rows: RankedRow[] }) => {
    const theme = useTheme();
    const translate = useTranslate();
    const countAxis = useCountAxis(rows[0]?.count ?? 0);
    if (ORIGINS.includes(kind))
        return (
            <PieChart
                height={240}
                series={[
                    {
                        data: rows.map((row, index) => ({ id: index, value: row.count, label: row.name })),
                        innerRadius: 48,
                        paddingAngle: 1,
                        cornerRadius: 3,
                        valueFormatter: ({ value }, { dataIndex }) => `${formatCount(value)} (${formatShare(rows[dataIndex]?.share ?? 0)})`,
                    },
                ]}
            />
        );
    const bars = rows.slice(0, 10);
    return (
        <BarChart
            height={Math.max(200, bars.length * 28 + 40)}
            layout="horizontal"
            yAxis={[
                {
                    scaleType: 'band',
                    data: bars.map(row => row.name),
                    width: axisWidth(
                        bars.map(row => row.name),
                        200,
                    ),
                },
            ]}
            xAxis={[{ min: 0, valueFormatter: countAxis.valueFormatter }]}
            series={[
                {
                    data: bars.map(row => row.count),
                    label: translate('analysis.count'),
                    color: theme.palette.primary.main,
                    valueFormatter: value => formatCount(value ?? 0),
                },
            ]}
            hideLegend
            margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
        />
    );
};

interface TopCardProps {
    kind: TopKind;
    domain: string;
    range: DayRange;
    bounds: TimeBounds;
    limit: number;
}

/** One ranking of the top screen (top domains, subdomains, or an origin: resolver, region, ISP): chart, table and CSV. */
export const TopCard = ({ kind, domain, range, bounds, limit }: TopCardProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const query = useQuery({
        queryKey: ['analysisTop', kind, domain, bounds.startTime, bounds.endTime, limit],
        queryFn: () => dataProvider.getAnalysisTop({ kind, domain, ...bounds, limit }),
    });
    const knownName = useKnownName();
    const origin = ORIGINS.includes(kind);
    const ranked = query.data ? (origin ? foldedRankRows(query.data, PIE_SLICES, translate('statNames.other')) : rankRows(query.data)) : [];
    // an origin's names (regions, ISPs, resolvers) come in Chinese: shown in the language of the page where known
    const rows = ranked.filter(row => row.count > 0).map(row => (origin ? { ...row, name: knownName(row.name) } : row));
    const exportCsv = () => {
        const labels = {
            rank: translate('analysis.rank'),
            name: translate('analysis.name'),
            count: translate('analysis.count'),
            share: translate('analysis.share'),
        };
        saveCsv(csvFileName(`top-${kind}`, domain, range), toCsv(topCsvRows(rows, labels)));
        notify('analysis.exported', { type: 'success' });
    };
    return (
        <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={`top-${kind}`}>
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3">
                        {translate(`analysis.top.kind.${kind}`)}
                    </Typography>
                    <ExportCsvButton testId={`export-${kind}`} onExport={rows.length ? exportCsv : undefined} />
                </Stack>
                {query.isPending ? <PageLoading /> : null}
                {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                {query.data && !rows.length ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('analysis.empty')}
                    </Typography>
                ) : null}
                {rows.length ? (
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Chart kind={kind} rows={rows} />
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
                            <RankTable rows={rows} testId={`top-table-${kind}`} />
                        </Box>
                    </Stack>
                ) : null}
            </CardContent>
        </Card>
    );
};
