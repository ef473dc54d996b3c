import '../../i18n/areas/account';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { Button, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageCard } from '../../components/PageCard';
import { EmptyState, LoadError, Loading } from '../../components/PageStates';
import { ApiExample } from './ApiExample';
import { maskKey } from './apiKeyText';
import { KeyField } from './KeyField';
import { RegenerateButton } from './RegenerateButton';
import { useApiKey, useResetApiKey } from './useApiKey';

/** No key yet: what it is for, and the one action that makes it. */
const NoKey = () => {
    const translate = useTranslate();
    const generate = useResetApiKey('apiKey.generated');
    return (
        <EmptyState
            icon={<KeyOutlined />}
            title={translate('apiKey.noneTitle')}
            body={translate('apiKey.noneBody')}
            action={
                <Button variant="contained" onClick={() => generate.mutate()} disabled={generate.isPending}>
                    {translate('apiKey.generate')}
                </Button>
            }
        />
    );
};

/** /account/apikey: the key (masked, reveal, copy), regenerate after a confirmation, and a call using it. */
export const ApiKeyPage = () => {
    const translate = useTranslate();
    const query = useApiKey();
    const key = query.data;
    // one reveal for the key and the example: a secret stays masked on screen and in copies of the example
    const [shown, setShown] = useState(false);
    return (
        <PageCard title="apiKey.title" intro="apiKey.intro" action={key?.apiKey ? <RegenerateButton /> : undefined}>
            {query.isPending ? (
                <Loading />
            ) : query.isError ? (
                <CardContent>
                    <LoadError error={query.error} onRetry={() => void query.refetch()} />
                </CardContent>
            ) : !key?.apiKey ? (
                <NoKey />
            ) : (
                <>
                    <CardContent>
                        <Stack spacing={0.5}>
                            <Typography variant="subtitle2" color="text.secondary">
                                {translate('apiKey.key')}
                            </Typography>
                            <KeyField apiKey={key.apiKey} shown={shown} onToggle={() => setShown(value => !value)} />
                            {key.createTime ? (
                                <Typography variant="caption" color="text.secondary" data-testid="api-key-time">
                                    {translate('apiKey.createdAt', { time: key.createTime })}
                                </Typography>
                            ) : null}
                        </Stack>
                    </CardContent>
                    <Divider />
                    <ApiExample apiKey={shown ? key.apiKey : maskKey(key.apiKey)} />
                </>
            )}
        </PageCard>
    );
};
