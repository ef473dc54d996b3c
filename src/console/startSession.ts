import type { UrlCredentialsOutcome } from '../authProvider/urlCredentials';
import { seedSession } from './queryClient';
import type { Services } from './services';

/** True when the URL carries credentials (`token`, `access_token`): only then is their code downloaded. */
const carriesCredentials = (href: string): boolean => {
    const { searchParams } = new URL(href, 'http://localhost');
    return searchParams.has('token') || searchParams.has('access_token');
};

/**
 * The session the first render starts with: route guard rules 1 and 2 (a `?token=` or `?access_token=` in the URL
 * becomes the session, or waits for the person's choice when a session is there: authProvider/urlCredentials.ts),
 * then what react-admin's cache knows of it. In that order: the name in the header is the session's, never the one
 * stored before the link.
 */
export const startSession = async (
    services: Services,
    location: Pick<Location, 'href'> = window.location,
    history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<UrlCredentialsOutcome> => {
    let outcome: UrlCredentialsOutcome = 'none';
    if (carriesCredentials(location.href)) {
        const [{ applyUrlCredentials }, { identifyToken }] = await Promise.all([import('../authProvider/urlCredentials'), import('../authProvider/identify')]);
        outcome = await applyUrlCredentials({ ...services, identify: token => identifyToken(services, token) }, location, history);
    }
    seedSession(services.queryClient, services.session);
    return outcome;
};
