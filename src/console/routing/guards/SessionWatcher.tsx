import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isOpenPath } from '../../../authProvider/routeGuard';
import type { Session } from '../../../authProvider/session';
import { markSessionSuperseded } from '../../../authProvider/sessionSuperseded';
import { ALERT_Z_INDEX } from '../../../config/constants';
import { sessionChange, type SessionChange } from './sessionChange';

const reloadPage = () => window.location.reload();

/**
 * The cross-tab session watch of SPEC section 4. Another tab signing in (a new token) or out (the token removed)
 * fires a `storage` event here; this tab then shows a modal, "登录账号变更！" or "登录过期！", whose only way out
 * is reloading the page with the session as it now is. Nothing shows on the login and other open pages.
 */
export const SessionWatcher = ({ session, onReload = reloadPage }: { session: Pick<Session, 'tokenKey' | 'storage'>; onReload?: () => void }) => {
    const { pathname } = useLocation();
    const [change, setChange] = useState<SessionChange | null>(null);
    const { tokenKey, storage } = session;
    // the listener is bound once; it reads the path of the moment the event comes
    const pathRef = useRef(pathname);
    useEffect(() => {
        pathRef.current = pathname;
    }, [pathname]);

    useEffect(() => {
        const onStorage = (event: StorageEvent) => {
            // the storage the session is in: an admin session in its tab's sessionStorage hears no other tab
            if (event.storageArea && event.storageArea !== storage) return;
            const kind = sessionChange(event, tokenKey, pathRef.current);
            if (!kind) return;
            // the newest change wins: a sign-in elsewhere removes the old token, then stores the new one
            setChange(kind);
            // This page now belongs to a session it no longer has: it stops calling the server until the reload.
            // Otherwise the next refetch (on window focus, say) answers 401, and the redirect to the login page
            // would take the notice away before the user has read it.
            onlineManager.setOnline(false);
            markSessionSuperseded();
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
    }, [tokenKey, storage]);

    return <SessionChangeDialog change={isOpenPath(pathname) ? null : change} onConfirm={onReload} />;
};

const SessionChangeDialog = ({ change, onConfirm }: { change: SessionChange | null; onConfirm: () => void }) => {
    const translate = useTranslate();
    // keep the last text while the dialog fades out
    const [shown, setShown] = useState<SessionChange>('changed');
    if (change && change !== shown) setShown(change);
    return (
        <Dialog
            open={change !== null}
            aria-labelledby="session-change-title"
            aria-describedby="session-change-body"
            sx={{ zIndex: ALERT_Z_INDEX }}
            maxWidth="xs"
            fullWidth
        >
            <DialogTitle id="session-change-title">{translate(`guards.session.${shown}.title`)}</DialogTitle>
            <DialogContent>
                <DialogContentText id="session-change-body">{translate(`guards.session.${shown}.body`)}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={onConfirm} autoFocus>
                    {translate('guards.session.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
