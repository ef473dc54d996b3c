import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from './routeGuard';
import type { Session } from './session';
import { isReLoginPending } from './reLoginPrompt';
import { isSessionSuperseded } from './sessionSuperseded';

/**
 * Rule 5 of the route guard, for every page inside the layout: without a token, go to
 * /login?redirect={fullPath} before any page mounts.
 *
 * Why not <Admin requireAuth>: with the app's <BrowserRouter> (react-router 7 navigates in a transition),
 * react-admin's LogoutOnMount re-mounts after each logout's queryClient.clear() before the navigation
 * commits, and logs out again forever. A synchronous check of the session has no query and no loop.
 *
 * Once another tab has signed in or out, the cross-tab notice owns the page until its reload: a re-render then
 * must not swap the page (and the notice) for the login page.
 */
export const RequireSession = ({ session, children }: { session: Pick<Session, 'getToken'>; children: ReactNode }) => {
    const location = useLocation();
    // the re-login dialog over the page (reLoginPrompt.ts) keeps it mounted while the session is signed in again
    if (!session.getToken() && !isSessionSuperseded() && !isReLoginPending()) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    return <>{children}</>;
};
