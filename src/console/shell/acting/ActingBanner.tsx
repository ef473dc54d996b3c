import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { Alert, Button } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { Session } from '../../../authProvider/session';
import type { AccountCalls } from '../../../data/account/api';
import { actingEnded, actingTimeLeft, formatTimeLeft, type ActingAs } from '../../../data/appUsers/actingSession';
import actingSessionArea from '../../../i18n/areas/actingSession';
import { addAreaMessages } from '../../../i18n/provider';
import { adminConsoleUrl } from './adminConsoleUrl';

// the banner's messages come with its chunk
addAreaMessages(actingSessionArea);

interface ActingBannerProps {
    acting: ActingAs;
    /** The user acted as. */
    user: string;
    session: Pick<Session, 'clear'>;
}

/**
 * "Acting as X (administrator Y); ends in m:ss — return to admin", atop every page of the user console while an
 * administrator acts as the user. Returning, or the time running out, ends the session (the backend forgets the
 * token, this console its copy) and goes back: to the admin tab that opened this one (this tab closes), else to
 * the admin console's address.
 */
const ActingBanner = ({ acting, user, session }: ActingBannerProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<DataProvider & Partial<AccountCalls>>();
    const [now, setNow] = useState(() => Date.now());
    const leaving = useRef(false);

    const returnToAdmin = useCallback(async () => {
        if (leaving.current) return;
        leaving.current = true;
        await dataProvider.endActingSession?.().catch(() => undefined);
        session.clear();
        window.close();
        // a tab the admin console did not open cannot close itself: it goes to the admin console instead
        window.location.assign(adminConsoleUrl());
    }, [dataProvider, session]);

    useEffect(() => {
        const timer = window.setInterval(() => setNow(Date.now()), 1000);
        return () => window.clearInterval(timer);
    }, []);

    const ended = actingEnded(acting.endsAt, now);
    useEffect(() => {
        if (ended) void returnToAdmin();
    }, [ended, returnToAdmin]);

    return (
        <Alert
            severity="warning"
            icon={<SupervisorAccount />}
            role="status"
            data-testid="acting-banner"
            sx={{ borderRadius: 0, mb: 1, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
            action={
                <Button color="inherit" size="small" variant="outlined" onClick={() => void returnToAdmin()} sx={{ whiteSpace: 'nowrap' }}>
                    {translate('actingAs.returnToAdmin')}
                </Button>
            }
        >
            {ended
                ? translate('actingAs.ended')
                : translate('actingAs.banner', { user, admin: acting.admin, left: formatTimeLeft(actingTimeLeft(acting.endsAt, now)) })}
        </Alert>
    );
};

export default ActingBanner;
