import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Domain } from '../../data/domains/api';

/** One of the user's domains, or all of them (''). A domain named in the address but not listed is kept as an option. */
export const DomainSelect = ({ value, onChange }: { value: string; onChange(domain: string): void }) => {
    const translate = useTranslate();
    const { data = [], isPending } = useGetList<Domain>('domain', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'DESC' } });
    const names = data.map(row => row.domain);
    const options = value && !names.includes(value) ? [value, ...names] : names;
    return (
        <TextField
            select
            variant="outlined"
            fullWidth={false}
            size="small"
            label={translate('analysis.domain')}
            value={value}
            onChange={event => onChange(event.target.value)}
            disabled={isPending && !value}
            sx={{ minWidth: 200, maxWidth: '100%' }}
            slotProps={{
                inputLabel: { shrink: true },
                select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
                htmlInput: { 'data-testid': 'analysis-domain' },
            }}
        >
            <MenuItem value="">{translate('analysis.allDomains')}</MenuItem>
            {options.map(name => (
                <MenuItem key={name} value={name}>
                    {name}
                </MenuItem>
            ))}
        </TextField>
    );
};
