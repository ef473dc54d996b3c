import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DOMAIN_STATUS, WHOIS_STATUS } from '../../../data/domains/api';
import { useDomainGroups } from '../../../data/domainGroups/useDomainGroups';

const NS_NAMES: Record<number, string> = {
    [WHOIS_STATUS.ok]: 'domains.ns.ok',
    [WHOIS_STATUS.wrong]: 'domains.ns.wrong',
    [WHOIS_STATUS.pending]: 'domains.ns.pending',
};
const STATUS_NAMES: Record<number, string> = { [DOMAIN_STATUS.enabled]: 'domains.status.enabled', [DOMAIN_STATUS.paused]: 'domains.status.paused' };

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(typeof value === 'string' && value.trim() === '');

/** The filters in force (also those the Store kept from an earlier visit), each a chip that removes it. */
export const useActiveFilters = () => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const { groups } = useDomainGroups();
    const values = (filterValues ?? {}) as Record<string, unknown>;
    const labelOf = (key: string, value: unknown): string => {
        if (key === 'domain') return translate('domainAccess.chips.search', { value: String(value).trim() });
        if (key === 'groupId') return `${translate('domains.columns.group')}: ${groups.find(group => String(group.id) === String(value))?.name ?? value}`;
        if (key === 'whoisStatus') return `${translate('domains.columns.ns')}: ${translate(NS_NAMES[Number(value)] ?? String(value))}`;
        if (key === 'status') return `${translate('domains.columns.status')}: ${translate(STATUS_NAMES[Number(value)] ?? String(value))}`;
        return `${key}: ${String(value)}`;
    };
    const active = Object.entries(values)
        .filter(([, value]) => isSet(value))
        .map(([key, value]) => ({ key, label: labelOf(key, value) }));
    const remove = (key: string) => {
        const { [key]: _removed, ...rest } = values;
        setFilters(rest, displayedFilters);
    };
    const clear = () => setFilters({}, displayedFilters);
    return { active, remove, clear };
};

/** The chips above the list: what hides domains, visible and removable. */
export const FilterChips = () => {
    const translate = useTranslate();
    const { active, remove, clear } = useActiveFilters();
    if (active.length === 0) return null;
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, px: 2, py: 1 }} data-testid="domain-filter-chips">
            <Typography variant="body2" color="text.secondary">
                {translate('domainAccess.chips.label')}
            </Typography>
            {active.map(({ key, label }) => (
                <Chip key={key} size="small" label={label} onDelete={() => remove(key)} />
            ))}
            <Button size="small" onClick={clear}>
                {translate('domainAccess.chips.clear')}
            </Button>
        </Stack>
    );
};

/** No row: "filtered" with a reset when filters are in force, else the plain no-match line. */
export const FilteredEmpty = () => {
    const translate = useTranslate();
    const { active, clear } = useActiveFilters();
    if (active.length === 0)
        return (
            <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
                <Typography variant="subtitle1">{translate('domains.empty.noMatch')}</Typography>
            </Box>
        );
    return (
        <Box sx={{ py: 5, px: 2, textAlign: 'center' }} data-testid="domains-filtered">
            <Typography variant="subtitle1">{translate('domainAccess.filtered.title')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                {translate('domainAccess.filtered.body')}
            </Typography>
            <Button variant="outlined" onClick={clear}>
                {translate('domainAccess.filtered.reset')}
            </Button>
        </Box>
    );
};
