import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { readRange, toTimeBounds, type DayRange } from '../../format/dateRange';

/** The filter's startTime/endTime as a range of days (the last 30 days when absent or unreadable). */
const rangeOfFilter = (filter: Record<string, unknown>): DayRange =>
    readRange(String(filter.startTime ?? '').slice(0, 10), String(filter.endTime ?? '').slice(0, 10), 'last30Days');

/**
 * The log's date range: a pick sets startTime (00:00:00) and endTime (23:59:59) in the list's filter, and
 * react-admin's setFilters goes back to page 1.
 */
export const UserLogRangeBar = () => {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const onChange = (range: DayRange) => setFilters({ ...filterValues, ...toTimeBounds(range) }, displayedFilters);
    return (
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1.5, pb: 1 }} data-testid="log-range">
            <DateRangeFilter value={rangeOfFilter(filterValues)} onChange={onChange} />
        </Box>
    );
};
