import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiToken } from '../../../data/apiTokens/types';
import { Confirm } from '../../../ui/singleFlight';

/** A token's row actions, each after a confirmation naming the token: roll (a new secret) and revoke. */
export const TokenActions = ({
    token,
    onRoll,
    onRevoke,
}: {
    token: ApiToken;
    onRoll(token: ApiToken): Promise<unknown>;
    onRevoke(token: ApiToken): Promise<unknown>;
}) => {
    const translate = useTranslate();
    const [asking, setAsking] = useState<'roll' | 'revoke'>();
    const close = () => setAsking(undefined);
    const run = (action: (token: ApiToken) => Promise<unknown>) => () =>
        action(token)
            .catch(() => undefined)
            .finally(close);
    return (
        <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
            <Button size="small" onClick={() => setAsking('roll')} aria-label={`${translate('apiTokens.roll')} ${token.name}`}>
                {translate('apiTokens.roll')}
            </Button>
            <Button size="small" color="error" onClick={() => setAsking('revoke')} aria-label={`${translate('apiTokens.revoke')} ${token.name}`}>
                {translate('apiTokens.revoke')}
            </Button>
            <Confirm
                isOpen={asking === 'roll'}
                title={translate('apiTokens.rollTitle', { name: token.name })}
                content="apiTokens.rollContent"
                confirm="apiTokens.roll"
                confirmColor="warning"
                onConfirm={run(onRoll)}
                onClose={close}
            />
            <Confirm
                isOpen={asking === 'revoke'}
                title={translate('apiTokens.revokeTitle', { name: token.name })}
                content="apiTokens.revokeContent"
                confirm="apiTokens.revoke"
                onConfirm={run(onRevoke)}
                onClose={close}
            />
        </Stack>
    );
};
