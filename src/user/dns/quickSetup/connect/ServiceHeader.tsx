import { Alert, Avatar, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fqdnOf, type SyncRequest, type Template } from '../../../../data/quickSetup';

/** The names a link shows: the template's, with the text the link adds when the template allows it. */
export const shownNames = (template: Template, request: Pick<SyncRequest, 'providerName' | 'serviceName'>) => ({
    provider: template.sharedProviderName && request.providerName ? `${template.providerName} (${request.providerName})` : template.providerName,
    service: template.sharedServiceName && request.serviceName ? `${template.serviceName} (${request.serviceName})` : template.serviceName,
});

/** The host an address names (the address itself when it is not one). */
export const hostOf = (address: string) => {
    try {
        return new URL(address).host;
    } catch {
        return address;
    }
};

/**
 * Who asks for what: the service's logo and names, the name it is set up on, the values the link brings, and where
 * the browser goes afterwards (or that the return address named is not one the template allows).
 */
export const ServiceHeader = ({ template, request, returnTo }: { template: Template; request: SyncRequest; returnTo?: string }) => {
    const translate = useTranslate();
    const { provider, service } = shownNames(template, request);
    const values = Object.entries(request.variables);
    return (
        <Stack spacing={1.5} data-testid="connect-service">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar variant="rounded" src={template.logoUrl || undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}>
                    {provider.slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {service}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {provider}
                    </Typography>
                </Box>
            </Stack>
            {request.domain ? (
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {translate('quickSetup.connect.asks', { provider, service, domain: fqdnOf(request) })}
                </Typography>
            ) : null}
            {values.length ? (
                <Box>
                    <Typography variant="body2" color="text.secondary">
                        {translate('quickSetup.connect.values')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="connect-values">
                        {values.map(([name, value]) => (
                            <Typography component="li" variant="body2" key={name} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                                {translate('quickSetup.connect.sentValue', { name, value })}
                            </Typography>
                        ))}
                    </Box>
                </Box>
            ) : null}
            {returnTo ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('quickSetup.connect.returnTo', { host: hostOf(returnTo) })}
                </Typography>
            ) : request.redirectUri ? (
                <Alert severity="warning" data-testid="connect-not-followed" sx={{ overflowWrap: 'anywhere' }}>
                    {translate('quickSetup.connect.willNotFollow', { address: request.redirectUri })}
                </Alert>
            ) : null}
        </Stack>
    );
};
