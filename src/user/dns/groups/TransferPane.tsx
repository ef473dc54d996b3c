import { Box, Checkbox, List, ListItemButton, ListItemIcon, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { GroupDomain } from '../../../data/domainGroups/api';
import { filterDomains } from './transfer';

/** Rows drawn at most: a longer list asks for a filter instead of painting thousands of rows. */
const PANE_ROWS = 300;

interface Props {
    title: string;
    domains: readonly GroupDomain[];
    checked: ReadonlySet<number>;
    onToggle: (id: number) => void;
    /** Check (or uncheck) every domain the filter shows. */
    onCheckShown: (ids: number[], check: boolean) => void;
    /** A note after a domain's name (the group it is in now). */
    note?: (domain: GroupDomain) => string | undefined;
    testId: string;
}

/** One side of the transfer list: a filter and a checkbox list. */
export const TransferPane = ({ title, domains, checked, onToggle, onCheckShown, note, testId }: Props) => {
    const translate = useTranslate();
    const [query, setQuery] = useState('');
    const shown = useMemo(() => filterDomains(domains, query), [domains, query]);
    const drawn = shown.slice(0, PANE_ROWS);
    const allChecked = shown.length > 0 && shown.every(domain => checked.has(domain.id));
    return (
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid={testId}>
            <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                    <Checkbox
                        size="small"
                        sx={{ p: 0.5, mr: 1 }}
                        checked={allChecked}
                        indeterminate={!allChecked && shown.some(domain => checked.has(domain.id))}
                        disabled={shown.length === 0}
                        onChange={(_, check) =>
                            onCheckShown(
                                shown.map(domain => domain.id),
                                check,
                            )
                        }
                        slotProps={{ input: { 'aria-label': translate('domains.groups.picker.checkShown', { title }) } }}
                    />
                    <Typography variant="subtitle2">{title}</Typography>
                </Box>
                <TextField
                    size="small"
                    fullWidth
                    placeholder={translate('domains.groups.picker.search')}
                    value={query}
                    onChange={event => setQuery(event.target.value)}
                    slotProps={{ htmlInput: { 'aria-label': `${title} ${translate('domains.groups.picker.search')}` } }}
                />
            </Box>
            <List dense sx={{ height: { xs: 220, sm: 320 }, overflow: 'auto' }}>
                {drawn.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                        {translate('domains.groups.picker.none')}
                    </Typography>
                ) : null}
                {drawn.map(domain => {
                    const extra = note?.(domain);
                    return (
                        <ListItemButton key={domain.id} onClick={() => onToggle(domain.id)} dense>
                            <ListItemIcon sx={{ minWidth: 36 }}>
                                <Checkbox
                                    edge="start"
                                    size="small"
                                    checked={checked.has(domain.id)}
                                    tabIndex={-1}
                                    disableRipple
                                    slotProps={{ input: { 'aria-label': domain.domain } }}
                                />
                            </ListItemIcon>
                            <ListItemText primary={domain.domain} secondary={extra} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
                        </ListItemButton>
                    );
                })}
                {shown.length > drawn.length ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1 }}>
                        {translate('domains.groups.picker.more', { smart_count: shown.length - drawn.length })}
                    </Typography>
                ) : null}
            </List>
        </Paper>
    );
};
