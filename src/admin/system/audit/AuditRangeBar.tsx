import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { readRange, toTimeBounds, type DayRange } from '../../../format/dateRange';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';

/** The trail's range of days: a pick sets startTime and endTime in the list's filter (and goes back to page 1). */
export const AuditRangeBar = () => {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const value: DayRange = readRange(String(filterValues.startTime ?? '').slice(0, 10), String(filterValues.endTime ?? '').slice(0, 10), 'last30Days');
    return (
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1.5, pb: 1 }} data-testid="audit-range">
            <DateRangeFilter value={value} onChange={range => setFilters({ ...filterValues, ...toTimeBounds(range) }, displayedFilters)} />
        </Box>
    );
};
