import { Alert } from '@mui/material';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { clearUnreadable, onUnreadable, unreadableSources } from '../../dataProvider/unreadable';

/**
 * "Part of what the server sent could not be read": shown atop the page when an answer held something of the wrong
 * type, which the answer parsers dropped (dataProvider/answers.ts), naming the calls, so that an empty list or a
 * blank field is not taken for the server's word. Cleared when the user moves to another page, or closes it.
 */
export const UnreadableNotice = () => {
    const translate = useTranslate();
    const sources = useSyncExternalStore(onUnreadable, unreadableSources, unreadableSources);
    const { pathname } = useLocation();
    const shownOn = useRef(pathname);
    useEffect(() => {
        if (shownOn.current === pathname) return;
        shownOn.current = pathname;
        clearUnreadable();
    }, [pathname]);
    if (!sources.length) return null;
    return (
        <Alert
            severity="warning"
            role="status"
            data-testid="unreadable-notice"
            onClose={clearUnreadable}
            closeText={translate('ra.action.close')}
            sx={{ borderRadius: 0, mb: 1 }}
        >
            {translate('shellNotices.unreadable', { calls: sources.join(', ') })}
        </Alert>
    );
};
