import Add from '@mui/icons-material/Add';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { Button, CardContent, Divider } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { IssuedToken } from '../../../data/apiTokens/api';
import type { ApiToken } from '../../../data/apiTokens/types';
import { PageCard } from '../../../ui/PageCard';
import { EmptyState, QueryStates } from '../../../ui/PageStates';
import { TokenCreateDialog } from './TokenCreateDialog';
import { TokenExample } from './TokenExample';
import { TokenSecretDialog } from './TokenSecretDialog';
import { TokenTable } from './TokenTable';

const QUERY_KEY = ['apiTokens'] as const;

/** /account/tokens: scoped API tokens beside the legacy key; a secret is shown once, when made or rolled. */
export const ApiTokensPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listApiTokens(), staleTime: 0, gcTime: 0 });
    const [creating, setCreating] = useState(false);
    const [issued, setIssued] = useState<IssuedToken>();
    // the secrets issued while this page is open, for the example; gone when the page is left
    const [secrets, setSecrets] = useState<ReadonlyMap<number, string>>(new Map());
    const [chosenId, setChosenId] = useState<number>();
    const tokens = query.data ?? [];
    const chosen = tokens.find(token => token.id === chosenId) ?? tokens[0];

    const show = (made: IssuedToken) => {
        setIssued(made);
        setSecrets(previous => new Map(previous).set(made.token.id, made.secret));
        setChosenId(made.token.id);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    };
    const failed = (error: Error) => notify(error.message || 'http.failed', { type: 'error' });
    const roll = (token: ApiToken) =>
        dataProvider.rollApiToken(token.id).then(made => {
            notify('apiTokens.rolled', { type: 'success' });
            show(made);
        }, failed);
    const revoke = (token: ApiToken) =>
        dataProvider.revokeApiToken(token.id).then(() => {
            notify('apiTokens.revoked', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }, failed);

    const action = (
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} data-testid="token-create">
            {translate('apiTokens.create')}
        </Button>
    );
    return (
        <PageCard title="apiTokens.title" intro="apiTokens.intro" action={action}>
            <QueryStates
                query={query}
                isEmpty={() => tokens.length === 0}
                empty={<EmptyState icon={<VpnKeyOutlined />} title={translate('apiTokens.empty')} body={translate('apiTokens.emptyBody')} />}
            >
                {() => (
                    <>
                        <CardContent>
                            <TokenTable tokens={tokens} onRoll={roll} onRevoke={revoke} />
                        </CardContent>
                        <Divider />
                        {chosen ? <TokenExample tokens={tokens} chosen={chosen} onChoose={setChosenId} secrets={secrets} /> : null}
                    </>
                )}
            </QueryStates>
            {creating ? (
                <TokenCreateDialog
                    open
                    onClose={() => setCreating(false)}
                    onCreated={made => {
                        setCreating(false);
                        show(made);
                    }}
                />
            ) : null}
            <TokenSecretDialog issued={issued} onClose={() => setIssued(undefined)} />
        </PageCard>
    );
};
