import EditIcon from '@mui/icons-material/EditOutlined';
import { Box } from '@mui/material';
import { Button, DataTable, List, SearchInput, SelectInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { scrollingListSx } from '../../ui/listLayout';
import { useListPaging } from '../../console/overrides/ListPaging';
import type { AdminMessage } from '../../data/adminMessages/api';
import { BatchDeleteMessages } from './BatchDeleteMessages';
import { DeleteMessageButton } from './DeleteMessageButton';
import { StatusChip, TargetText, TypeChip } from './fields';
import { MessagesEmpty, NoMatch } from './MessagesEmpty';
import { MESSAGE_STATUSES } from '../../data/adminMessages/rules';
import { TypeTabs } from './TypeTabs';
import { WriteButton } from './WriteButton';
import { adminPaths } from '../paths';

const Column = DataTable.Col<AdminMessage>;
const statusChoices = MESSAGE_STATUSES.map(value => ({ id: value, name: `adminMessages.status.${value}` }));

const EditButton = () => {
    const record = useRecordContext<AdminMessage>();
    if (!record) return null;
    return (
        <Button component={Link} to={adminPaths.messageEdit(record.id)} label="ra.action.edit">
            <EditIcon />
        </Button>
    );
};

const TitleLink = ({ record }: { record: AdminMessage }) => (
    <Box
        component={Link}
        to={adminPaths.messageEdit(record.id)}
        sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
    >
        {record.title}
    </Box>
);

const Actions = () => (
    <TopToolbar>
        <WriteButton />
    </TopToolbar>
);

/**
 * /message/list: announcements and station letters, server-paged, newest first. Type tabs, a title search
 * (trimmed, back to page 1) and a status filter; write, edit, delete (one or many, after a confirmation).
 */
export const AdminMessageList = () => {
    const translate = useTranslate();
    const filters = [
        <SearchInput key="title" source="title" alwaysOn placeholder={translate('adminMessages.search')} />,
        <SelectInput key="status" source="status" label="adminMessages.columns.status" choices={statusChoices} alwaysOn emptyText="adminMessages.tabs.all" />,
    ];
    return (
        <List<AdminMessage>
            resource="adminMessage"
            title="adminMessages.title"
            filters={filters}
            actions={<Actions />}
            sort={{ field: 'id', order: 'DESC' }}
            {...useListPaging()}
            empty={<MessagesEmpty />}
            exporter={false}
            storeKey="adminMessage.list"
            sx={scrollingListSx}
        >
            <TypeTabs />
            <DataTable<AdminMessage> rowClick={false} bulkActionButtons={<BatchDeleteMessages />} empty={<NoMatch />}>
                <Column
                    source="title"
                    label="adminMessages.columns.title"
                    disableSort
                    render={record => <TitleLink record={record} />}
                    sx={{ minWidth: 200 }}
                />
                <Column source="type" label="adminMessages.columns.type" disableSort render={record => <TypeChip record={record} />} />
                <Column
                    source="sendType"
                    label="adminMessages.columns.target"
                    disableSort
                    render={record => <TargetText record={record} />}
                    sx={{ whiteSpace: 'nowrap' }}
                />
                <Column source="status" label="adminMessages.columns.status" disableSort render={record => <StatusChip record={record} />} />
                <Column source="createtime" label="adminMessages.columns.createtime" sx={{ whiteSpace: 'nowrap' }} />
                <Column label="adminMessages.columns.actions" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditButton />
                    <DeleteMessageButton />
                </Column>
            </DataTable>
        </List>
    );
};
