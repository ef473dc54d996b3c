import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../ui/CopyButton';
import { AddRecordButton } from './AddRecordButton';
import type { SslValidation } from '../../../data/sslOrders/api';
import type { SslMethod } from '../../../data/sslOrders/codes';
import { guessedHost, hostInZone } from '../../../data/sslOrders/txtRecord';
import { useHostedZone } from './useHostedZone';

const Row = ({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ py: 0.5, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 96 }, flexShrink: 0 }}>
            {label}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {value}
            </Typography>
            {copy ? <CopyButton text={copy} label={`${label}`} /> : null}
        </Stack>
    </Stack>
);

/** One domain's TXT record: its host in the hosted zone (with the one-click add), or as the usual zone would read it. */
const DnsItem = ({ item }: { item: SslValidation }) => {
    const translate = useTranslate();
    const { zone, isPending } = useHostedZone(item.fqdn);
    const host = zone ? (hostInZone(item.fqdn, zone.domain) ?? item.fqdn) : guessedHost(item.fqdn);
    return (
        <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="ssl-validation-item">
            <Typography variant="subtitle2">{item.domain}</Typography>
            <Row label={translate('ssl.validationInfo.type')} value="TXT" />
            <Row label={translate('ssl.validationInfo.host')} value={host} copy={host} />
            <Row label={translate('ssl.validationInfo.fqdn')} value={item.fqdn} copy={item.fqdn} />
            <Row label={translate('ssl.validationInfo.value')} value={item.value} copy={item.value} />
            <Box sx={{ mt: 1 }}>
                {isPending ? (
                    <Skeleton width={160} />
                ) : zone ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <AddRecordButton zone={zone} host={host} value={item.value} />
                        <Typography variant="caption" color="text.secondary">
                            {translate('ssl.validationInfo.zone', { zone: zone.domain })}
                        </Typography>
                    </Stack>
                ) : (
                    <Typography variant="caption" color="text.secondary">
                        {translate('ssl.validationInfo.notHosted')}
                    </Typography>
                )}
            </Box>
        </Paper>
    );
};

const FileItem = ({ item }: { item: SslValidation }) => {
    const translate = useTranslate();
    return (
        <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="ssl-validation-item">
            <Typography variant="subtitle2">{item.domain}</Typography>
            <Row label={translate('ssl.validationInfo.fileUrl')} value={item.fileUrl} copy={item.fileUrl} />
            <Row label={translate('ssl.validationInfo.fileContent')} value={item.value} copy={item.value} />
        </Paper>
    );
};

/** What to publish for each domain of an order: TXT records (with one-click add when hosted here) or files. */
export const ValidationPanel = ({ method, validations }: { method: SslMethod; validations: readonly SslValidation[] }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
                {translate('ssl.validationInfo.title')}
            </Typography>
            <Alert severity="info">{translate(method === 'dns' ? 'ssl.validationInfo.dnsIntro' : 'ssl.validationInfo.fileIntro')}</Alert>
            {validations.map(item => (method === 'dns' ? <DnsItem key={item.domain} item={item} /> : <FileItem key={item.domain} item={item} />))}
        </Stack>
    );
};
