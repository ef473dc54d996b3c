import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { useDebounced } from '../../plan/useDebounced';

/** Domains offered per search. */
const OPTION_LIMIT = 20;

/** The token's domains: several of the account's own, searched by name on the server. */
export const DomainsPicker = ({ value, onChange, errors }: { value: string[]; onChange(next: string[]): void; errors?: string[] }) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const query = useDebounced(search.trim());
    const { data = [], isPending } = useGetList<Domain>('domain', {
        pagination: { page: 1, perPage: OPTION_LIMIT },
        sort: { field: 'id', order: 'DESC' },
        filter: query ? { domain: query } : {},
    });
    return (
        <Autocomplete
            multiple
            size="small"
            loading={isPending}
            options={data.map(domain => domain.domain)}
            value={value}
            onChange={(_, chosen) => onChange(chosen)}
            inputValue={search}
            onInputChange={(_, next) => setSearch(next)}
            filterOptions={all => all}
            noOptionsText={translate('apiTokens.form.noOptions')}
            loadingText={translate('ra.page.loading')}
            renderInput={params => <TextField {...params} label={translate('apiTokens.form.domains')} error={!!errors} helperText={errors?.join(' ')} />}
        />
    );
};
