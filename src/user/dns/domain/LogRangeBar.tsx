import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { presetRange, readRange, toTimeBounds, type DayRange } from '../../../format/dateRange';

/** The list filter's startTime/endTime as a day range (today when absent or unreadable). */
const filterToRange = (filter: Record<string, unknown>): DayRange =>
    readRange(String(filter.startTime ?? '').slice(0, 10), String(filter.endTime ?? '').slice(0, 10));

/** Today's bounds: the log lists open on them. */
export const todayFilter = () => toTimeBounds(presetRange('today'));

/**
 * The date range of a log list: a pick sets startTime (00:00:00) and endTime (23:59:59) in the list's filter;
 * react-admin's setFilters returns to page 1.
 */
export const LogRangeBar = () => {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const onChange = (range: DayRange) => setFilters({ ...filterValues, ...toTimeBounds(range) }, displayedFilters);
    return (
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <DateRangeFilter value={filterToRange(filterValues)} onChange={onChange} />
        </Box>
    );
};
