import { Box } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import { FilterForm } from 'react-admin';

/**
 * A list's filter form, mounted once the list has painted, its place in the toolbar kept meanwhile:
 * `<List filters={<DeferredFilterForm filters={inputs} />} actions={…<FilterButton filters={inputs} />…}>`.
 * react-hook-form's `useForm` marks itself ready from a layout effect, a state update while React commits
 * (why that matters: docs/architecture.md, "First paint and cold load"): the rows come first, the inputs a frame later.
 */
export const DeferredFilterForm = ({ filters }: { filters: ReactElement[] }) => {
    const [painted, setPainted] = useState(false);
    useEffect(() => {
        // the effect runs once the list has painted; the form comes with the next frame
        const frame = requestAnimationFrame(() => setPainted(true));
        return () => cancelAnimationFrame(frame);
    }, []);
    return painted ? <FilterForm filters={filters} /> : <Box aria-hidden sx={PLACE} />;
};

/** The filter form's room (react-admin's FilterForm: a row of 64 px from `sm` up, the width of the toolbar below). */
const PLACE = { flex: { xs: '0 0 auto', md: '0 1 100%' }, width: { xs: '100%', sm: 'auto' }, minHeight: { xs: 56, sm: 64 } } as const;
