import { Autocomplete, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { TOKEN_RESOURCE_KINDS, type TokenResourceKind, type TokenResources } from '../../../data/apiTokens/scopes';
import type { DomainGroup } from '../../../data/domainGroups/api';
import { DomainsPicker } from './DomainsPicker';

const OPTION_LIMIT = 200;

/** What the token reaches: every domain, the domains of chosen groups, or chosen domains (picked from the account's own). */
export const ResourcesField = ({ value, onChange, errors }: { value: TokenResources; onChange(next: TokenResources): void; errors?: string[] }) => {
    const translate = useTranslate();
    const groups = useGetList<DomainGroup>('domainGroup', { pagination: { page: 1, perPage: OPTION_LIMIT } }, { enabled: value.kind === 'groups' });
    const kindOf = (kind: TokenResourceKind): TokenResources =>
        kind === 'groups' ? { kind, groupIds: [] } : kind === 'domains' ? { kind, domains: [] } : { kind };
    const helperText = errors?.join(' ');
    return (
        <FormControl component="fieldset">
            <FormLabel component="legend">{translate('apiTokens.form.resources')}</FormLabel>
            <RadioGroup row value={value.kind} onChange={event => onChange(kindOf(event.target.value as TokenResourceKind))}>
                {TOKEN_RESOURCE_KINDS.map(kind => (
                    <FormControlLabel key={kind} value={kind} control={<Radio size="small" />} label={translate(`apiTokens.resources.${kind}`)} />
                ))}
            </RadioGroup>
            {value.kind === 'groups' ? (
                <Autocomplete
                    multiple
                    size="small"
                    loading={groups.isPending}
                    options={groups.data ?? []}
                    getOptionLabel={group => group.name}
                    value={(groups.data ?? []).filter(group => value.groupIds.includes(Number(group.id)))}
                    isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
                    onChange={(_, chosen) => onChange({ kind: 'groups', groupIds: chosen.map(group => Number(group.id)) })}
                    noOptionsText={translate('apiTokens.form.noOptions')}
                    renderInput={params => <TextField {...params} label={translate('apiTokens.form.groups')} error={!!errors} helperText={helperText} />}
                />
            ) : null}
            {value.kind === 'domains' ? (
                <DomainsPicker value={value.domains} onChange={domains => onChange({ kind: 'domains', domains })} errors={errors} />
            ) : null}
        </FormControl>
    );
};
