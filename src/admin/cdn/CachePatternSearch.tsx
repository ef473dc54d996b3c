import Search from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { CacheEntry } from '../../data/cdnTools/api';
import { mono } from './mono';

const P = 'cdn.cache';

/**
 * The cacheEntry list's filter (its `filters` element): a key pattern searched on submit, not while typing, as
 * every search scans the cache. Submitting goes back to page 1 (SPEC section 5); the same pattern again refreshes.
 */
export const CachePatternSearch = () => {
    const translate = useTranslate();
    const { filterValues, setFilters, refetch } = useListContext<CacheEntry>();
    const current = String(filterValues.pattern ?? '') || '*';
    const [draft, setDraft] = useState(current);
    const search = () => {
        const pattern = draft.trim() || '*';
        if (pattern === current) void refetch();
        else setFilters({ ...filterValues, pattern }, undefined, false);
    };
    return (
        <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ my: 1, width: '100%', maxWidth: 560 }}
            onSubmit={event => {
                event.preventDefault();
                search();
            }}
        >
            <TextField
                size="small"
                label={translate(`${P}.pattern`)}
                value={draft}
                onChange={event => setDraft(event.target.value)}
                slotProps={{ htmlInput: { spellCheck: false, style: mono } }}
                sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" startIcon={<Search />}>
                {translate(`${P}.search`)}
            </Button>
        </Stack>
    );
};
