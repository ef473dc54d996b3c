import { useCallback } from 'react';
import { List } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { USER_PAGE_SIZE_OPTIONS } from '../../../../config/constants';
import { useListPaging } from '../../../../console/overrides/ListPaging';
import { scrollingListSx } from '../../../../ui/listLayout';
import { useDomainParams } from '../domainParams';
import { EntryDialog } from './EntryDialog';
import { HistoryTable } from './HistoryTable';

/** The query parameter naming the entry whose diff is open (userPaths.zoneHistory). */
export const ENTRY_PARAM = 'entry';

/**
 * A domain's change history: one row per applied change set, newest first (the `changeSet` resource, server-paged);
 * a row opens the entry's diff, where it can be reverted or the zone restored to it. The open entry is in the
 * address (`?entry=`), so the operation log can link to it and the back button closes it. The list keeps no stored
 * params (storeKey false): the entry parameter never sticks to it, and the tab opens on the newest changes.
 */
export const ZoneHistoryPage = () => {
    const { id } = useDomainParams();
    const [searchParams, setSearchParams] = useSearchParams();
    const entry = Number(searchParams.get(ENTRY_PARAM)) || 0;
    const open = useCallback(
        (entryId: number) =>
            setSearchParams(current => {
                const next = new URLSearchParams(current);
                next.set(ENTRY_PARAM, String(entryId));
                return next;
            }),
        [setSearchParams],
    );
    const close = useCallback(
        () =>
            setSearchParams(
                current => {
                    const next = new URLSearchParams(current);
                    next.delete(ENTRY_PARAM);
                    return next;
                },
                { replace: true },
            ),
        [setSearchParams],
    );
    return (
        <>
            <List
                resource="changeSet"
                title={false}
                filter={{ domain_id: id }}
                storeKey={false}
                sort={{ field: 'id', order: 'DESC' }}
                actions={false}
                exporter={false}
                empty={false}
                {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
                sx={scrollingListSx}
            >
                <HistoryTable onOpen={open} />
            </List>
            {entry > 0 ? <EntryDialog key={entry} id={entry} onClose={close} onOpen={open} /> : null}
        </>
    );
};
