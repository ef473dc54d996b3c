import type { Identifier } from 'react-admin';
import { num, numberId, optionalNum, optionalRow, optionalText, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { createdId } from '../../dataProvider/created';
import { defineApi, type ListRequest, pagingParams } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import { soaRecord, type Soa } from './soa';

/**
 * A hosted domain as app/dns/domain/list answers it (docs/dns-api.md "Domains").
 * Every wire fact of domains is in this file.
 */
export interface Domain {
    id: number;
    domain: string;
    /** DOMAIN_STATUS: 1 enabled, 3 paused. */
    status: number;
    /** 1 uses our DNS servers, 2 wrong DNS servers, 0 not checked yet. */
    whoisStatus: number;
    ckTime?: string;
    /** JSON string: the NS records to set. */
    nsRecords?: string;
    recordCount: number;
    remarks?: string;
    isTopDomain?: number;
    /** 1: another account shares this domain with the signed-in user (an accepted licence). */
    isShare?: number;
    /** The owner's account, on a shared domain. */
    shareFrom?: string;
    /** The licence's rights on a shared domain (LICENSE_RIGHTS in data/domainLicenses/rights). */
    shareRights?: number;
    /** 1 locked. */
    locked: number;
    /** JSON string: the DNS servers found. */
    errorInfo?: string;
    userid: number;
    createTime?: string;
    /** The zone's SOA as the service serves it (info only, designed: docs/dns-api.md "Name servers"). */
    soa?: Soa;
    /** The TTL of the apex NS records the service serves (info only, designed). */
    nsTtl?: number;
    consume?: {
        product?: { productName?: string; productUnitPrice?: number; productUnit?: string };
        consume?: { id?: number; effectStartTime?: string; effectEndTime?: string };
    };
}

/**
 * How a domain is read from the server's answers (dataProvider/answers.ts). nsRecords and errorInfo are kept as
 * they came: parseNsList reads them, whatever their shape.
 */
const domainRecord: RecordSchema<Domain> = row({
    id: numberId,
    domain: text,
    status: num,
    whoisStatus: num,
    ckTime: optionalText,
    recordCount: num,
    remarks: optionalText,
    locked: num,
    userid: num,
    createTime: optionalText,
    soa: soaRecord,
    nsTtl: optionalNum,
    isShare: optionalNum,
    shareFrom: optionalText,
    shareRights: optionalNum,
    consume: optionalRow({
        product: optionalRow({ productName: optionalText, productUnit: optionalText }),
        consume: optionalRow({ effectStartTime: optionalText, effectEndTime: optionalText }),
    }),
});

/** What an add answers besides the new id: the owner (data.userid), when given. */
const added = row({ data: optionalRow({ userid: optionalNum }) });

/** What the add dialog sends: the name, and the plan to bind (none by default). */
interface NewDomain {
    domain: string;
    consumeId?: number | string;
}

/** The longest remark the server keeps (app/dns/domain/update/attr). */
export const REMARK_MAX = 100;

export const DOMAIN_STATUS = { enabled: 1, paused: 3 } as const;
export type DomainStatus = (typeof DOMAIN_STATUS)[keyof typeof DOMAIN_STATUS];

/** The NS check (API-NOTES): whoisStatus 1 = our DNS servers, 2 = wrong DNS servers, anything else = not checked yet. */
export const WHOIS_STATUS = { ok: 1, wrong: 2, pending: 0 } as const;
type NsState = keyof typeof WHOIS_STATUS;

export const nsState = (domain: Pick<Domain, 'whoisStatus'>): NsState => {
    const value = Number(domain.whoisStatus);
    if (value === WHOIS_STATUS.ok) return 'ok';
    if (value === WHOIS_STATUS.wrong) return 'wrong';
    return 'pending';
};

/** nsRecords / errorInfo: a JSON string array; tolerates an array, a comma or newline list, null and junk. */
export const parseNsList = (value: unknown): string[] => {
    if (value === undefined || value === null || value === '') return [];
    let items: unknown = value;
    if (typeof value === 'string') {
        try {
            items = JSON.parse(value);
        } catch {
            items = value.split(/[\s,;]+/);
        }
    }
    if (!Array.isArray(items)) items = typeof items === 'string' ? [items] : [];
    return (items as unknown[]).map(item => String(item ?? '').trim()).filter(Boolean);
};

export const isEnabled = (domain: Pick<Domain, 'status'>) => Number(domain.status) === DOMAIN_STATUS.enabled;
export const isLocked = (domain: Pick<Domain, 'locked'>) => Number(domain.locked) === 1;
/** Whether the domain is another account's, shared with the signed-in user. */
export const isShared = (domain: Pick<Domain, 'isShare'>) => Number(domain.isShare) === 1;

/** The shared paging and filters (domain, whoisStatus, status; the search trimmed); groupId 0 = every group. */
const listParams = (request: ListRequest): Params => {
    const params = pagingParams(request);
    return { ...params, groupId: params.groupId ?? 0 };
};

const DOMAIN_PATHS = {
    list: 'app/dns/domain/list',
    info: 'app/dns/domain/info',
    save: 'app/dns/domain/save',
    status: 'app/dns/update/domain/status',
    delete: 'app/dns/batch/delete/domain',
    attr: 'app/dns/domain/update/attr',
    checkNs: 'app/dns/domain/checkNs',
} as const;

export const domainsApi = defineApi<Domain>({
    record: domainRecord,
    list: { path: DOMAIN_PATHS.list, encoding: 'form', params: listParams },
    one: { path: DOMAIN_PATHS.info, method: 'GET' },
    create: {
        path: DOMAIN_PATHS.save,
        params: record => {
            const added = record as Partial<Domain> & NewDomain;
            return { operation_type: 'add', domain: String(added.domain ?? '').trim(), id: 0, consumeId: added.consumeId ?? '' };
        },
        result: (json, sent) => {
            // the owner when the answer gives it (the add dialog falls back to the signed-in user)
            const userid = readAnswer(added, json, DOMAIN_PATHS.save).data?.userid;
            const owner = userid === undefined ? {} : { userid };
            return { ...sent, domain: String(sent.domain ?? '').trim(), id: createdId(json, DOMAIN_PATHS.save), ...owner } as Domain;
        },
    },
    delete: { path: DOMAIN_PATHS.delete, encoding: 'form' },
});

const joined = (ids: Identifier[]) => ids.join(',');

/** Typed domain calls that are not CRUD: status, lock, remark, the NS check. */
export const domainCalls = (http: HttpClient) => ({
    setDomainStatus: async (ids: Identifier[], status: DomainStatus): Promise<void> => {
        await http.post(DOMAIN_PATHS.status, { domainIds: joined(ids), status });
    },
    setLocked: async (id: Identifier, locked: boolean): Promise<void> => {
        await http.post(DOMAIN_PATHS.attr, { id, locked: locked ? 1 : 0 });
    },
    setRemark: async (id: Identifier, remarks: string): Promise<void> => {
        await http.post(DOMAIN_PATHS.attr, { id, remarks });
    },
    /** Runs the NS check now; answers the domain as checked (whoisStatus, ckTime, errorInfo: the servers found). */
    checkNs: async (id: Identifier): Promise<Domain> => {
        const json = await http.post(DOMAIN_PATHS.checkNs, { id });
        return readAnswer(domainRecord, json.data, DOMAIN_PATHS.checkNs);
    },
});
