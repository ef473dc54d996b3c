import type { Identifier } from 'react-admin';
import { id, num, numberId, oneOf, optionalNum, optionalText, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { commaIds, defineApi, pagingParams, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';

/**
 * The admin's HTTPDNS calls, in one place. SPEC section 7 names every path; the issue fixes the settings page's
 * get and save (`sys/httpdns/config`, `sys/httpdns/config/save`), which SPEC marks "not shown".
 */
export const HTTPDNS_PATHS = {
    config: 'sys/httpdns/config', // known path, answer designed: `data` = HttpdnsConfig
    saveConfig: 'sys/httpdns/config/save', // known path, JSON body designed: HttpdnsConfig
    domains: 'sys/httpdns/httpdns/list', // known path, GET ?page&limit&domain (designed query), answers page.list
    userConfigs: 'sys/httpdns/user/config/list', // known path, GET ?page&limit&username (designed query), answers page.list
    saveUserConfig: 'sys/httpdns/user/config/save', // known path, JSON body designed: HttpdnsUserConfig (no id = create)
    deleteUserConfig: 'sys/httpdns/user/config/delete', // known path, body designed: {ids: "1,2"}
} as const;

/** SPEC section 4: 0 off, 1 HTTP on, 3 HTTP plus HTTPS on. */
export type HttpdnsStatus = 0 | 1 | 3;

/** The HTTPDNS service settings (SPEC section 3 "HTTPDNS config"). */
export interface HttpdnsConfig {
    status: HttpdnsStatus;
    portHttp: number | string;
    portHttps: number | string;
    /** 1 when HTTPS is on (kept in step with status). */
    httpsStatus: number;
    /** PEM certificate chain. */
    certCrt: string;
    /** PEM private key: a secret. */
    certKey: string;
    /** The service's own domain (the endpoint clients query). */
    domain: string;
}

/** A domain resolved through HTTPDNS (designed row of sys/httpdns/httpdns/list). */
export interface HttpdnsDomain {
    id: number;
    domain: string;
    userId: number;
    username: string;
    /** Queries today. */
    queryCount: number;
    /** 1 on, 0 off. */
    status: number;
    createTime: string;
}

/** A user's HTTPDNS access (designed row of sys/httpdns/user/config/list). */
export interface HttpdnsUserConfig {
    id: Identifier;
    username: string;
    userId?: number;
    /** The HTTPDNS account id the SDK signs with; the server assigns one when left blank. */
    accountId: string;
    /** Domains the account may resolve, comma-joined; empty = all of the user's domains. */
    domains: string;
    /** Queries per second, 0 = no limit. */
    qpsLimit: number;
    /** 1 on, 0 off. */
    status: number;
    createTime?: string;
}

const HTTPDNS_STATUSES: readonly HttpdnsStatus[] = [0, 1, 3];

// How the answers are read (dataProvider/answers.ts).
/** The settings as far as they are set: the form gives what is missing its default. */
const httpdnsConfig: RecordSchema<Partial<HttpdnsConfig>> = row({
    status: oneOf(HTTPDNS_STATUSES, 0),
    portHttp: optionalText,
    portHttps: optionalText,
    httpsStatus: optionalNum,
    certCrt: optionalText,
    certKey: optionalText,
    domain: optionalText,
});

const httpdnsDomainRecord: RecordSchema<HttpdnsDomain> = row({
    id: numberId,
    domain: text,
    userId: num,
    username: text,
    queryCount: num,
    status: num,
    createTime: text,
});

const userConfigRecord: RecordSchema<HttpdnsUserConfig> = row({
    id,
    username: text,
    userId: optionalNum,
    accountId: text,
    domains: text,
    qpsLimit: num,
    status: num,
    createTime: optionalText,
});

const readHttpdnsConfig = reader(httpdnsConfig, HTTPDNS_PATHS.config);

const userConfigBody = ({ id, username, accountId, domains, qpsLimit, status }: Partial<HttpdnsUserConfig>) => ({
    id,
    username,
    accountId,
    domains,
    qpsLimit: qpsLimit === undefined || qpsLimit === null ? undefined : Number(qpsLimit),
    status: Number(status ?? 1),
});

export const httpdnsUserConfigsApi = defineApi<HttpdnsUserConfig>({
    record: userConfigRecord,
    list: { path: HTTPDNS_PATHS.userConfigs, method: 'GET', params: (p: ListRequest) => pagingParams(p) },
    save: {
        path: HTTPDNS_PATHS.saveUserConfig,
        params: record => userConfigBody(record),
        result: savedRecord(userConfigRecord, HTTPDNS_PATHS.saveUserConfig),
    },
    delete: { path: HTTPDNS_PATHS.deleteUserConfig, params: (ids: Identifier[]) => commaIds(ids) },
});

/** The HTTPDNS domains, list only: ?page&limit&domain (trimmed, blank left out), in the server's order. */
export const httpdnsDomainsApi = defineApi<HttpdnsDomain>({
    record: httpdnsDomainRecord,
    list: { path: HTTPDNS_PATHS.domains, method: 'GET', params: (p: ListRequest) => pagingParams({ ...p, sort: undefined }) },
});

/** Typed custom calls, spread into the admin dataProvider. */
export const httpdnsAdminCalls = (http: HttpClient) => ({
    getHttpdnsConfig: async (): Promise<Partial<HttpdnsConfig>> => readHttpdnsConfig((await http.get(HTTPDNS_PATHS.config)).data),
    saveHttpdnsConfig: async (config: HttpdnsConfig): Promise<void> => {
        await http.post(HTTPDNS_PATHS.saveConfig, { ...config });
    },
});
