import Dns from '@mui/icons-material/DnsOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AddDomainButton } from './AddDomainButton';

/** No domain at all: what the page is for and the way to start. */
export const DomainsEmpty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', m: 'auto', py: 8, px: 2, color: 'text.secondary' }} data-testid="domains-empty">
            <Dns sx={{ fontSize: 72, opacity: 0.5 }} />
            <Typography variant="h6" sx={{ mt: 1, color: 'text.primary' }}>
                {translate('domains.empty.title')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2, maxWidth: 460, mx: 'auto' }}>
                {translate('domains.empty.body')}
            </Typography>
            <AddDomainButton variant="contained" />
        </Box>
    );
};

/** Filters that match nothing. */
export const NoMatch = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
            <Typography variant="subtitle1">{translate('domains.empty.noMatch')}</Typography>
        </Box>
    );
};
