import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { PathTabs, usePathTab } from '../../../ui/PathTabs';
import { userPaths } from '../../paths';

export const MONITOR_PAGES = ['ontime', 'settings', 'counts', 'details', 'custom-lines'] as const;
export type MonitorPage = (typeof MONITOR_PAGES)[number];

/** The frame of the five monitoring pages (the route table's layout route): one tab strip, the page below (the route's <Outlet/>). */
export const MonitorsFrame = () => {
    const translate = useTranslate();
    const current = usePathTab(MONITOR_PAGES);
    return (
        <Box sx={{ minWidth: 0 }}>
            <PathTabs
                current={current}
                label={translate('monitors.tabs')}
                tabs={MONITOR_PAGES.map(page => ({ value: page, label: translate(`routes.monitorPage.${page}`), to: userPaths.monitors(page) }))}
            />
            <Outlet />
        </Box>
    );
};
