import { Button, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { maskSecret } from '../format/mask';
import { PageCard } from './PageCard';
import { EmptyState, LoadError, PageLoading } from './PageStates';
import { RegenerateButton } from './RegenerateButton';
import { SecretField } from './SecretField';
import { useRenewSecret, useSecretQuery } from './useRenewableSecret';

/** A renewable secret as a page shows it: its value ('' when none yet) and when it was made ('' when unknown). */
export interface Secret {
    value: string;
    time: string;
}

interface SecretPageProps {
    /**
     * The translation prefix of the page's texts: title, intro, key, masked, reveal, hide, copy, createdAt,
     * regenerate, confirmTitle, confirmContent, regenerated, generated, noneTitle, noneBody, generate.
     */
    ns: string;
    icon: ReactNode;
    queryKey: readonly unknown[];
    read(): Promise<Secret>;
    /** Makes a new secret (the first, or one replacing the old: the old stops working). */
    renew(): Promise<Secret>;
    testId: string;
    /** What the secret is for, using it as shown: masked until it is revealed (so copies of it are masked too). */
    example?(shown: string): ReactNode;
}

/**
 * A secret's page (API key, CDN access token): masked, reveal, copy; regenerate after a confirmation saying the
 * old one stops working; a first one generated from the empty state; an example that follows the reveal.
 */
export const SecretPage = ({ ns, icon, queryKey, read, renew, testId, example }: SecretPageProps) => {
    const translate = useTranslate();
    const query = useSecretQuery(queryKey, read);
    const generate = useRenewSecret(queryKey, renew, `${ns}.generated`);
    const regenerate = useRenewSecret(queryKey, renew, `${ns}.regenerated`);
    const [shown, setShown] = useState(false);
    const secret = query.data;
    const action = secret?.value ? (
        <RegenerateButton
            label={`${ns}.regenerate`}
            confirmTitle={`${ns}.confirmTitle`}
            confirmContent={`${ns}.confirmContent`}
            pending={regenerate.isPending}
            onConfirm={() => regenerate.mutateAsync()}
        />
    ) : undefined;
    return (
        <PageCard title={`${ns}.title`} intro={`${ns}.intro`} action={action}>
            {query.isPending ? (
                <PageLoading />
            ) : query.isError ? (
                <CardContent>
                    <LoadError error={query.error} onRetry={() => void query.refetch()} />
                </CardContent>
            ) : !secret?.value ? (
                <EmptyState
                    icon={icon}
                    title={translate(`${ns}.noneTitle`)}
                    body={translate(`${ns}.noneBody`)}
                    action={
                        <Button variant="contained" onClick={() => generate.mutate()} disabled={generate.isPending}>
                            {translate(`${ns}.generate`)}
                        </Button>
                    }
                />
            ) : (
                <>
                    <CardContent>
                        <Stack spacing={0.5}>
                            <Typography variant="subtitle2" color="text.secondary">
                                {translate(`${ns}.key`)}
                            </Typography>
                            <SecretField
                                value={secret.value}
                                shown={shown}
                                onToggle={() => setShown(value => !value)}
                                labels={{ masked: `${ns}.masked`, reveal: `${ns}.reveal`, hide: `${ns}.hide`, copy: `${ns}.copy` }}
                                testId={testId}
                            />
                            {secret.time ? (
                                <Typography variant="caption" color="text.secondary" data-testid={`${testId}-time`}>
                                    {translate(`${ns}.createdAt`, { time: secret.time })}
                                </Typography>
                            ) : null}
                        </Stack>
                    </CardContent>
                    {example ? (
                        <>
                            <Divider />
                            {example(shown ? secret.value : maskSecret(secret.value))}
                        </>
                    ) : null}
                </>
            )}
        </PageCard>
    );
};
