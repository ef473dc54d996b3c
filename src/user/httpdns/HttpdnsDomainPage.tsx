import { useUserListProps } from '../listProps';
import { Box, Stack, Typography } from '@mui/material';
import { List, SearchInput, Title, useTranslate } from 'react-admin';
import { AddDomainButton } from './AddDomainDialog';
import type { HttpdnsDomain } from '../../data/httpdnsDomains/api';
import { HttpdnsDomainTable } from './HttpdnsDomainTable';

/** /httpdns/domain: the domains enabled for HTTPDNS, server-paged and searched by name; add and remove (confirmed). */
export const HttpdnsDomainPage = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="httpdns.domains.title" />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h6" component="h1">
                        {translate('httpdns.domains.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('httpdns.domains.intro')}
                    </Typography>
                </Box>
                <AddDomainButton />
            </Stack>
            <List<HttpdnsDomain>
                resource="httpdnsDomain"
                title={false}
                storeKey="httpdnsDomain.listParams"
                filters={[
                    <SearchInput key="domain" source="domain" alwaysOn placeholder={translate('httpdns.domains.search')} sx={{ minWidth: { sm: 300 } }} />,
                ]}
                {...useUserListProps()}
                empty={false}
                actions={false}
            >
                <HttpdnsDomainTable />
            </List>
        </Box>
    );
};
