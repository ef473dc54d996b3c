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
 * Why not <Admin requireAuth>: it sends an
 * anonymous visitor on from react-admin's LogoutOnMount, whose logout pushes the login page onto the history (it
 * cannot replace). Back from the login page then returns to the page asked for, which pushes the login page
 * again: Back never leaves the login page. It also shows react-admin's loading page until checkAuth answers.
 * This check is synchronous, in the page's first render, and replaces the address: Back from the login page
 * leaves the console, as it would have left the page asked for.
 *
 * Once another tab has signed in or out, the cross-tab notice owns the page until its reload: a re-render then
 * must not swap the page (and the notice) for the login page.
 */
export const RequireSession = ({ session, children }: { session: Pick<Session, 'getToken'>; children: ReactNode }) => {
    const location = useLocation();
    // the re-login dialog over the page (reLoginPrompt.ts) keeps it mounted while the session is signed in again
    if (!session.getToken() && !isSessionSuperseded() && !isReLoginPending())
        return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    return <>{children}</>;
};
