import type { ReactElement } from 'react';
import { DeferredFilterForm } from '../../../console/overrides/DeferredFilterForm';
import { useUserListProps } from '../../listProps';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, List, TopToolbar, useListContext } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { AddDomainButton, AddDomainFromUrl } from './AddDomainButton';
import { BulkActions } from './bulkActions/BulkActions';
import { DomainBulkToolbar } from './bulkActions/DomainBulkToolbar';
import { MatchingProvider } from './bulkActions/matching';
import { DomainCards } from './DomainCards';
import { DomainsEmpty } from './DomainsEmpty';
import { FilterChips, FilteredEmpty } from './FilterChips';
import { DomainNameField } from './fields/DomainNameField';
import { GroupField, GroupIndexProvider } from './fields/GroupField';
import { LockSwitch } from './fields/LockSwitch';
import { NsCheckField } from './fields/NsCheckField';
import { PlanField } from './fields/PlanField';
import { RemarkField } from './fields/RemarkField';
import { StatusChip } from './fields/StatusChip';
import { useDomainFilters } from './filters';
import { DOMAIN_LIST_SORT } from '../../../data/domains/listReads';
import { RowActions } from './RowActions';
import { useSubAccountReason } from '../subAccountReason';

const Column = DataTable.Col<Domain>;

const Actions = ({ filters }: { filters: ReactElement[] }) => (
    <TopToolbar>
        <FilterButton filters={filters} />
        <AddDomainButton />
    </TopToolbar>
);

const DomainTable = () => {
    // the bulk actions (pause, delete, groups) are the owner's: a sub-account without them selects nothing
    const bulk = !useSubAccountReason('owner');
    return (
        <DataTable<Domain>
            rowClick={false}
            bulkActionsToolbar={bulk ? <DomainBulkToolbar /> : false}
            bulkActionButtons={bulk ? <BulkActions /> : false}
            empty={<FilteredEmpty />}
        >
            <Column source="domain" label="domains.columns.domain" render={record => <DomainNameField record={record} />} sx={{ minWidth: 160 }} />
            <Column source="status" label="domains.columns.status" disableSort render={record => <StatusChip record={record} />} />
            <Column source="whoisStatus" label="domains.columns.ns" disableSort render={record => <NsCheckField record={record} />} />
            <Column source="recordCount" label="domains.columns.records" align="right" />
            <Column source="consume" label="domains.columns.plan" disableSort render={record => <PlanField record={record} />} />
            <Column source="groupId" label="domains.columns.group" disableSort render={record => <GroupField record={record} />} />
            <Column source="remarks" label="domains.columns.remark" disableSort render={record => <RemarkField record={record} />} sx={{ minWidth: 160 }} />
            <Column source="locked" label="domains.columns.lock" disableSort render={record => <LockSwitch record={record} />} />
            <Column label="domains.columns.actions" disableSort align="right">
                <RowActions />
            </Column>
        </DataTable>
    );
};

const Rows = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const { total, isPending } = useListContext();
    if (phone && !isPending && total === 0)
        return (
            <>
                <FilterChips />
                <FilteredEmpty />
            </>
        );
    return (
        <GroupIndexProvider>
            <FilterChips />
            <MatchingProvider>{phone ? <DomainCards /> : <DomainTable />}</MatchingProvider>
        </GroupIndexProvider>
    );
};

/**
 * /dns/domain/list/list: the user's domains, server-paged. Its page, search and filters live in react-admin's
 * Store (`domain.listParams`): a domain page's back link to this path without a query finds them again.
 * `?add=1` opens the add dialog (the dashboard's quick action).
 */
export const DomainList = () => {
    const filters = useDomainFilters();
    return (
        <>
            <List<Domain>
                resource="domain"
                title="routes.domainList"
                filters={<DeferredFilterForm filters={filters} />}
                sort={DOMAIN_LIST_SORT}
                {...useUserListProps()}
                actions={<Actions filters={filters} />}
                empty={<DomainsEmpty />}
            >
                <Rows />
            </List>
            <AddDomainFromUrl />
        </>
    );
};
