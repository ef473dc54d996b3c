import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { SelectionActions } from '../../ui/SelectionActions';
import { USER_PAGE_SIZE_OPTIONS } from '../../config/constants';
import { useListPaging } from '../../console/overrides/ListPaging';
import { MESSAGE_TYPES, type Message } from '../../data/messages/api';
import { MessageTitleField, MessageTypeChip, ReadStatusField } from './fields';
import { BulkMarkReadButton, MarkPageReadButton, RowMarkReadButton } from './MarkReadButtons';
import { useRefreshUnreadCount, useUnreadCount } from '../../data/messages/useUnreadCount';
import { userPaths } from '../paths';
import { BulkDeleteWithConfirmButton, DeleteWithConfirmButton } from '../../ui/singleFlight';

const typeChoices = MESSAGE_TYPES.map(type => ({ id: type, name: `messages.type.${type}` }));
const readChoices = [
    { id: 0, name: 'messages.readStatus.0' },
    { id: 1, name: 'messages.readStatus.1' },
];

const useFilters = () => {
    const translate = useTranslate();
    return [
        <SearchInput key="title" source="title" alwaysOn placeholder={translate('messages.search')} />,
        <SelectInput
            key="type"
            source="type"
            alwaysOn
            label="messageFilters.type"
            emptyText="messageFilters.allTypes"
            choices={typeChoices}
            sx={{ minWidth: 140 }}
        />,
        <SelectInput
            key="readStatus"
            source="readStatus"
            alwaysOn
            label="messageFilters.readStatus"
            emptyText="messageFilters.allStates"
            choices={readChoices}
            sx={{ minWidth: 120 }}
        />,
    ];
};

/** "未读 N 条" above the list, from the shared unread count. */
const UnreadSummary = () => {
    const translate = useTranslate();
    const { data } = useUnreadCount();
    if (data === undefined) return null;
    return (
        <Chip
            data-testid="unread-summary"
            size="small"
            color={data > 0 ? 'error' : 'default'}
            variant={data > 0 ? 'filled' : 'outlined'}
            label={data > 0 ? translate('messages.unread', { smart_count: data }) : translate('messages.allRead')}
        />
    );
};

const Actions = () => (
    <TopToolbar>
        <UnreadSummary />
        <MarkPageReadButton />
    </TopToolbar>
);

const Empty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', m: 'auto', py: 8, px: 2, color: 'text.secondary' }}>
            <MarkEmailRead sx={{ fontSize: 72, opacity: 0.5 }} />
            <Typography variant="h6" sx={{ mt: 1 }}>
                {translate('messages.empty.title')}
            </Typography>
            <Typography variant="body2">{translate('messages.empty.body')}</Typography>
        </Box>
    );
};

const useDeleteSideEffects = () => {
    const refreshUnread = useRefreshUnreadCount();
    return { successMessage: 'messages.deleted', mutationOptions: { onSettled: () => void refreshUnread() } };
};

const BulkActions = () => (
    <>
        <BulkMarkReadButton />
        <BulkDeleteWithConfirmButton {...useDeleteSideEffects()} />
    </>
);

const RowDelete = () => <DeleteWithConfirmButton {...useDeleteSideEffects()} redirect={false} />;

const Column = DataTable.Col<Message>;

const Rows = (): ReactNode => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    if (phone) {
        return (
            <SimpleList<Message>
                rowClick={id => userPaths.messageDetail(id)}
                primaryText={record => <MessageTitleField record={record} />}
                secondaryText={record => record.createtime}
                tertiaryText={record => <MessageTypeChip record={record} />}
            />
        );
    }
    return (
        <DataTable<Message>
            rowClick={id => userPaths.messageDetail(id)}
            bulkActionButtons={
                <SelectionActions>
                    <BulkActions />
                </SelectionActions>
            }
        >
            <Column source="title" field={MessageTitleField} />
            <Column source="type" field={MessageTypeChip} />
            <Column source="createtime" />
            <Column source="readStatus" field={ReadStatusField} />
            <Column label="" disableSort align="right" sx={{ width: 0, whiteSpace: 'nowrap' }}>
                <RowMarkReadButton />
                <RowDelete />
            </Column>
        </DataTable>
    );
};

/** /message/list: the user's station letters, announcements and tickets, newest first. */
export const MessageList = () => (
    <List<Message>
        filters={useFilters()}
        title="menu.messages"
        sort={{ field: 'id', order: 'DESC' }}
        {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
        actions={<Actions />}
        empty={<Empty />}
        exporter={false}
    >
        <Rows />
    </List>
);
