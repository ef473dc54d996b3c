import type { Session, StoredUser } from './session';

/**
 * What a sign-in link brought while a session was already there (urlCredentials.ts), for the shell's dialog
 * (console/shell/SessionOfferDialog.tsx) to put to the person: another account to continue as, or a link the
 * backend refused. Nothing of it is stored until the person chooses to continue.
 */
export type SessionOffer = { kind: 'switch'; token: string; user: StoredUser } | { kind: 'invalid' };

let offer: SessionOffer | undefined;

export const offerSession = (next: SessionOffer): void => {
    offer = next;
};

export const pendingSessionOffer = (): SessionOffer | undefined => offer;

/** The person stays in the session they have: the offer is dropped. */
export const declineSessionOffer = (): void => {
    offer = undefined;
};

/** The person continues as the link's account: it becomes the session (the page then reloads into it). */
export const acceptSessionOffer = (session: Pick<Session, 'clear' | 'setToken' | 'setUser'>): void => {
    if (offer?.kind !== 'switch') return;
    session.clear();
    session.setToken(offer.token);
    session.setUser(offer.user);
    offer = undefined;
};
