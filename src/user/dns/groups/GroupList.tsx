import { useUserListProps } from '../../listProps';
import Add from '@mui/icons-material/Add';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, NoMatch } from '../../../ui/PageStates';
import type { DomainGroup } from '../../../data/domainGroups/api';
import { GroupDialog } from './GroupDialog';
import { domainCount, groupDomainsPath } from './groupLinks';
import { GroupRowActions } from './GroupRowActions';

const Column = DataTable.Col<DomainGroup>;

const AddGroupButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button label="domains.groups.add" variant={variant} onClick={() => setOpen(true)}>
                <Add />
            </Button>
            {open ? <GroupDialog onClose={() => setOpen(false)} /> : null}
        </>
    );
};

const Empty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ m: 'auto' }} data-testid="groups-empty">
            <EmptyState
                icon={<FolderOutlined />}
                title={translate('domains.groups.empty.title')}
                body={translate('domains.groups.empty.body')}
                action={<AddGroupButton variant="contained" />}
            />
        </Box>
    );
};

const GroupsNoMatch = () => {
    const { filterValues } = useListContext();
    return <NoMatch message={Object.keys(filterValues ?? {}).length ? 'domains.groups.noMatch' : 'domains.groups.empty.title'} />;
};

const CountCell = ({ record }: { record: DomainGroup }) => {
    const translate = useTranslate();
    return (
        <Link component={RouterLink} to={groupDomainsPath(record)} underline="hover" title={translate('domains.groups.showDomains')}>
            {domainCount(record)}
        </Link>
    );
};

const Actions = () => (
    <TopToolbar>
        <AddGroupButton />
    </TopToolbar>
);

/** /dns/domain/list/group: the user's domain groups; each opens My domains filtered by it. */
export const GroupList = () => {
    const translate = useTranslate();
    return (
        <List<DomainGroup>
            resource="domainGroup"
            title="routes.domainGroup"
            filters={[<SearchInput key="key" source="key" alwaysOn placeholder={translate('domains.groups.search')} />]}
            sort={{ field: 'weight', order: 'ASC' }}
            {...useUserListProps()}
            actions={<Actions />}
            empty={<Empty />}
        >
            <DataTable<DomainGroup> rowClick={false} bulkActionButtons={false} empty={<GroupsNoMatch />}>
                <Column
                    source="name"
                    label="domains.groups.name"
                    disableSort
                    render={record => (
                        <Link component={RouterLink} to={groupDomainsPath(record)} underline="hover" sx={{ fontWeight: 500 }}>
                            {record.name}
                        </Link>
                    )}
                />
                <Column source="weight" label="domains.groups.weight" disableSort align="right" />
                <Column source="remark" label="domains.groups.remark" disableSort sx={{ minWidth: 120 }} />
                <Column source="domainIds" label="domains.groups.domainCount" disableSort align="right" render={record => <CountCell record={record} />} />
                <Column label="domains.groups.actions" disableSort align="right">
                    <GroupRowActions />
                </Column>
            </DataTable>
        </List>
    );
};
