import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';
import { formatYuan } from '../../../format/money';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { ListError } from '../../../ui/ListError';
import { maskMobile } from './mask';
import { RealNameChip } from './RealNameChip';
import { SignInAsButton } from './SignInAsButton';
import type { AppUser } from '../../../data/appUsers/types';
import { adminPaths } from '../../paths';

const Column = DataTable.Col<AppUser>;
const dash = (text: string) => text || '—';

/** Nothing to list: a search that matched nobody, or no account at all. */
const NoUsers = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = Object.keys(filterValues ?? {}).length > 0;
    return (
        <EmptyState
            icon={<PersonSearchOutlined />}
            title={translate(searching ? 'operation.users.empty' : 'operation.users.noUsers')}
            body={translate(searching ? 'operation.users.emptyBody' : 'operation.users.noUsersBody')}
        />
    );
};

/** A table on wide screens; on a phone a list whose rows open the detail. */
const Rows = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    if (phone) {
        return (
            <SimpleList<AppUser>
                rowClick={adminPaths.accountDetail}
                empty={<NoUsers />}
                primaryText={user => user.username}
                secondaryText={user => dash(user.mail || maskMobile(user.mobile))}
                tertiaryText={user => formatYuan(user.propertyBalance)}
            />
        );
    }
    return (
        <DataTable<AppUser> rowClick={adminPaths.accountDetail} bulkActionButtons={false} empty={<NoUsers />}>
            <Column source="id" />
            <Column source="username" />
            <Column source="mail" render={user => dash(user.mail)} />
            <Column source="mobile" render={user => dash(maskMobile(user.mobile))} sx={{ whiteSpace: 'nowrap' }} />
            <Column source="propertyBalance" align="right" render={user => formatYuan(user.propertyBalance)} sx={{ whiteSpace: 'nowrap' }} />
            <Column source="realnameStatus" render={user => <RealNameChip status={user.realnameStatus} />} />
            <Column source="createTime" sx={{ whiteSpace: 'nowrap' }} />
            <Column label="" align="right" disableSort render={user => <SignInAsButton userId={user.userId} size="small" />} />
        </DataTable>
    );
};

const useFilters = () => [<SearchInput key="q" source="q" alwaysOn placeholder={useTranslate()('operation.users.search')} />];

/** /operation/users: every end user, searched by username, email or mobile; a row opens its detail. */
export const AppUserList = () => (
    <List<AppUser>
        resource="appUser"
        title="routes.accounts"
        filters={useFilters()}
        {...useListPaging()}
        sort={{ field: 'userId', order: 'DESC' }}
        error={<ListError />}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
    >
        <Rows />
    </List>
);
