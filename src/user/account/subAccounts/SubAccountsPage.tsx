import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { Button, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { InvitedSubAccount } from '../../../data/subAccounts/api';
import type { SubAccount } from '../../../data/subAccounts/types';
import { PageCard } from '../../../ui/PageCard';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { FirstPasswordDialog } from './FirstPasswordDialog';
import { SubAccountDialog } from './SubAccountDialog';
import { SubAccountTable } from './SubAccountTable';

const QUERY_KEY = ['subAccounts'] as const;

/** /account/subaccounts: the owner invites colleagues, sets each one's role and domains, and revokes them. */
export const SubAccountsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listSubAccounts(), staleTime: 0 });
    // the dialog: closed, inviting (null) or editing one
    const [dialog, setDialog] = useState<SubAccount | null>();
    const [invited, setInvited] = useState<InvitedSubAccount>();
    const subAccounts = query.data ?? [];

    const refresh = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    const revoke = (sub: SubAccount) =>
        dataProvider.revokeSubAccount(sub.id).then(
            () => {
                notify('subAccounts.revoked', { type: 'success' });
                refresh();
            },
            (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        );

    const action = (
        <Button variant="contained" startIcon={<GroupAddOutlined />} onClick={() => setDialog(null)} data-testid="sub-account-invite">
            {translate('subAccounts.invite')}
        </Button>
    );
    return (
        <PageCard title="subAccounts.title" intro="subAccounts.intro" action={action}>
            {query.isPending ? (
                <PageLoading />
            ) : query.isError ? (
                <CardContent>
                    <LoadError error={query.error} onRetry={() => void query.refetch()} />
                </CardContent>
            ) : subAccounts.length === 0 ? (
                <EmptyState icon={<SupervisorAccountOutlined />} title={translate('subAccounts.empty')} body={translate('subAccounts.emptyBody')} />
            ) : (
                <CardContent>
                    <SubAccountTable subAccounts={subAccounts} onEdit={setDialog} onRevoke={revoke} />
                </CardContent>
            )}
            {dialog !== undefined ? (
                <SubAccountDialog
                    editing={dialog ?? undefined}
                    onClose={() => setDialog(undefined)}
                    onInvited={made => {
                        setDialog(undefined);
                        setInvited(made);
                        refresh();
                    }}
                    onUpdated={() => {
                        setDialog(undefined);
                        refresh();
                    }}
                />
            ) : null}
            <FirstPasswordDialog invited={invited} onClose={() => setInvited(undefined)} />
        </PageCard>
    );
};
