import type { Template } from './template';

/**
 * The synchronous flow's return ("Apply Template URL"): the browser goes back to `redirect_uri` only when its host
 * is one of the template's syncRedirectDomain (comma separated) or a name below one, over https, so the console is
 * nobody's open redirect. Requests are not signed here (templates that need a signature are refused), so there is no
 * other way to allow an address. The answer carries `state` as given, and an error unless the template was applied.
 */
export const redirectAllowed = (template: Pick<Template, 'syncRedirectDomain'>, redirectUri: string): boolean => {
    let url: URL;
    try {
        url = new URL(redirectUri);
    } catch {
        return false;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const domains = (template.syncRedirectDomain ?? '')
        .split(',')
        .map(domain => domain.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean);
    return domains.some(domain => host === domain || host.endsWith(`.${domain}`));
};

/**
 * How the flow ended, as the return says it: applied (no error), declined by the user (access_denied with the
 * "user_cancel" description the specification suggests), or failed (server_error).
 */
export type SyncEnding = 'applied' | 'declined' | 'failed';

/** The address to return to: redirect_uri with `state` (when given) and, unless applied, the OAuth 2.0 error. */
export const returnAddress = (redirectUri: string, state: string | undefined, ending: SyncEnding): string => {
    const url = new URL(redirectUri);
    if (state !== undefined) url.searchParams.set('state', state);
    if (ending === 'declined') {
        url.searchParams.set('error', 'access_denied');
        url.searchParams.set('error_description', 'user_cancel');
    }
    if (ending === 'failed') url.searchParams.set('error', 'server_error');
    return url.toString();
};
