import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import type { DayRange } from '../../format/dateRange';
import { DomainSelect } from './DomainSelect';

interface AnalysisToolbarProps {
    range: DayRange;
    onRange(range: DayRange): void;
    domain: string;
    onDomain(domain: string): void;
    children?: ReactNode;
    /** At the end of the row: the screen's "export CSV" button. */
    end?: ReactNode;
}

/** The filters of an analysis screen: the date range presets, the domain, screen-specific controls and an action at the end. */
export const AnalysisToolbar = ({ range, onRange, domain, onDomain, children, end }: AnalysisToolbarProps) => (
    <Stack spacing={1.5}>
        <DateRangeFilter value={range} onChange={onRange} />
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <DomainSelect value={domain} onChange={onDomain} />
            {children}
            {end ? <Box sx={{ ml: { sm: 'auto' } }}>{end}</Box> : null}
        </Stack>
    </Stack>
);
