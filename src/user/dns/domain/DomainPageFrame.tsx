import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Outlet, useParams } from 'react-router-dom';
import { usePathTab } from '../../../ui/PathTabs';
import { DOMAIN_PAGES, DOMAIN_PAGE_TABS } from '../../routes';
import { DomainGate } from './DomainGate';
import { useDomainIds } from './domainParams';
import { DomainStateChips } from './DomainStateChips';
import { HeaderNameServers } from './HeaderNameServers';
import { useDomain } from './useDomain';
import { userPaths } from '../../paths';

/**
 * The frame of a domain's pages (the route table's layout route around DOMAIN_PAGES): back link to the domain
 * list (react-admin restores its page, search and filters from the Store), the domain's name with its status, lock
 * and NS state (read with getOne('domain')), its name servers, one tab per page, and the page below (the route's <Outlet/>). It stays
 * mounted as the user moves between the tabs. The name is the server's; the pages render inside DomainGate.
 */
export const DomainPageFrame = () => {
    const translate = useTranslate();
    const ids = useDomainIds();
    const { domain: named = '' } = useParams();
    const { data: domain, isPending, error } = useDomain();
    // the server's name, never the address's (DomainGate)
    const name = typeof domain?.domain === 'string' ? domain.domain : '';
    const current = usePathTab(DOMAIN_PAGE_TABS);
    return (
        <Box sx={{ mt: 1, minWidth: 0 }}>
            <Title title={`${name ? `${name} - ` : ''}${translate(`routes.domainPage.${DOMAIN_PAGES[current]}`)}`} />
            <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap' }}>
                <Button component={Link} to={userPaths.domainList()} startIcon={<ArrowBack />} data-testid="domain-back">
                    {translate('domainPages.back')}
                </Button>
                <Typography variant="h6" component="h1" sx={{ wordBreak: 'break-all' }} data-testid="domain-name">
                    {name}
                </Typography>
                {domain ? <DomainStateChips domain={domain} /> : null}
                {isPending && !error ? <Skeleton variant="rounded" width={160} height={24} /> : null}
            </Box>
            {domain ? <HeaderNameServers domain={domain} /> : null}
            <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
                {DOMAIN_PAGE_TABS.map(tab => (
                    <Tab
                        key={tab}
                        value={tab}
                        label={translate(`routes.domainPage.${DOMAIN_PAGES[tab]}`)}
                        component={Link}
                        // the address's own name until the server's is known: DomainGate corrects it
                        to={userPaths.domainPage({ ...ids, domain: name || named }, tab)}
                        // sentence case, as in Chinese; nine tabs fit a desktop row in both languages
                        sx={{ textTransform: 'none', minWidth: 0, px: 1.75 }}
                    />
                ))}
            </Tabs>
            <DomainGate>
                <Outlet />
            </DomainGate>
        </Box>
    );
};
