import { Button, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { AccountSession } from '../../../data/sessions/api';
import { PageCard } from '../../../ui/PageCard';
import { QueryStates } from '../../../ui/PageStates';
import { Confirm } from '../../../ui/singleFlight';
import { SessionList } from './SessionList';
import { SignInHistory } from './SignInHistory';

const QUERY_KEY = ['sessions'] as const;

/** /account/sessions: where the account is signed in (sign one out, or all others), and the sign-in history. */
export const SessionsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listSessions(), staleTime: 0, gcTime: 0 });
    const [askingAll, setAskingAll] = useState(false);
    const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    const failed = (error: Error) => notify(error.message || 'http.failed', { type: 'error' });
    const signOut = (session: AccountSession) =>
        dataProvider.revokeSession(session.id).then(() => {
            notify('sessions.signedOut', { type: 'success' });
            return refresh();
        }, failed);
    const signOutOthers = () =>
        dataProvider
            .revokeOtherSessions()
            .then(() => {
                notify('sessions.signedOutOthers', { type: 'success' });
                return refresh();
            }, failed)
            .finally(() => setAskingAll(false));
    const others = (query.data ?? []).filter(session => !session.current).length;
    const action = (
        <Button variant="outlined" color="error" disabled={others === 0} onClick={() => setAskingAll(true)}>
            {translate('sessions.signOutOthers')}
        </Button>
    );
    return (
        <>
            <PageCard title="sessions.title" intro="sessions.intro" action={action}>
                <QueryStates query={query}>
                    {sessions => (
                        <CardContent>
                            <SessionList sessions={sessions} onSignOut={signOut} />
                            {others === 0 ? (
                                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                                    {translate('sessions.onlyThis')}
                                </Typography>
                            ) : null}
                        </CardContent>
                    )}
                </QueryStates>
                <Confirm
                    isOpen={askingAll}
                    title="sessions.signOutOthersTitle"
                    content="sessions.signOutOthersContent"
                    confirm="sessions.signOutOthers"
                    onConfirm={signOutOthers}
                    onClose={() => setAskingAll(false)}
                />
            </PageCard>
            <SignInHistory />
        </>
    );
};
