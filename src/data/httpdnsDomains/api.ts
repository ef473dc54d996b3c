import * as v from 'valibot';
import { list, nested, num, numberId, readAnswer, reader, row, text, textList, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
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
/** How a domain is read (dataProvider/answers.ts). */
const httpdnsDomainRecord: RecordSchema<HttpdnsDomain> = row({ id: numberId, domain: text, status: num, queryCount: num, createTime: text });

export const httpdnsDomainsApi = defineApi<HttpdnsDomain>({
    record: httpdnsDomainRecord,
    list: { path: HTTPDNS_PATHS.list, params: httpdnsListBody },
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

// How the answers are read (dataProvider/answers.ts): a count or a TTL below zero is none.
const positive = v.pipe(
    num,
    v.transform(value => Math.max(0, value)),
);

const configFields = { accountId: text, secretKey: text, aesKey: text, domains: textList, httpEndpoint: text, httpsEndpoint: text };
/** The config (tolerant: the domains may come as a list or a comma-joined string). */
const httpdnsConfig: RecordSchema<HttpdnsConfig> = row(configFields);
/** The config a reset or a save answers: the change is made, what the answer gives is read as far as it can be. */
const changedConfig: RecordSchema<HttpdnsConfig> = nested(configFields);

const resolveAnswer: RecordSchema<ResolveAnswer> = v.pipe(
    row({ domain: text, ips: list(text), ttl: positive, type: text, line: text }),
    v.transform(({ domain, ips, ttl, type, line }) => ({ domain, ips: ips.filter(Boolean), ttl, type: type || 'A', line })),
);

const ipArea: RecordSchema<IpArea> = row({ ip: text, area: text, isp: text });

const usage: RecordSchema<UsagePoint[]> = v.pipe(
    row({ list: list(row({ time: text, count: positive })) }),
    v.transform(data => data.list.map(({ time, count }) => ({ time, count }))),
);

export const readHttpdnsConfig = reader(httpdnsConfig, HTTPDNS_PATHS.config);
export const readResolveAnswer = reader(resolveAnswer, HTTPDNS_PATHS.resolve);

export const httpdnsDomainCalls = (http: HttpClient) => ({
    /** Known: GET app/common/query/ip/area ?ip= (empty: the caller's own address) -> data {ip, area, isp}. */
    getIpArea: async (ip: string): Promise<IpArea> =>
        reader(ipArea, HTTPDNS_PATHS.ipArea)((await http.get(HTTPDNS_PATHS.ipArea, ip.trim() ? { ip: ip.trim() } : {})).data),
    /** Designed: GET app/httpdns/resolve ?domain=&ip= -> data {domain, ips, ttl, type, line}. */
    resolveHttpdns: async (params: { domain: string; ip: string }): Promise<ResolveAnswer> =>
        readResolveAnswer((await http.get(HTTPDNS_PATHS.resolve, { domain: params.domain.trim().toLowerCase(), ip: params.ip.trim() })).data),
    /** Designed: GET app/httpdns/usage ?domain=&startTime=&endTime= -> data.list [{time, count}] (hourly up to 2 days, daily beyond). */
    getHttpdnsUsage: async (params: { domain: string; startTime: string; endTime: string }): Promise<UsagePoint[]> =>
        reader(usage, HTTPDNS_PATHS.usage)((await http.get(HTTPDNS_PATHS.usage, params)).data),
    /** Designed: GET app/httpdns/config -> data {accountId, secretKey, aesKey, domains[], httpEndpoint, httpsEndpoint}. */
    getHttpdnsConfig: async (): Promise<HttpdnsConfig> => readHttpdnsConfig((await http.get(HTTPDNS_PATHS.config)).data),
    /** Designed: POST app/httpdns/config/reset {kind: secret|aes} -> data = the config with the new key. */
    resetHttpdnsKey: async (kind: HttpdnsKeyKind): Promise<HttpdnsConfig> =>
        readAnswer(changedConfig, (await http.post(HTTPDNS_PATHS.resetKey, { kind })).data, HTTPDNS_PATHS.resetKey),
    /** Designed: POST app/httpdns/config/domains {domains: "a.com,b.com"} -> data = the saved config. */
    saveHttpdnsDomains: async (domains: string[]): Promise<HttpdnsConfig> =>
        readAnswer(changedConfig, (await http.post(HTTPDNS_PATHS.saveDomains, { domains: domains.join(',') })).data, HTTPDNS_PATHS.saveDomains),
});
