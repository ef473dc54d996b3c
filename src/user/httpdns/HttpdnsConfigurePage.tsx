import { CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { PageCard } from '../../ui/PageCard';
import { LoadError, PageLoading } from '../../ui/PageStates';
import type { HttpdnsDomain, HttpdnsKeyKind } from '../../data/httpdnsDomains/api';
import { AllowedDomains } from './AllowedDomains';
import { Endpoints } from './Endpoints';
import { KeyRows } from './KeyRows';
import { useHttpdnsConfig } from './useHttpdnsConfig';

/** /httpdns/configure: the account id, the keys (masked, reveal, copy, confirmed regenerate), allowed domains, endpoints. */
export const HttpdnsConfigurePage = () => {
    const translate = useTranslate();
    const config = useHttpdnsConfig();
    const [shown, setShown] = useState<HttpdnsKeyKind>();
    const { data: enabled = [] } = useGetList<HttpdnsDomain>('httpdnsDomain', { pagination: { page: 1, perPage: 100 } });
    const names = enabled.map(row => row.domain);
    return (
        <PageCard title="httpdns.config.title" intro="httpdns.config.intro">
            <CardContent>
                {config.isPending ? <PageLoading /> : null}
                {config.error ? <LoadError error={config.error} onRetry={() => void config.refetch()} /> : null}
                {config.data ? (
                    <Stack spacing={3} divider={<Divider flexItem />}>
                        <KeyRows config={config.data} shown={shown} onToggle={kind => setShown(current => (current === kind ? undefined : kind))} />
                        <Stack spacing={1}>
                            <Typography variant="subtitle1" component="h2">
                                {translate('httpdns.config.domains')}
                            </Typography>
                            <AllowedDomains saved={config.data.domains} options={names} />
                        </Stack>
                        <Stack spacing={1}>
                            <Typography variant="subtitle1" component="h2">
                                {translate('httpdns.config.endpoints')}
                            </Typography>
                            <Endpoints config={config.data} domain={config.data.domains[0] ?? names[0] ?? ''} />
                        </Stack>
                    </Stack>
                ) : null}
            </CardContent>
        </PageCard>
    );
};
