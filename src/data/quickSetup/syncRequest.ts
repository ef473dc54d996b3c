/**
 * The query of the synchronous flow's "Apply Template URL" (Domain Connect, "Parameters/properties"): the names the
 * specification reserves, and the template's variables (every other name, case sensitive, as sent).
 */
export interface SyncRequest {
    /** The zone, lower case, without a final dot ('' when the link names none). */
    domain: string;
    /** The subdomain the template is applied under ('' the domain itself; '@' reads as ''). */
    host: string;
    variables: Record<string, string>;
    /** groupId, comma separated: the parts to apply (all when empty). */
    groups: string[];
    redirectUri?: string;
    state?: string;
    /** The link carries a signature (sig, key). */
    signed: boolean;
    /** Text the service adds to its names, shown only when the template allows it (sharedProviderName, sharedServiceName). */
    providerName?: string;
    serviceName?: string;
}

const RESERVED = new Set(['domain', 'host', 'redirect_uri', 'state', 'groupId', 'providerName', 'serviceName', 'sig', 'key']);

const nameOf = (value: string | null): string => (value ?? '').trim().toLowerCase().replace(/\.$/, '');

const optional = (value: string | null): string | undefined => (value === null ? undefined : value);

/** The request a link's query string makes ('?a=b&…' or 'a=b&…'); a name given twice keeps its first value. */
export const readSyncRequest = (search: string): SyncRequest => {
    const query = new URLSearchParams(search);
    const host = nameOf(query.get('host'));
    const variables: Record<string, string> = {};
    for (const [name, value] of query) if (!RESERVED.has(name) && !Object.hasOwn(variables, name)) variables[name] = value;
    return {
        domain: nameOf(query.get('domain')),
        host: host === '@' ? '' : host,
        variables,
        groups: (query.get('groupId') ?? '')
            .split(',')
            .map(group => group.trim())
            .filter(Boolean),
        redirectUri: optional(query.get('redirect_uri')) || undefined,
        state: optional(query.get('state')),
        signed: query.has('sig') || query.has('key'),
        providerName: query.get('providerName')?.trim() || undefined,
        serviceName: query.get('serviceName')?.trim() || undefined,
    };
};
