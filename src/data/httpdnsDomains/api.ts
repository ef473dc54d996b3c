import { defineApi, listResult, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/**
 * HTTPDNS for users (docs/services-api.md "## HTTPDNS"). Every call here is designed except the IP area lookup
 * (app/common/query/ip/area, known: SPEC section 7).
 */

/** A domain enabled for HTTPDNS (designed row of app/httpdns/domain/list). `status` 1 resolving, 0 stopped by the admin. */
export interface HttpdnsDomain {
    id: number;
    domain: string;
    status: number;
    queryCount: number;
    createTime: string;
}

export const HTTPDNS_PATHS = {
    list: 'app/httpdns/domain/list',
    add: 'app/httpdns/domain/add',
    remove: 'app/httpdns/domain/delete',
    resolve: 'app/httpdns/resolve',
    usage: 'app/httpdns/usage',
    config: 'app/httpdns/config',
    resetKey: 'app/httpdns/config/reset',
    saveDomains: 'app/httpdns/config/domains',
    ipArea: 'app/common/query/ip/area',
} as const;

/** Designed body of POST app/httpdns/domain/list: {page, limit, domain?} (JSON), the search trimmed. */
const httpdnsListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const domain = searchText((filter as { domain?: unknown }).domain);
    return { page, limit: perPage, ...(domain ? { domain } : {}) };
};

/**
 * The `httpdnsDomain` resource (designed): list (data.list + data.totalCount), create = POST app/httpdns/domain/add
 * {domain} answering data {id}, delete = POST app/httpdns/domain/delete {ids: "1,2"}.
 */
export const httpdnsDomainsApi = defineApi<HttpdnsDomain>({
    list: { path: HTTPDNS_PATHS.list, params: httpdnsListBody, result: json => listResult<HttpdnsDomain>(json) },
    create: {
        path: HTTPDNS_PATHS.add,
        params: record => ({
            domain: String(record.domain ?? '')
                .trim()
                .toLowerCase(),
        }),
    },
    delete: { path: HTTPDNS_PATHS.remove, params: ids => ({ ids: ids.join(',') }) },
});

/** Known call, designed answer: data {ip, area, isp}. */
export interface IpArea {
    ip: string;
    area: string;
    isp: string;
}

/** Designed answer of GET app/httpdns/resolve ?domain=&ip=: what an HTTPDNS client at `ip` receives. */
export interface ResolveAnswer {
    domain: string;
    /** The addresses answered (empty: no A/AAAA record for that name). */
    ips: string[];
    ttl: number;
    /** 'A' or 'AAAA'. */
    type: string;
    /** The resolution line chosen for the client (its ISP's line, or the default one). */
    line: string;
}

/** Designed answer of GET app/httpdns/config. Keys are sent whole: the screen masks them. */
export interface HttpdnsConfig {
    accountId: string;
    secretKey: string;
    aesKey: string;
    /** The domains this account may resolve; empty = all its HTTPDNS domains. */
    domains: string[];
    httpEndpoint: string;
    httpsEndpoint: string;
}

export type HttpdnsKeyKind = 'secret' | 'aes';

interface UsagePoint {
    time: string;
    count: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : 0;
};
const objectOf = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads the config answer (tolerant: the domains may come as a list or a comma-joined string). */
export const readHttpdnsConfig = (value: unknown): HttpdnsConfig => {
    const data = objectOf(value);
    const domains = Array.isArray(data.domains) ? data.domains.map(text) : text(data.domains).split(',');
    return {
        accountId: text(data.accountId),
        secretKey: text(data.secretKey),
        aesKey: text(data.aesKey),
        domains: domains.map(domain => domain.trim()).filter(Boolean),
        httpEndpoint: text(data.httpEndpoint),
        httpsEndpoint: text(data.httpsEndpoint),
    };
};

export const readResolveAnswer = (value: unknown): ResolveAnswer => {
    const data = objectOf(value);
    return {
        domain: text(data.domain),
        ips: listOf(data.ips).map(text).filter(Boolean),
        ttl: num(data.ttl),
        type: text(data.type) || 'A',
        line: text(data.line),
    };
};

export const httpdnsDomainCalls = (http: HttpClient) => ({
    /** Known: GET app/common/query/ip/area ?ip= (empty: the caller's own address) -> data {ip, area, isp}. */
    getIpArea: async (ip: string): Promise<IpArea> => {
        const data = objectOf((await http.get(HTTPDNS_PATHS.ipArea, ip.trim() ? { ip: ip.trim() } : {})).data);
        return { ip: text(data.ip), area: text(data.area), isp: text(data.isp) };
    },
    /** Designed: GET app/httpdns/resolve ?domain=&ip= -> data {domain, ips, ttl, type, line}. */
    resolveHttpdns: async (params: { domain: string; ip: string }): Promise<ResolveAnswer> =>
        readResolveAnswer((await http.get(HTTPDNS_PATHS.resolve, { domain: params.domain.trim().toLowerCase(), ip: params.ip.trim() })).data),
    /** Designed: GET app/httpdns/usage ?domain=&startTime=&endTime= -> data.list [{time, count}] (hourly up to 2 days, daily beyond). */
    getHttpdnsUsage: async (params: { domain: string; startTime: string; endTime: string }): Promise<UsagePoint[]> => {
        const data = objectOf((await http.get(HTTPDNS_PATHS.usage, params)).data);
        return listOf(data.list).map(row => ({ time: text(objectOf(row).time), count: num(objectOf(row).count) }));
    },
    /** Designed: GET app/httpdns/config -> data {accountId, secretKey, aesKey, domains[], httpEndpoint, httpsEndpoint}. */
    getHttpdnsConfig: async (): Promise<HttpdnsConfig> => readHttpdnsConfig((await http.get(HTTPDNS_PATHS.config)).data),
    /** Designed: POST app/httpdns/config/reset {kind: secret|aes} -> data = the config with the new key. */
    resetHttpdnsKey: async (kind: HttpdnsKeyKind): Promise<HttpdnsConfig> => readHttpdnsConfig((await http.post(HTTPDNS_PATHS.resetKey, { kind })).data),
    /** Designed: POST app/httpdns/config/domains {domains: "a.com,b.com"} -> data = the saved config. */
    saveHttpdnsDomains: async (domains: string[]): Promise<HttpdnsConfig> =>
        readHttpdnsConfig((await http.post(HTTPDNS_PATHS.saveDomains, { domains: domains.join(',') })).data),
});
