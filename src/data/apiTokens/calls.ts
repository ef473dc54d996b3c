import type { TokenAction, TokenArea } from './scopes';

/** How a call is judged for a scoped token: its area and action, and the fields naming its domain. */
export interface CallScope {
    area: TokenArea;
    action: TokenAction;
    /** The fields naming the call's domain, in order: `domain` holds its name, any other field its id. Empty: the call names no domain. */
    domainFields: readonly string[];
}

const scope = (area: TokenArea, action: TokenAction, domainFields: readonly string[] = []): CallScope => ({ area, action, domainFields });
const BY_ID = ['id', 'domain'];
const BY_NAME = ['domain'];

/**
 * The calls a scoped token may make, by path (the API paths of data/domains, records, domainSettings,
 * queryStats, domainLogs and monitors). Every other call (account, tokens, payment...) is closed to tokens:
 * a program's key should not manage the account that issued it.
 */
export const TOKEN_CALLS: Readonly<Record<string, CallScope>> = {
    'app/dns/domain/list': scope('domains', 'read'),
    'app/dns/domain/info': scope('domains', 'read', BY_ID),
    'app/dns/domain_group/list': scope('domains', 'read'),
    'app/dns/control/attr/info': scope('domains', 'read', BY_ID),
    'app/dns/domain/save': scope('domains', 'write', BY_ID),
    'app/dns/domain/update/attr': scope('domains', 'write', BY_ID),
    'app/dns/control/attr/save': scope('domains', 'write', BY_ID),
    'app/dns/update/domain/status': scope('domains', 'write'),
    'app/dns/batch/delete/domain': scope('domains', 'write'),
    'app/dns/record/list': scope('records', 'read', ['domain_id', 'domain']),
    'app/dns/line/list': scope('records', 'read'),
    'app/dns/record/set': scope('records', 'write', ['id', 'domain_id', 'domain']),
    'app/dns/batch/update/domain/record/status': scope('records', 'write'),
    'app/dns/batch/delete/domain/record': scope('records', 'write'),
    'app/dns/user/chart/data': scope('statistics', 'read', BY_NAME),
    'app/dns/user/overview': scope('statistics', 'read'),
    'app/dns/analysis/query': scope('statistics', 'read'),
    'app/dns/GetDnsRequestLog': scope('logs', 'read', BY_NAME),
    'app/dns/GetDnsErrorLog': scope('logs', 'read', BY_NAME),
    'app/dns/GetDnsOperationLog': scope('logs', 'read', BY_NAME),
    'app/monitor/task/list': scope('monitoring', 'read'),
    'app/monitor/task/history': scope('monitoring', 'read'),
    'app/monitor/board': scope('monitoring', 'read'),
    'app/monitor/task/save': scope('monitoring', 'write'),
    'app/monitor/task/status': scope('monitoring', 'write'),
    'app/monitor/task/delete': scope('monitoring', 'write'),
};

/** The scope of a call path (relative to the API base), or undefined when tokens may not make it. */
export const callScope = (path: string): CallScope | undefined => (Object.hasOwn(TOKEN_CALLS, path) ? TOKEN_CALLS[path] : undefined);
