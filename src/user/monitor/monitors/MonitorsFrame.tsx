import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PathTabs } from '../../../ui/PathTabs';

export const MONITOR_PAGES = ['ontime', 'settings', 'counts', 'details', 'custom-lines'] as const;
export type MonitorPage = (typeof MONITOR_PAGES)[number];

export const monitorPagePath = (page: MonitorPage): string => `/a-monitor/monitors/${page}`;
export const realtimePath = (id: number): string => `/a-monitor/real-time/detail?id=${id}`;

/** The five monitoring pages share one tab strip. */
export const MonitorsFrame = ({ current, children }: { current: MonitorPage; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0 }}>
            <PathTabs
                current={current}
                label={translate('monitors.tabs')}
                tabs={MONITOR_PAGES.map(page => ({ value: page, label: translate(`routes.monitorPage.${page}`), to: monitorPagePath(page) }))}
            />
            {children}
        </Box>
    );
};
