import { Alert, Button, CardContent, Divider, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { readSyncRequest, redirectAllowed, returnAddress, templateHostProblem, type SyncEnding } from '../../../../data/quickSetup';
import type { Domain } from '../../../../data/domains/api';
import { PageCard } from '../../../../ui/PageCard';
import { LoadError, PageLoading } from '../../../../ui/PageStates';
import type { UserDataProvider } from '../../../dataProvider';
import type { TemplateRequest } from '../templateChange';
import { userPaths } from '../../../paths';
import { ConnectApply } from './ConnectApply';
import { leaveFor } from './leave';
import { hostOf, ServiceHeader, shownNames } from './ServiceHeader';
import { useConnectDomain } from './useConnectDomain';

/** After the flow: what happened, where the browser goes (or that it stays), and the domain's pages. */
const Ended = ({ ending, returnTo, domain }: { ending: SyncEnding; returnTo?: string; domain?: Domain }) => {
    const translate = useTranslate();
    const params = domain && { domain: domain.domain, id: domain.id, userId: domain.userid };
    return (
        <Stack spacing={1.5} data-testid="connect-ended">
            <Alert severity={ending === 'applied' ? 'success' : 'info'}>
                {translate(ending === 'applied' ? 'quickSetup.connect.done' : 'quickSetup.connect.declined')}
            </Alert>
            {returnTo ? (
                <Link href={returnTo} variant="body2">
                    {translate('quickSetup.connect.returning', { host: hostOf(returnTo) })}
                </Link>
            ) : null}
            {params && ending === 'applied' && !returnTo ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button component={RouterLink} to={userPaths.domainPage(params)} variant="contained">
                        {translate('quickSetup.connect.back')}
                    </Button>
                    <Button component={RouterLink} to={userPaths.zoneHistory(params)}>
                        {translate('quickSetup.connect.history')}
                    </Button>
                </Stack>
            ) : null}
        </Stack>
    );
};

/**
 * /v2/domainTemplates/providers/:providerId/services/:serviceId/apply: Domain Connect's synchronous flow. A service
 * sends the signed-in user here with a domain, a host and the template's variables; the page shows which service
 * asks for what on which name, the change set it makes on the zone, and applies it on consent (one history entry
 * named after the service, revertible). It returns to `redirect_uri` with `state` (and the error when declined or
 * failed) only when the template's syncRedirectDomain allows that address; otherwise it says so and stays.
 */
export const ConnectPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { providerId = '', serviceId = '' } = useParams();
    const { search } = useLocation();
    const request = useMemo(() => readSyncRequest(search), [search]);
    const template = useQuery({
        queryKey: ['quickSetup', 'info', providerId, serviceId],
        queryFn: () => dataProvider.getTemplate(providerId, serviceId),
        retry: false,
    });
    const domain = useConnectDomain(request.domain);
    const [ending, setEnding] = useState<SyncEnding>();
    const ready = domain.status === 'ready' ? domain.domain : undefined;
    const applyRequest = useMemo(
        (): TemplateRequest | undefined =>
            ready && template.data
                ? {
                      domain: { id: ready.id, domain: ready.domain },
                      template: template.data,
                      host: request.host,
                      variables: request.variables,
                      groups: request.groups,
                      flow: 'sync',
                  }
                : undefined,
        [ready, template.data, request],
    );

    const returnTo = template.data && request.redirectUri && redirectAllowed(template.data, request.redirectUri) ? request.redirectUri : undefined;
    const end = (next: SyncEnding) => {
        setEnding(next);
        if (returnTo) leaveFor(returnAddress(returnTo, request.state, next));
    };
    const returnButton = (next: SyncEnding) =>
        returnTo ? (
            <Button variant="contained" onClick={() => end(next)}>
                {translate('quickSetup.connect.returnService', { host: hostOf(returnTo) })}
            </Button>
        ) : null;
    const refusal = (message: string) => (
        <Stack spacing={1.5}>
            <Alert severity="error" data-testid="connect-refusal">
                {message}
            </Alert>
            {returnTo ? (
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    {returnButton('declined')}
                </Stack>
            ) : null}
        </Stack>
    );

    const body = () => {
        if (template.isPending) return <PageLoading />;
        if (template.isError) return refusal(translate('quickSetup.connect.noTemplate', { provider: providerId, service: serviceId }));
        if (ending) return <Ended ending={ending} returnTo={returnTo} domain={'domain' in domain ? domain.domain : undefined} />;
        if (domain.status === 'pending') return <PageLoading />;
        if (domain.status === 'error') return <LoadError error={domain.error} onRetry={domain.retry} />;
        if (domain.status === 'missing')
            return refusal(
                request.domain ? translate('quickSetup.connect.noDomain', { domain: request.domain }) : translate('quickSetup.connect.noDomainParam'),
            );
        if (domain.status === 'viewOnly') return refusal(translate('quickSetup.connect.viewOnly', { domain: request.domain }));
        const hostProblem = templateHostProblem(request.host, request.domain);
        if (hostProblem)
            return refusal(translate('quickSetup.connect.badHostParam', { host: request.host, problem: translate(hostProblem.message, hostProblem.args) }));
        if (!applyRequest) return null;
        return (
            <ConnectApply
                request={applyRequest}
                warnPhishing={Boolean(template.data.warnPhishing)}
                provider={shownNames(template.data, request).provider}
                onEnd={end}
                returnButton={returnButton}
            />
        );
    };

    return (
        <PageCard title="quickSetup.connect.title" sx={{ maxWidth: 880 }}>
            <CardContent>
                <Stack spacing={2} data-testid="connect-page">
                    {template.data ? <ServiceHeader template={template.data} request={request} returnTo={returnTo} /> : null}
                    {template.data ? <Divider /> : null}
                    {body()}
                </Stack>
            </CardContent>
        </PageCard>
    );
};
