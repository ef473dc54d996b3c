import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { List, useTranslate } from 'react-admin';
import { USER_PAGE_SIZE_OPTIONS } from '../../../../config/constants';
import { useDomainParams } from '../domainParams';
import { useRecordAccess } from '../useRecordAccess';
import { scrollingListSx } from '../../../../ui/listLayout';
import { useListPaging } from '../../../../console/overrides/ListPaging';
import type { DnsRecord } from '../../../../data/records/api';
import { BatchDialog } from './BatchDialog';
import { DeleteRecordConfirm } from './DeleteRecordConfirm';
import { OverLimitNotice } from './OverLimitNotice';
import { RecordEditorDialog } from './RecordEditorDialog';
import { recordFilters } from './recordFilters';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { RecordPageProvider } from './RecordPageContext';
import { RecordsError } from './RecordsError';
import { RecordsToolbar } from './RecordsToolbar';
import { RecordTable } from './RecordTable';
import { SelectionProvider, useFreshSelection } from './selection';
import { useDefaultTtl } from './useDefaultTtl';
import { useToggleStatus } from './useToggleStatus';

const NO_SORT = { field: '', order: 'ASC' } as const;

/**
 * The records of one zone. The zone travels as a permanent filter (never in the URL); the user's filters and
 * the page live in the URL (react-admin syncs the list with the location) and in the Store under a key per
 * zone, so a reload, a shared link or the way back shows the same view.
 */
export const RecordList = () => {
    const translate = useTranslate();
    const { domain, id } = useDomainParams();
    // a sub-account whose role does not change records, a view-only licence or a lock close them, with the reason
    const access = useRecordAccess();
    const paging = useListPaging(USER_PAGE_SIZE_OPTIONS);
    const defaultTtl = useDefaultTtl(id);
    const zone = { domain_id: id, domain };
    const toggleStatus = useToggleStatus(zone);
    const storeKey = `record.${id}`;
    useFreshSelection('record', storeKey);
    // a phone keeps the host search on screen and the other filters behind the toolbar's filter button
    const compact = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const hostPlaceholder = translate('records.filters.host');
    const filters = useMemo(() => recordFilters({ domainId: id, domain, hostPlaceholder, compact }), [id, domain, hostPlaceholder, compact]);
    return (
        <RecordPageProvider zone={zone} readOnly={access.reason} toggleStatus={toggleStatus}>
            <SelectionProvider>
                <List<DnsRecord>
                    resource="record"
                    title={false}
                    filter={zone}
                    filters={filters}
                    sort={NO_SORT}
                    actions={<RecordsToolbar filterButton={compact} />}
                    {...paging}
                    storeKey={storeKey}
                    empty={false}
                    error={<RecordsError />}
                    // the table scrolls sideways on a phone inside its wrapper; the bulk actions bar is not clipped
                    sx={scrollingListSx}
                >
                    <ReadOnlyNotice access={access} />
                    <OverLimitNotice domainId={id} domain={domain} />
                    <RecordTable />
                    <RecordEditorDialog defaultTtl={defaultTtl} />
                    <DeleteRecordConfirm />
                    <BatchDialog defaultTtl={defaultTtl} />
                </List>
            </SelectionProvider>
        </RecordPageProvider>
    );
};
