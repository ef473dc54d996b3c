import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { PageLoading, LoadError } from '../../../ui/PageStates';
import { useDomainAction } from '../domains/useDomainAction';
import { useDomainGroups } from '../../../data/domainGroups/useDomainGroups';
import { NO_GROUP, type DomainGroup, type GroupDomain } from '../../../data/domainGroups/api';
import { membershipChanges } from './transfer';
import { TransferPane } from './TransferPane';

const toggle = (set: ReadonlySet<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
};
const withAll = (set: ReadonlySet<number>, ids: number[], check: boolean) => {
    const next = new Set(set);
    for (const id of ids)
        if (check) next.add(id);
        else next.delete(id);
    return next;
};

/**
 * The domains of a group, picked from a transfer list: left the domains not in it (with the group each is in
 * now), right its domains. Saving moves the added ones in and the removed ones out (to no group).
 */
export const DomainPicker = ({ group, onClose }: { group: DomainGroup; onClose: () => void }) => {
    const translate = useTranslate();
    const provider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const { byDomain } = useDomainGroups();
    const detail = useQuery({
        queryKey: ['domainGroup', 'detail', group.id],
        queryFn: () => provider.getGroupDetail(group.id),
        gcTime: 0,
    });

    // the members as loaded, until the user moves one
    const [edited, setEdited] = useState<ReadonlySet<number>>();
    const [checkedOut, setCheckedOut] = useState<ReadonlySet<number>>(new Set());
    const [checkedIn, setCheckedIn] = useState<ReadonlySet<number>>(new Set());
    const loaded = useMemo(() => new Set(detail.data?.inGroup.map(domain => domain.id)), [detail.data]);
    const members = edited ?? loaded;

    const all = useMemo(() => [...(detail.data?.inGroup ?? []), ...(detail.data?.notIn ?? [])], [detail.data]);
    const inside = useMemo(() => all.filter(domain => members.has(domain.id)), [all, members]);
    const outside = useMemo(() => all.filter(domain => !members.has(domain.id)), [all, members]);

    const moveIn = () => {
        setEdited(withAll(members, [...checkedOut], true));
        setCheckedOut(new Set());
    };
    const moveOut = () => {
        setEdited(withAll(members, [...checkedIn], false));
        setCheckedIn(new Set());
    };

    const save = useDomainAction<void, number>(
        async () => {
            const { added, removed } = membershipChanges(loaded, members);
            if (added.length) await provider.moveDomains(group.id, added);
            if (removed.length) await provider.moveDomains(NO_GROUP, removed);
            return added.length + removed.length;
        },
        // the toast says whether anything changed
        { success: false },
    );
    const saveChanges = () =>
        save.mutate(undefined, {
            onSuccess: changed => {
                notify(changed ? 'domains.groups.picker.saved' : 'domains.groups.picker.unchanged', { type: changed ? 'success' : 'info' });
                onClose();
            },
        });

    const note = (domain: GroupDomain) => {
        const current = byDomain.get(domain.id);
        return current && current.id !== group.id ? translate('domains.groups.picker.inOther', { group: current.name }) : undefined;
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="group-picker-title">
            <DialogTitle id="group-picker-title">{translate('domains.groups.picker.title', { name: group.name })}</DialogTitle>
            <DialogContent dividers>
                {detail.isPending ? (
                    <PageLoading />
                ) : detail.error ? (
                    <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
                ) : (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
                        <TransferPane
                            testId="picker-available"
                            title={translate('domains.groups.picker.available', { count: outside.length })}
                            domains={outside}
                            checked={checkedOut}
                            onToggle={id => setCheckedOut(current => toggle(current, id))}
                            onCheckShown={(ids, check) => setCheckedOut(current => withAll(current, ids, check))}
                            note={note}
                        />
                        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                            <Button variant="outlined" size="small" onClick={moveIn} disabled={checkedOut.size === 0} endIcon={<ChevronRight />}>
                                {translate('domains.groups.picker.add')}
                            </Button>
                            <Button variant="outlined" size="small" onClick={moveOut} disabled={checkedIn.size === 0} startIcon={<ChevronLeft />}>
                                {translate('domains.groups.picker.remove')}
                            </Button>
                        </Stack>
                        <TransferPane
                            testId="picker-chosen"
                            title={translate('domains.groups.picker.chosen', { count: inside.length })}
                            domains={inside}
                            checked={checkedIn}
                            onToggle={id => setCheckedIn(current => toggle(current, id))}
                            onCheckShown={(ids, check) => setCheckedIn(current => withAll(current, ids, check))}
                        />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={saveChanges} disabled={!detail.data || save.isPending}>
                    {translate('domains.groups.picker.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
