import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

const subscribe = (onChange: () => void) => {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
    };
};

const isOnline = () => navigator.onLine;

/**
 * "You are offline": shown atop the page while the browser has no network, gone when it is back. The recovery
 * itself is react-query's: its onlineManager pauses queries while offline and refetches the page's queries on
 * reconnect. This reads the browser's own state, not onlineManager, which the cross-tab session watch also
 * switches off (SessionWatcher) when the network is fine.
 */
export const OfflineBanner = () => {
    const translate = useTranslate();
    const online = useSyncExternalStore(subscribe, isOnline, () => true);
    if (online) return null;
    return (
        <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ borderRadius: 0, mb: 1 }}>
            {translate('offline.banner')}
        </Alert>
    );
};
