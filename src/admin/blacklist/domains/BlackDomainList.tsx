import { Box, Typography } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { AddDomainsButton } from './AddDomainsDialog';
import { BatchDeleteButton } from './BatchDeleteButton';
import { BlackDomainsEmpty } from './BlackDomainsEmpty';
import { BlacklistTransfer } from './BlacklistTransfer';
import { ExpiryCell } from './ExpiryCell';
import type { BlackDomain } from '../../../data/blackDomains/types';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

const Column = DataTable.Col<BlackDomain>;

const Actions = () => (
    <TopToolbar>
        <BatchDeleteButton />
        <BlacklistTransfer />
        <AddDomainsButton />
    </TopToolbar>
);

/** Delete one domain, after a confirmation naming it. */
const RowDelete = () => {
    const record = useRecordContext<BlackDomain>();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            label="blacklist.domains.delete"
            redirect={false}
            mutationMode="pessimistic"
            confirmTitle="blacklist.domains.deleteTitle"
            confirmContent="blacklist.domains.deleteContent"
            confirmColor="warning"
            contentTranslateOptions={{ domain: record.domain }}
            successMessage="common.done.deleted"
        />
    );
};

// the latest addition is the one an operator looks for
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

/** Admin "Blocked domains" (/dns/black/config/domains): search, add many at once, delete, batch delete. */
export const BlackDomainList = () => {
    const translate = useTranslate();
    // the search is trimmed in the request (pagingParams); changing it returns to page 1 (react-admin's setFilters)
    const filters = [<SearchInput key="domain" source="domain" alwaysOn placeholder={translate('blacklist.domains.search')} />];
    return (
        <Box sx={{ mt: 2, minWidth: 0, contain: 'inline-size' }}>
            <Typography variant="h6" component="h2">
                {translate('blacklist.domains.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('blacklist.domains.intro')}
            </Typography>
            <List<BlackDomain>
                resource="blackDomain"
                title="blacklist.domains.title"
                filters={filters}
                sort={NEWEST_FIRST}
                actions={<Actions />}
                {...useListPaging()}
                empty={false}
                exporter={false}
                storeKey="blackDomain.admin"
                sx={scrollingListSx}
            >
                <DataTable<BlackDomain> rowClick={false} bulkActionButtons={<BatchDeleteButton />} empty={<BlackDomainsEmpty />}>
                    <Column source="domain" disableSort sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 180 }} />
                    <Column source="remark" disableSort sx={{ minWidth: 120 }} />
                    <Column source="createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
                    <Column source="expireTime" label="blacklistTransfer.expires" disableSort render={record => <ExpiryCell record={record} />} />
                    <Column label="blacklist.domains.actions" disableSort align="right">
                        <RowDelete />
                    </Column>
                </DataTable>
            </List>
        </Box>
    );
};

export default BlackDomainList;
