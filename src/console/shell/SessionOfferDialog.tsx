import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { identityOf, type Session } from '../../authProvider/session';
import { acceptSessionOffer, declineSessionOffer, pendingSessionOffer } from '../../authProvider/sessionOffer';
import { ALERT_Z_INDEX } from '../../config/constants';

const reloadPage = () => window.location.reload();

/**
 * A sign-in link opened while a session is there (authProvider/urlCredentials.ts) never replaces it silently: this
 * asks "continue as X / stay as Y", staying being the default, or says the link was refused and the session stays.
 * Continuing stores the link's session and reloads the page into it, as the cross-tab notice does.
 */
export const SessionOfferDialog = ({ session, onSwitch = reloadPage }: { session: Pick<Session, 'clear' | 'setToken' | 'setUser'>; onSwitch?: () => void }) => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const [offer, setOffer] = useState(pendingSessionOffer);
    if (!offer) return null;
    const current = identity?.fullName || translate('sessionOffer.thisAccount');
    const stay = () => {
        declineSessionOffer();
        setOffer(undefined);
    };
    const next = offer.kind === 'switch' ? identityOf(offer.user).fullName || String(offer.user.userId ?? '') : '';
    return (
        <Dialog
            open
            onClose={stay}
            aria-labelledby="session-offer-title"
            aria-describedby="session-offer-body"
            sx={{ zIndex: ALERT_Z_INDEX }}
            maxWidth="xs"
            fullWidth
        >
            <DialogTitle id="session-offer-title">{translate(offer.kind === 'switch' ? 'sessionOffer.switchTitle' : 'sessionOffer.invalidTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText id="session-offer-body">
                    {offer.kind === 'switch' ? translate('sessionOffer.switchBody', { next, current }) : translate('sessionOffer.invalidBody', { current })}
                </DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                {offer.kind === 'switch' ? (
                    <Button
                        onClick={() => {
                            acceptSessionOffer(session);
                            onSwitch();
                        }}
                    >
                        {translate('sessionOffer.continueAs', { name: next })}
                    </Button>
                ) : null}
                <Button variant="contained" onClick={stay} autoFocus>
                    {offer.kind === 'switch' ? translate('sessionOffer.stayAs', { name: current }) : translate('sessionOffer.ok')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
