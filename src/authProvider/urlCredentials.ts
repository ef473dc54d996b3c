import type { Envelope, HttpClient } from '../http/client';
import { LOGIN_PATH, routerBasename } from './routeGuard';
import type { Flavour, Session, StoredUser } from './session';
import { offerSession } from './sessionOffer';

/**
 * Rules 1 and 2 of the route guard (routeGuard.ts), run by boot before the first render: a `?token=` or an
 * `?access_token=` (exchanged for a token) in the URL. The URL is cleaned at once, whatever follows.
 *  - No session: the user console takes the link's token (its account is read on the first page); the admin
 *    console first asks the backend whose token it is, so a user token is never taken, and a refused link goes
 *    to the login page, as a refused access_token does.
 *  - A session already there: nothing is replaced silently. The backend is asked, with the link's token and
 *    storing nothing, whose it is; another account is offered ("continue as X / stay as Y", sessionOffer.ts), a
 *    refused link is reported and the session stays; the same account changes nothing.
 */

interface UrlCredentials {
    /** `?token=`: a token handed over by another console (e.g. the admin opening a user's console). */
    token: string | null;
    /** `?access_token=`: to be exchanged for a token. */
    accessToken: string | null;
    /** The same URL (path, other params, hash) without the two params; null when there was nothing to remove. */
    cleanUrl: string | null;
}

const CREDENTIAL_PARAMS = ['token', 'access_token'];

/**
 * Paths whose query belongs to another site, never the console's credentials: Domain Connect's apply links carry a
 * service's template variables, which may well be named `token`.
 */
const FOREIGN_QUERY_PATHS = ['/v2/domainTemplates/'];

/** Reads `token` and `access_token` from a URL and gives the URL to show instead. */
export const consumeUrlToken = (href: string): UrlCredentials => {
    const url = new URL(href, 'http://localhost');
    if (FOREIGN_QUERY_PATHS.some(path => url.pathname.startsWith(path))) return { token: null, accessToken: null, cleanUrl: null };
    const token = url.searchParams.get('token') || null;
    const accessToken = url.searchParams.get('access_token') || null;
    if (!CREDENTIAL_PARAMS.some(name => url.searchParams.has(name))) return { token, accessToken, cleanUrl: null };
    CREDENTIAL_PARAMS.forEach(name => url.searchParams.delete(name));
    const search = url.searchParams.toString();
    return { token, accessToken, cleanUrl: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
};

interface CredentialServices {
    flavour: Flavour;
    session: Session;
    http: HttpClient;
    /** Who a token belongs to, asked of the backend with that token (identify.ts); rejects when the backend refuses it. */
    identify: (token: string) => Promise<StoredUser>;
}

export type UrlCredentialsOutcome =
    /** nothing in the URL, the session's own token, or another token of the same account */
    | 'none'
    /** no session before: the link's account is the session now */
    | 'signedIn'
    /** a session was there: the link's account waits for the person's choice */
    | 'offered'
    /** a session was there and the link was refused: the session stays, the person is told */
    | 'invalid'
    /** no session and the link was refused: the login page */
    | 'rejected';

/** The access_token exchange (a user-side call): the token, or null when it is refused. */
const exchange = async (http: HttpClient, accessToken: string): Promise<string | null> => {
    try {
        const answer = await http.get<Envelope & { token?: unknown }>('app/account/access/login', { access_token: accessToken });
        return typeof answer.token === 'string' && answer.token ? answer.token : null;
    } catch {
        return null;
    }
};

/** One account, whichever token: the same user id when both have one, else the same name. */
const sameAccount = (stored: StoredUser | null, other: StoredUser): boolean => {
    if (!stored) return false;
    if (stored.userId !== undefined && other.userId !== undefined) return String(stored.userId) === String(other.userId);
    return Boolean(stored.username) && stored.username === other.username;
};

export const applyUrlCredentials = async (
    { flavour, session, http, identify }: CredentialServices,
    location: Pick<Location, 'href'> = window.location,
    history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<UrlCredentialsOutcome> => {
    const { token, accessToken, cleanUrl } = consumeUrlToken(location.href);
    if (cleanUrl === null) return 'none';
    history.replaceState(history.state, '', cleanUrl);
    const current = session.getToken();
    const refused = (): UrlCredentialsOutcome => {
        if (current) {
            offerSession({ kind: 'invalid' });
            return 'invalid';
        }
        session.clear();
        history.replaceState(null, '', `${routerBasename(flavour)}${LOGIN_PATH}`);
        return 'rejected';
    };
    let offered = token;
    if (!offered && accessToken && flavour === 'user') {
        offered = await exchange(http, accessToken);
        if (!offered) return refused();
    }
    if (!offered || offered === current) return 'none';
    const start = (user?: StoredUser): UrlCredentialsOutcome => {
        session.clear();
        session.setToken(offered);
        if (user) session.setUser(user);
        return 'signedIn';
    };
    if (!current && flavour === 'user') return start();
    let user: StoredUser;
    try {
        user = await identify(offered);
    } catch {
        return refused();
    }
    if (!current) return start(user);
    if (sameAccount(session.getUser(), user)) return 'none';
    offerSession({ kind: 'switch', token: offered, user });
    return 'offered';
};
