import { defineApi } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';

/**
 * A hosted domain as app/dns/domain/list answers it (API-NOTES "Domains and groups").
 * OWNER: the domain list work. Keep every wire fact of domains in this file.
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
    isShare?: number;
    /** 1 locked. */
    locked: number;
    /** JSON string: the DNS servers found. */
    errorInfo?: string;
    userid: number;
    consume?: {
        product?: { productName?: string; productUnitPrice?: number; productUnit?: string };
        consume?: { id?: number; effectEndTime?: string };
    };
}

export const domainsApi = defineApi<Domain>({
    list: { path: 'app/dns/domain/list', encoding: 'form' },
});

/** Typed domain calls that are not CRUD (status, lock, remark, lookup by name). */
export const domainCalls = (_http: HttpClient) => ({});
