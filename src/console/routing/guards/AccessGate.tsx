import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeEnabled, routeGate, type Gate } from '../access';
import { useAccessContext, useCurrentRoute } from '../RouteTableContext';
import { ALERT_Z_INDEX } from '../../../config/constants';
import { NotFoundPage } from './NotFoundPage';

/** Where the "go bind" and "go verify" buttons lead. */
const BIND_MOBILE_PATH = '/account/info';
const VERIFICATION_PATH = '/account/verification';

/**
 * The access gates of SPEC sections 2, 4 and 5 around every page of the layout:
 *  - 'bindMobile' (route flagged bindMobile, power.bindMobile on, no mobile): a banner above the page and, once
 *    per page, a dismissible alert offering to go bind;
 *  - 'realName' (power.realName on, realnameStatus 0, route not exempt): a blocking dialog sending the user to
 *    the verification screen.
 * While the web config or the user info is loading, and where there is no user (the admin flavour, whose
 * provider has no userinfo call) or no table entry (404, helpers, payment), the page shows as it is.
 * A route the user may not reach (its custom flag off: dispatch without `dm`, monitors without `am`, the CDN
 * pages without the integration; or a path of the user's unvalidModel) is refused with the 404 page, typed URL
 * or not; a route behind a custom flag shows nothing until the web config says whether it is on.
 */
export const AccessGate = ({ children }: { children: ReactNode }) => {
    const route = useCurrentRoute();
    const context = useAccessContext();
    if (route && context.isPending && route.flags?.custom) return null;
    if (route && !context.isPending && !routeEnabled(route, context)) return <NotFoundPage />;
    const gate: Gate = !route || context.isPending || !context.user ? 'open' : routeGate(route, context);
    return (
        <>
            {gate === 'bindMobile' && <BindMobileBanner />}
            {children}
            {gate === 'bindMobile' && <BindMobileDialog />}
            {gate === 'realName' && <RealNameDialog />}
        </>
    );
};

const BindMobileBanner = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (
        <Alert
            severity="warning"
            icon={<PhoneAndroid fontSize="inherit" />}
            data-testid="bind-mobile-banner"
            sx={{ mt: 1, mb: 1, alignItems: 'center' }}
            action={
                pathname === BIND_MOBILE_PATH ? undefined : (
                    <Button color="inherit" size="small" variant="outlined" onClick={() => navigate(BIND_MOBILE_PATH)} sx={{ whiteSpace: 'nowrap' }}>
                        {translate('guards.bindMobile.action')}
                    </Button>
                )
            }
        >
            {translate('guards.bindMobile.banner')}
        </Alert>
    );
};

/** Offered once per page: closing it keeps it closed on that page (the banner stays); not on the bind page itself. */
const BindMobileDialog = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const [dismissed, setDismissed] = useState<readonly string[]>([]);
    const open = pathname !== BIND_MOBILE_PATH && !dismissed.includes(pathname);
    const close = () => setDismissed(paths => [...paths, pathname]);
    return (
        <Dialog open={open} onClose={close} aria-labelledby="bind-mobile-title" sx={{ zIndex: ALERT_Z_INDEX }} maxWidth="xs" fullWidth>
            <DialogTitle id="bind-mobile-title">{translate('guards.bindMobile.title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('guards.bindMobile.body')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={close}>{translate('guards.bindMobile.later')}</Button>
                <Button
                    variant="contained"
                    autoFocus
                    onClick={() => {
                        close();
                        navigate(BIND_MOBILE_PATH);
                    }}
                >
                    {translate('guards.bindMobile.action')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** Blocking: no close button, no Escape, no backdrop click. The only ways on are verifying or signing out. */
const RealNameDialog = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const logout = useLogout();
    return (
        <Dialog open aria-labelledby="real-name-title" sx={{ zIndex: ALERT_Z_INDEX }} maxWidth="xs" fullWidth>
            <DialogTitle id="real-name-title">
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <VerifiedUser color="warning" />
                    {translate('guards.realName.title')}
                </Box>
            </DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('guards.realName.body')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button color="inherit" onClick={() => logout()}>
                    {translate('guards.realName.logout')}
                </Button>
                <Button variant="contained" autoFocus onClick={() => navigate(VERIFICATION_PATH)}>
                    {translate('guards.realName.action')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
