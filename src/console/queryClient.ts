import { QueryClient } from '@tanstack/react-query';
import { identityOf, type Session } from '../authProvider/session';
import { shouldRetryRead } from '../http/retryPolicy';

/** react-admin's query key for authProvider.checkAuth({}) (ra-core's useAuthState), which every controller asks first. */
const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;

/** react-admin's query key for authProvider.getPermissions({}) (ra-core's usePermissions, asked by its router). */
const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/** react-admin's query key for authProvider.getIdentity() (ra-core's useGetIdentity: the header's user menu). */
const IDENTITY_KEY = ['auth', 'getIdentity'] as const;

/**
 * The console's react-query client (one per app, in its services): what react-admin's router and controllers
 * watch, set up before the first render. The permissions (the flavour) are written in at once; the session's
 * answers are written in by seedSession once boot has applied the URL's credentials.
 */
export const createQueryClient = (permissions: unknown): QueryClient => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead } } });
    // react-admin's router and every controller watch checkAuth, and each of its background checks (fetching,
    // then done) rendered them again, the router with the whole page: they hear of its answer and its errors only
    client.setQueryDefaults(CHECK_AUTH_KEY, { notifyOnChangeProps: ['data', 'error'] });
    client.setQueryData(PERMISSIONS_KEY, permissions);
    return client;
};

/**
 * With a session when the first page renders, checkAuth's answer is already known (RequireSession lets the page in
 * on that same token), and it is written in, as `<Admin requireAuth>` would have fetched it before the first page:
 * a list then asks for its rows in its first render, not a render later. It is stale at once, so react-admin still
 * checks it again in the background. The stored user's identity is written in too: the header's user menu shows
 * the name from its first render (it showed an icon with a tooltip first, then the name, and that tooltip updated
 * its state as it mounted, which made React run every effect of the page before the first paint).
 * Run after the URL's credentials are applied (boot): the name shown is the session's, never the one before.
 */
export const seedSession = (client: QueryClient, session: Pick<Session, 'getToken' | 'getUser'>): void => {
    if (!session.getToken()) return;
    client.setQueryData(CHECK_AUTH_KEY, true);
    const user = session.getUser();
    if (user) client.setQueryData(IDENTITY_KEY, identityOf(user));
};
