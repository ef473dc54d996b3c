import { Box, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DomainsTab } from './DomainsTab';
import { ServiceSettings } from './ServiceSettings';
import { UserConfigsTab } from './UserConfigsTab';

const TABS = ['service', 'domains', 'users'] as const;
type TabName = (typeof TABS)[number];

/** /admin/dns/httpdns: the HTTPDNS service settings, its domains and the per-user configs, one tab each (kept in ?tab=). */
export const HttpdnsSettingsPage = () => {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const requested = params.get('tab');
    const tab: TabName = (TABS as readonly string[]).includes(requested ?? '') ? (requested as TabName) : 'service';
    return (
        <Box sx={{ pb: 3 }}>
            <Title title={translate('httpdnsSettings.title')} />
            <Tabs
                value={tab}
                onChange={(_event, next: TabName) => setParams(next === 'service' ? {} : { tab: next }, { replace: true })}
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
                {TABS.map(name => (
                    <Tab key={name} value={name} label={translate(`httpdnsSettings.tabs.${name}`)} />
                ))}
            </Tabs>
            {tab === 'service' ? <ServiceSettings /> : null}
            {tab === 'domains' ? <DomainsTab /> : null}
            {tab === 'users' ? <UserConfigsTab /> : null}
        </Box>
    );
};
