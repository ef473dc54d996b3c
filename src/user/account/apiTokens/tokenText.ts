import { API_KEY_HEADER } from '../../../data/apiKey/api';
import { TOKEN_AREA_NAMES, type TokenArea, type TokenLevel } from '../../../data/apiTokens/scopes';
import type { ApiToken } from '../../../data/apiTokens/types';

/** The areas a token is granted, in table order, with their levels. */
export const grantedAreas = (token: Pick<ApiToken, 'permissions'>): Array<[TokenArea, TokenLevel]> =>
    TOKEN_AREA_NAMES.flatMap(area => {
        const level = token.permissions[area];
        return level ? [[area, level] as [TokenArea, TokenLevel]] : [];
    });

/** The call the example makes: one the token may make, in its first granted area. */
const EXAMPLE_CALLS: Record<TokenArea, (domain: string) => string> = {
    domains: () => `app/dns/domain/list' -d 'page=1&limit=10`,
    records: domain => `app/dns/record/list' -d 'domain=${domain}&page=1&limit=10`,
    statistics: domain => `app/dns/user/chart/data?domain=${domain}`,
    monitoring: () => `app/monitor/task/list' -d 'page=1&limit=10`,
    logs: domain => `app/dns/GetDnsOperationLog?domain=${domain}&page=1&limit=10`,
};
const GETS: ReadonlySet<TokenArea> = new Set(['statistics', 'logs']);

/** A one-line call with the token (its secret, or the part the page may show), against the API base. */
export const tokenCurlExample = (base: string, token: Pick<ApiToken, 'permissions' | 'resources'>, secret: string): string => {
    const area = grantedAreas(token)[0]?.[0] ?? 'domains';
    const domain = token.resources.kind === 'domains' ? (token.resources.domains[0] ?? 'example.com') : 'example.com';
    const call = EXAMPLE_CALLS[area](domain);
    return GETS.has(area) ? `curl '${base}${call}' -H '${API_KEY_HEADER}: ${secret}'` : `curl -X POST '${base}${call}' -H '${API_KEY_HEADER}: ${secret}'`;
};

/** A `datetime-local` value (2026-12-01T09:30) as the calls write times, and back. */
export const fromLocalInput = (value: string): string => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '');
export const toLocalInput = (value: string): string => value.slice(0, 16).replace(' ', 'T');
