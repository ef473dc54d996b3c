import { useSearchParams } from 'react-router-dom';
import { readRange, type DatePreset, type DayRange } from '../format/dateRange';

/**
 * The date range of a statistics tab, kept in the address (?start=&end=) so a reload or a shared link shows the
 * same period; `fallback` when absent.
 */
export const useStatsRange = (fallback: DatePreset = 'today') => {
    const [search, setSearch] = useSearchParams();
    const range: DayRange = readRange(search.get('start'), search.get('end'), fallback);
    const setRange = (next: DayRange) =>
        setSearch(
            previous => {
                const params = new URLSearchParams(previous);
                params.set('start', next.start);
                params.set('end', next.end);
                return params;
            },
            { replace: true },
        );
    return [range, setRange] as const;
};
