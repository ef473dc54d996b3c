import EventIcon from '@mui/icons-material/Event';
import { Box, Button, ToggleButton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { isDay, presetRange, type DayRange } from '../../../format/dateRange';
import type { OrderFilter } from '../../../data/orders/api';

/**
 * The creation date search of the orders list: any time (the default), or a range of whole days with the presets
 * of SPEC section 9. The range lives in the list's filter (`start`, `end`), so changing it goes back to page 1.
 */
export const OrderDateFilter = () => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const { start, end, ...others } = filterValues as OrderFilter & Record<string, unknown>;
    const range = isDay(start) && isDay(end) ? { start, end } : undefined;
    const apply = (next: DayRange | undefined) => setFilters(next ? { ...others, ...next } : others, displayedFilters);

    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }} data-testid="order-date-filter">
            <ToggleButton size="small" value="any" selected={!range} onChange={() => apply(undefined)} sx={{ px: 1.25, py: 0.5, textTransform: 'none' }}>
                {translate('orders.search.anyTime')}
            </ToggleButton>
            {range ? (
                <DateRangeFilter value={range} onChange={apply} />
            ) : (
                <Button size="small" startIcon={<EventIcon />} onClick={() => apply(presetRange('last30Days'))}>
                    {translate('orders.search.byDate')}
                </Button>
            )}
        </Box>
    );
};
