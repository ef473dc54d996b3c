import { useUserListProps } from '../listProps';
import { Box } from '@mui/material';
import { List, SearchInput, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { methodOf, type UserLog } from '../../data/userLogs/api';
import { defaultLogFilter, USER_LOGS_STORE_KEY } from './listStore';
import { UserLogRangeBar } from './UserLogRangeBar';
import { UserLogTable } from './UserLogTable';
import { UserLogTabs } from './UserLogTabs';

/**
 * /log/list/:method (0 all, 1 sign-ins, 2 account changes, 3 DNS changes; any other segment lists all): the
 * account's operation log, server-paged, searched by a range of whole days (the last 30 by default) and a keyword.
 * Each tab is its own address; they share one search, and changing it goes back to page 1.
 */
export const UserLogPage = () => {
    const translate = useTranslate();
    const method = methodOf(useParams().method);
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="userLogs.title" />
            <UserLogTabs current={method} />
            <List<UserLog>
                key={method}
                resource="userLog"
                title={false}
                storeKey={USER_LOGS_STORE_KEY}
                filter={{ method }}
                filters={[<SearchInput key="key" source="key" alwaysOn placeholder={translate('userLogs.search')} sx={{ minWidth: { sm: 300 } }} />]}
                filterDefaultValues={defaultLogFilter()}
                {...useUserListProps()}
                empty={false}
                actions={false}
            >
                <UserLogRangeBar />
                <UserLogTable />
            </List>
        </Box>
    );
};
