import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PathTabs } from '../../../ui/PathTabs';
import { userPaths } from '../../paths';

export const MONITOR_PAGES = ['ontime', 'settings', 'counts', 'details', 'custom-lines'] as const;
export type MonitorPage = (typeof MONITOR_PAGES)[number];

/** The five monitoring pages share one tab strip. */
export const MonitorsFrame = ({ current, children }: { current: MonitorPage; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0 }}>
            <PathTabs
                current={current}
                label={translate('monitors.tabs')}
                tabs={MONITOR_PAGES.map(page => ({ value: page, label: translate(`routes.monitorPage.${page}`), to: userPaths.monitors(page) }))}
            />
            {children}
        </Box>
    );
};
