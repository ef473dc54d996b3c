import { defineApi } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';

/** A domain group (app/dns/domain_group/list). OWNER: the domain list work. */
export interface DomainGroup {
    id: number;
    name: string;
    remark?: string;
    /** The sort ("sort" on screen). */
    weight: number;
    /** Comma-joined ids of the domains in the group. */
    domainIds?: string;
    createTime?: string;
}

export const domainGroupsApi = defineApi<DomainGroup>({
    list: { path: 'app/dns/domain_group/list' },
});

export const domainGroupCalls = (_http: HttpClient) => ({});
