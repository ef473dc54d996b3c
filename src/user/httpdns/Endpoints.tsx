import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../ui/CopyButton';
import type { HttpdnsConfig } from '../../data/httpdnsDomains/api';
import { resolveExample } from './example';

const Code = ({ children, testId }: { children: ReactNode; testId?: string }) => (
    <Box
        component="code"
        data-testid={testId}
        sx={{ fontFamily: 'monospace', fontSize: '0.9rem', px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', minWidth: 0 }}
    >
        {children}
    </Box>
);

const Line = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
    <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {label}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Code testId={testId}>{value}</Code>
            <CopyButton text={value} label={label} />
        </Stack>
    </Box>
);

/** The service's HTTP and HTTPS endpoints (HTTPS only once the service enables it) and a request example. */
export const Endpoints = ({ config, domain }: { config: HttpdnsConfig; domain: string }) => {
    const translate = useTranslate();
    const example = resolveExample(config.httpsEndpoint || config.httpEndpoint, domain);
    return (
        <Stack spacing={2}>
            <Line label={translate('httpdns.config.http')} value={config.httpEndpoint} testId="httpdns-http" />
            {config.httpsEndpoint ? (
                <Line label={translate('httpdns.config.https')} value={config.httpsEndpoint} testId="httpdns-https" />
            ) : (
                <Box>
                    <Typography variant="body2" color="text.secondary">
                        {translate('httpdns.config.https')}
                    </Typography>
                    <Typography variant="body2">{translate('httpdns.config.httpsOff')}</Typography>
                </Box>
            )}
            <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                    {translate('httpdns.config.example')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Code testId="httpdns-example">{example}</Code>
                    <CopyButton text={example} label={translate('httpdns.config.copyExample')} />
                </Stack>
            </Box>
        </Stack>
    );
};
