import ArrowBack from '@mui/icons-material/ArrowBack';
import Dns from '@mui/icons-material/DnsOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../ui/PageStates';
import { userPaths } from '../paths';
import { ResolveTest } from './ResolveTest';
import { UsageCard } from './UsageCard';

/** /httpdns/domain/detail?domain=: one HTTPDNS domain's resolution test and usage chart. */
export const HttpdnsDetailPage = () => {
    const translate = useTranslate();
    const domain = (useSearchParams()[0].get('domain') ?? '').trim().toLowerCase();
    return (
        <Box sx={{ mt: 1 }}>
            <Title title={translate('httpdns.detail.title', { domain })} />
            <Button component={RouterLink} to={userPaths.httpdnsDomains()} startIcon={<ArrowBack />} size="small">
                {translate('httpdns.detail.back')}
            </Button>
            {domain ? (
                <>
                    <Typography variant="h6" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                        {translate('httpdns.detail.title', { domain })}
                    </Typography>
                    <ResolveTest domain={domain} />
                    <UsageCard domain={domain} />
                </>
            ) : (
                <EmptyState icon={<Dns />} title={translate('httpdns.detail.missing')} body={translate('httpdns.detail.missingHelp')} />
            )}
        </Box>
    );
};
