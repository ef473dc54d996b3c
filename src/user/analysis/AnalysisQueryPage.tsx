import ShowChart from '@mui/icons-material/ShowChart';
import { Box, CardContent, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadError, PageLoading } from '../../ui/PageStates';
import { PageCard } from '../../ui/PageCard';
import { StatFigure } from '../../ui/StatFigure';
import { isHourly } from '../../format/chartTime';
import type { Series } from '../../data/analysis/api';
import { summariseQueries } from '../../data/queryStats/summary';
import { AnalysisToolbar } from './AnalysisToolbar';
import { ExportCsvButton } from './ExportCsvButton';
import { saveCsv } from '../../ui/saveFile';
import { toCsv } from '../../format/csv';
import { csvFileName } from './csv';
import { SeriesChart } from './SeriesChart';
import { pointTotals, seriesCsvRows, visibleSeries } from './shaping';
import { useAnalysisFilters } from './useAnalysisFilters';
import { QUERY_GROUPS, useSeriesQuery, type QueryGroup } from './useSeriesQuery';

const groupOf = (value: string | null): QueryGroup => ((QUERY_GROUPS as readonly string[]).includes(value ?? '') ? (value as QueryGroup) : 'total');

const Figures = ({ series }: { series: Series[] }) => {
    const translate = useTranslate();
    const totals = pointTotals(series);
    const summary = summariseQueries(totals);
    return (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1, '& > *': { flex: '1 1 140px' } }}>
            <StatFigure testId="analysis-total" size="medium" label="analysis.query.figures.total" value={summary.total} />
            <StatFigure
                testId="analysis-peak"
                size="medium"
                label="analysis.query.figures.peak"
                value={summary.peak?.count ?? 0}
                note={summary.peak ? translate('analysis.query.figures.peakAt', { time: summary.peak.time }) : undefined}
            />
            <StatFigure
                testId="analysis-average"
                size="medium"
                label="analysis.query.figures.average"
                labelOptions={{ unit: translate(isHourly(totals) ? 'analysis.query.figures.hour' : 'analysis.query.figures.day') }}
                value={summary.average}
            />
        </Stack>
    );
};

/**
 * /analysis/query: the query volume over a preset or custom range, for all domains or one: the total (the known
 * chart call), per record type or per domain (stacked areas or lines), with figures and a CSV of what is shown.
 */
export const AnalysisQueryPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const { range, setRange, bounds, domain, setDomain } = useAnalysisFilters('today');
    const [search, setSearch] = useSearchParams();
    const group = groupOf(search.get('group'));
    const [stacked, setStacked] = useState(true);
    const query = useSeriesQuery(group, domain, bounds);
    const series = query.data ? visibleSeries(query.data) : [];
    const empty = query.data !== undefined && pointTotals(query.data).every(point => point.count === 0);

    const setGroup = (next: QueryGroup) =>
        setSearch(
            previous => {
                const params = new URLSearchParams(previous);
                if (next === 'total') params.delete('group');
                else params.set('group', next);
                return params;
            },
            { replace: true },
        );

    const exportCsv = () => {
        const rows = seriesCsvRows(series, { time: translate('analysis.time'), total: translate('analysis.total') });
        saveCsv(csvFileName(`query-${group}`, domain, range), toCsv(rows));
        notify('analysis.exported', { type: 'success' });
    };

    return (
        <PageCard title="analysis.query.title" intro="analysis.query.intro">
            <CardContent>
                <AnalysisToolbar
                    range={range}
                    onRange={setRange}
                    domain={domain}
                    onDomain={setDomain}
                    end={<ExportCsvButton testId="analysis-export" onExport={series.length && !empty ? exportCsv : undefined} />}
                >
                    <ToggleButtonGroup
                        size="small"
                        exclusive
                        value={group}
                        onChange={(_, next: QueryGroup | null) => next && setGroup(next)}
                        aria-label={translate('analysis.query.groupLabel')}
                    >
                        {QUERY_GROUPS.map(item => (
                            <ToggleButton key={item} value={item}>
                                {translate(`analysis.query.group.${item}`)}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                    {group !== 'total' ? (
                        <ToggleButtonGroup
                            size="small"
                            exclusive
                            value={stacked ? 'stacked' : 'line'}
                            onChange={(_, next: string | null) => next && setStacked(next === 'stacked')}
                        >
                            <ToggleButton value="stacked">{translate('analysis.query.stacked')}</ToggleButton>
                            <ToggleButton value="line">{translate('analysis.query.line')}</ToggleButton>
                        </ToggleButtonGroup>
                    ) : null}
                </AnalysisToolbar>
                <Box sx={{ mt: 2 }}>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                    {empty ? <EmptyState icon={<ShowChart />} title={translate('analysis.empty')} body={translate('analysis.emptyHelp')} /> : null}
                    {query.data && !empty ? (
                        <>
                            <Figures series={series} />
                            <SeriesChart series={series} stacked={group !== 'total' && stacked} height={360} />
                        </>
                    ) : null}
                </Box>
            </CardContent>
        </PageCard>
    );
};
