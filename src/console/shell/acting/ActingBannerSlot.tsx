import { lazy, Suspense } from 'react';
import { useGetIdentity } from 'react-admin';
import type { Flavour, Session } from '../../../authProvider/session';
import { actingOf } from '../../../data/appUsers/actingSession';

const ActingBanner = lazy(() => import('./ActingBanner'));

/**
 * Where the banner "acting as X — return to admin" goes while an administrator acts as the user. Its code (and
 * its messages) load only when the session's user says an administrator acts: no other page downloads them.
 * The identity is read to render again once the user's info (which says it) has arrived.
 */
export const ActingBannerSlot = ({ flavour, session }: { flavour: Flavour; session: Pick<Session, 'getUser' | 'clear'> }) => {
    useGetIdentity();
    const user = flavour === 'user' ? session.getUser() : null;
    const acting = actingOf(user);
    if (!acting) return null;
    return (
        <Suspense fallback={null}>
            <ActingBanner acting={acting} user={typeof user?.username === 'string' ? user.username : ''} session={session} />
        </Suspense>
    );
};
