import {
    Box,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    List,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    TextField,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useState } from 'react';
import { TextInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { EmptyState, LoadError, PageLoading } from '../../../../ui/PageStates';
import type { Domain } from '../../../../data/domains/api';
import { BULK_DOMAIN_LIMIT } from '../../../../config/constants';
import { appendDomains, bulkDomains, validateBulkDomains } from './domainListInput';
import { ClosedDomainsNote } from './ClosedDomainsNote';
import type { ClosedReason } from './useRecordBlocks';

const PICK_LIMIT = 500;

interface PickerProps {
    open: boolean;
    onClose: () => void;
    onPick: (names: string[]) => void;
    closed?: ClosedReason;
}

const Picker = ({ open, onClose, onPick, closed }: PickerProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [search, setSearch] = useState('');
    const [chosen, setChosen] = useState<Set<string>>(new Set());
    const { data, isPending, error, refetch } = useGetList<Domain>(
        'domain',
        { pagination: { page: 1, perPage: PICK_LIMIT }, sort: { field: 'id', order: 'DESC' }, filter: {} },
        { enabled: open },
    );
    const shown = (data ?? []).filter(domain => domain.domain.includes(search.trim().toLowerCase()));
    const toggle = (name: string) =>
        setChosen(current => {
            const next = new Set(current);
            if (next.has(name)) next.delete(name);
            else next.add(name);
            return next;
        });
    return (
        <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="bulk-domain-picker">
            <DialogTitle id="bulk-domain-picker">{translate('bulkRecords.domains.pickTitle')}</DialogTitle>
            <DialogContent dividers sx={{ p: 1 }}>
                <TextField
                    size="small"
                    fullWidth
                    label={translate('bulkRecords.domains.pickSearch')}
                    value={search}
                    onChange={event => setSearch(event.target.value)}
                    sx={{ mb: 1 }}
                />
                {isPending ? (
                    <PageLoading />
                ) : error ? (
                    <LoadError error={error} onRetry={() => void refetch()} />
                ) : shown.length === 0 ? (
                    <EmptyState title={translate('bulkRecords.domains.pickEmpty')} />
                ) : (
                    <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
                        {shown.map(domain => {
                            // a domain whose records this session may not change stays in the list, greyed out with the reason
                            const reason = closed?.(domain.domain) ?? null;
                            return (
                                <ListItemButton
                                    key={domain.id}
                                    onClick={() => toggle(domain.domain)}
                                    disabled={!!reason}
                                    // the reason stays readable: the greyed checkbox says the domain cannot be picked
                                    sx={{ '&.Mui-disabled': { opacity: 1 } }}
                                >
                                    <ListItemIcon sx={{ minWidth: 36 }}>
                                        <Checkbox
                                            edge="start"
                                            size="small"
                                            checked={!reason && chosen.has(domain.domain)}
                                            disabled={!!reason}
                                            tabIndex={-1}
                                            disableRipple
                                            slotProps={{ input: { 'aria-label': domain.domain } }}
                                        />
                                    </ListItemIcon>
                                    <ListItemText
                                        primary={domain.domain}
                                        secondary={reason}
                                        slotProps={{ primary: { color: reason ? 'text.secondary' : undefined } }}
                                    />
                                </ListItemButton>
                            );
                        })}
                    </List>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('bulkRecords.domains.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={chosen.size === 0}
                    onClick={() => {
                        onPick([...chosen]);
                        setChosen(new Set());
                    }}
                >
                    {translate('bulkRecords.domains.pickAdd', { count: chosen.size })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

interface DomainListInputProps {
    source?: string;
    disabled?: boolean;
    /** On a page that changes records: the domains this session may not change, greyed out in the picker and named under the list. */
    closed?: ClosedReason;
}

/** The pasted domain list (SPEC section 5 rules, 500 at most) with a picker over the user's own domains. */
export const DomainListInput = ({ source = 'domains', disabled, closed }: DomainListInputProps) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const { setValue } = useFormContext();
    const value: unknown = useWatch({ name: source });
    return (
        <Box>
            <TextInput
                source={source}
                label="bulkRecords.domains.label"
                multiline
                minRows={4}
                maxRows={12}
                fullWidth
                disabled={disabled}
                validate={validateBulkDomains}
                helperText={translate('bulkRecords.domains.help', { max: BULK_DOMAIN_LIMIT })}
                placeholder={'example.com\nexample.net'}
            />
            <Button size="small" onClick={() => setOpen(true)} disabled={disabled}>
                {translate('bulkRecords.domains.pick')}
            </Button>
            {closed ? <ClosedDomainsNote names={bulkDomains(value)} closed={closed} /> : null}
            <Picker
                closed={closed}
                open={open}
                onClose={() => setOpen(false)}
                onPick={names => {
                    setValue(source, appendDomains(value, names), { shouldDirty: true, shouldValidate: true });
                    setOpen(false);
                }}
            />
        </Box>
    );
};
