import { Box } from '@mui/material';
import { CdnConfForm } from './CdnConfForm';
import { ChannelSwitches } from './ChannelSwitches';
import { SiteSettingsForm } from './SiteSettingsForm';

/** /admin/system/web: the site settings (WEB_CONFIG_KEY), the channel switches and the CDN integration. */
export const WebConfigPage = () => (
    <Box sx={{ pb: 3 }}>
        <SiteSettingsForm />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, alignItems: 'start' }}>
            <ChannelSwitches />
            <CdnConfForm />
        </Box>
    </Box>
);
