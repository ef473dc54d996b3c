import { Autocomplete, Button, ListItemText, TextField } from '@mui/material';
import type { HTMLAttributes, Key } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../../ui/PageStates';
import type { Domain } from '../../../../data/domains/api';
import { userPaths } from '../../../paths';
import { useUserDomains } from '../records/useUserDomains';
import type { ClosedReason } from '../records/useRecordBlocks';

interface Common {
    disabled?: boolean;
    error?: string;
    /** On a page that changes records: the domains this session may not change, offered greyed out with the reason. */
    closed?: ClosedReason;
}

type Props =
    | (Common & { multiple?: false; value: Domain | null; onChange: (domain: Domain | null) => void })
    | (Common & { multiple: true; value: Domain[]; onChange: (domains: Domain[]) => void });

/** One (or, with `multiple`, several) of the user's domains, searched by name; no domains: says how to add one. */
export const DomainAutocomplete = (props: Props) => {
    const translate = useTranslate();
    const domains = useUserDomains();
    if (domains.isError) return <LoadError error={domains.error} onRetry={() => void domains.refetch()} />;
    if (domains.data && domains.data.length === 0)
        return (
            <Button component={Link} to={userPaths.domainList({ add: true })} variant="outlined" size="small" title={translate('zoneTransfer.domain.none')}>
                {translate('zoneTransfer.domain.addDomain')}
            </Button>
        );
    const common = {
        options: domains.data ?? [],
        loading: domains.isPending,
        disabled: props.disabled,
        getOptionLabel: (domain: Domain) => domain.domain,
        getOptionDisabled: (domain: Domain) => !!props.closed?.(domain.domain),
        renderOption: ({ key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key }, domain: Domain) => (
            <li key={key} {...optionProps}>
                <ListItemText primary={domain.domain} secondary={props.closed?.(domain.domain)} sx={{ my: 0 }} />
            </li>
        ),
        isOptionEqualToValue: (a: Domain, b: Domain) => a.id === b.id,
        sx: { maxWidth: 480, width: '100%' },
        renderInput: (params: object) => (
            <TextField
                {...params}
                label={translate(props.multiple ? 'zoneTransfer.domain.labelMany' : 'zoneTransfer.domain.label')}
                required
                error={!!props.error}
                helperText={props.error ? translate(props.error) : undefined}
                size="small"
            />
        ),
    };
    return props.multiple ? (
        <Autocomplete<Domain, true> {...common} multiple value={props.value} onChange={(_, value) => props.onChange(value)} />
    ) : (
        <Autocomplete<Domain, false> {...common} value={props.value} onChange={(_, value) => props.onChange(value)} />
    );
};
