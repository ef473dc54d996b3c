import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { List, SearchInput, Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ListError, quietListErrors } from '../../../ui/ListError';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import type { DomainLicense } from '../../../data/domainLicenses/api';
import { InitiateButton } from './InitiateButton';
import { LicenseTable } from './LicenseTable';
import { LicenseTabs } from './LicenseTabs';
import { licenseStoreKey, licenseTabOf } from './tabs';

/** The domain search (server-side, trimmed by the provider). */
const useFilters = () => {
    const translate = useTranslate();
    return useMemo(() => [<SearchInput key="domain" source="domain" alwaysOn placeholder={translate('domainLicense.search')} />], [translate]);
};

/**
 * /account/domainLicense/{receive|initiate}: shares of a domain's management offered to me (accept or refuse)
 * and the ones I offered (share a domain, revoke). Server-paged; each tab is its own address and search.
 */
export const DomainLicensePage = () => {
    const translate = useTranslate();
    const tab = licenseTabOf(useLocation().pathname.replace(/\/+$/, '').split('/').pop());
    const paging = useListPaging(USER_PAGE_SIZE_OPTIONS);
    const filters = useFilters();
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="domainLicense.title" />
            <LicenseTabs current={tab} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
                    {translate(`domainLicense.intro.${tab}`)}
                </Typography>
                {tab === 'initiate' ? <InitiateButton /> : null}
            </Stack>
            <List<DomainLicense>
                key={tab}
                resource="domainLicense"
                title={false}
                storeKey={licenseStoreKey(tab)}
                filter={{ type: tab }}
                filters={filters}
                sort={{ field: 'createTime', order: 'DESC' }}
                {...paging}
                empty={false}
                error={<ListError />}
                queryOptions={quietListErrors}
                exporter={false}
                actions={false}
                sx={scrollingListSx}
            >
                <LicenseTable tab={tab} />
            </List>
        </Box>
    );
};
