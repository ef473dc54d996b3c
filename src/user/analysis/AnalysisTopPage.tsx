import { CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageCard } from '../../ui/PageCard';
import { TOP_KINDS } from '../../data/analysis/api';
import { AnalysisToolbar } from './AnalysisToolbar';
import { TopCard } from './TopCard';
import { useAnalysisFilters } from './useAnalysisFilters';

const LIMITS = [10, 20, 50] as const;
const limitOf = (value: string | null) => (LIMITS as readonly number[]).find(limit => String(limit) === value) ?? 10;

/**
 * /analysis/top: the most queried domains and subdomains, and the origins of queries (resolver, region, ISP), over
 * a preset or custom range, for all domains or one. Each ranking shows its share of the range's total and exports
 * as CSV.
 */
export const AnalysisTopPage = () => {
    const translate = useTranslate();
    const { range, setRange, bounds, domain, setDomain } = useAnalysisFilters('today');
    const [search, setSearch] = useSearchParams();
    const limit = limitOf(search.get('limit'));
    const setLimit = (next: number) =>
        setSearch(
            previous => {
                const params = new URLSearchParams(previous);
                params.set('limit', String(next));
                return params;
            },
            { replace: true },
        );
    return (
        <PageCard title="analysis.top.title" intro="analysis.top.intro">
            <CardContent>
                <AnalysisToolbar range={range} onRange={setRange} domain={domain} onDomain={setDomain}>
                    <TextField
                        select
                        variant="outlined"
                        fullWidth={false}
                        size="small"
                        label={translate('analysis.top.limit')}
                        value={limit}
                        onChange={event => setLimit(Number(event.target.value))}
                        sx={{ minWidth: 100 }}
                    >
                        {LIMITS.map(item => (
                            <MenuItem key={item} value={item}>
                                {item}
                            </MenuItem>
                        ))}
                    </TextField>
                </AnalysisToolbar>
                <Stack spacing={2} sx={{ mt: 2 }}>
                    {TOP_KINDS.filter(kind => kind === 'domain' || kind === 'subdomain').map(kind => (
                        <TopCard key={kind} kind={kind} domain={domain} range={range} bounds={bounds} limit={limit} />
                    ))}
                    <Typography variant="subtitle1" component="h2">
                        {translate('analysis.top.origins')}
                    </Typography>
                    {TOP_KINDS.filter(kind => kind !== 'domain' && kind !== 'subdomain').map(kind => (
                        <TopCard key={kind} kind={kind} domain={domain} range={range} bounds={bounds} limit={limit} />
                    ))}
                </Stack>
            </CardContent>
        </PageCard>
    );
};
