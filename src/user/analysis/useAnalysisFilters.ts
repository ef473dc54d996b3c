import { useSearchParams } from 'react-router-dom';
import { toTimeBounds, type DatePreset } from '../../format/dateRange';
import { useStatsRange } from '../../ui/useStatsRange';

/**
 * The filters of an analysis screen, kept in the address (?start=&end=&domain=) so a reload or a shared link
 * shows the same: the date range (a preset by default) and one domain or all ('').
 */
export const useAnalysisFilters = (fallback: DatePreset = 'today') => {
    const [range, setRange] = useStatsRange(fallback);
    const [search, setSearch] = useSearchParams();
    const domain = (search.get('domain') ?? '').trim().toLowerCase();
    const setDomain = (next: string) =>
        setSearch(
            previous => {
                const params = new URLSearchParams(previous);
                if (next) params.set('domain', next);
                else params.delete('domain');
                return params;
            },
            { replace: true },
        );
    return { range, setRange, bounds: toTimeBounds(range), domain, setDomain };
};
