import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { isShared, type Domain } from '../../data/domains/api';
import { daysLeft } from '../../data/plans/pricing';
import { useDebounced } from './useDebounced';

/** Domains offered per search. */
const OPTION_LIMIT = 20;

/** A domain may take a plan when none is in use on it (no plan, or only an expired one). */
const isFree = (domain: Domain, now: Date) => !domain.consume?.consume?.effectEndTime || daysLeft(domain.consume.consume.effectEndTime, now) === 0;

interface FreeDomainPickerProps {
    value: Domain | null;
    onChange(domain: Domain | null): void;
    label: string;
    helperText: string;
    error?: boolean;
    autoFocus?: boolean;
}

/** One of the user's domains without a plan in use, searched by name on the server (binding a plan, buying one). */
export const FreeDomainPicker = ({ value, onChange, label, helperText, error, autoFocus }: FreeDomainPickerProps) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const query = useDebounced(search.trim());
    const { data = [], isPending } = useGetList<Domain>('domain', {
        pagination: { page: 1, perPage: OPTION_LIMIT },
        sort: { field: 'id', order: 'DESC' },
        filter: query ? { domain: query } : {},
    });
    const now = new Date();
    return (
        <Autocomplete
            options={data.filter(candidate => !isShared(candidate) && isFree(candidate, now))}
            value={value}
            loading={isPending}
            onChange={(_, next) => onChange(next)}
            inputValue={search}
            onInputChange={(_, next) => setSearch(next)}
            getOptionLabel={option => option.domain}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            filterOptions={all => all}
            noOptionsText={translate('plans.bind.noOptions')}
            renderInput={params => <TextField {...params} autoFocus={autoFocus} label={label} error={error} helperText={helperText} />}
        />
    );
};
