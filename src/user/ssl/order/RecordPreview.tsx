import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { parseCertDomains } from '../../../data/sslOrders/validation';
import type { SslMethod } from '../../../data/sslOrders/codes';
import { guessedHost, validationFilePath, validationFqdn } from '../../../data/sslOrders/txtRecord';
import { isDomainName } from '../../../validation/domain';

/** Before submitting: where each domain will be validated (the value comes with the order). */
export const RecordPreview = ({ free }: { free: boolean }) => {
    const translate = useTranslate();
    const [text, method] = useWatch({ name: ['domains', 'method'] }) as [string, SslMethod];
    const domains = parseCertDomains(text).filter(isDomainName).slice(0, 10);
    if (domains.length === 0) return null;
    return (
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="ssl-record-preview">
            <Typography variant="body2" color="text.secondary">
                {translate('ssl.validationInfo.preview')}
            </Typography>
            {domains.map(domain => {
                const fqdn = validationFqdn(domain, free);
                return (
                    <Typography key={domain} variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {method === 'file' ? `http://${domain.replace(/^\*\./, '')}${validationFilePath('…')}` : `TXT  ${guessedHost(fqdn)}  (${fqdn})`}
                    </Typography>
                );
            })}
        </Box>
    );
};
