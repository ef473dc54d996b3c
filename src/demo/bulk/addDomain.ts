import { createDomain } from '../dns/addDomain';
import type { HostedName } from '../dns/domainRule';
import { DemoError, type AuthedContext } from '../http';
import type { DemoDomainGroup } from '../model';

/** One domain's answer in a bulk domain call (code 1 done, 500 refused). */
export interface BulkItemAnswer {
    item: string;
    code: number;
    msg: string;
    id?: number;
}

export const refused = (item: string, msg: string): BulkItemAnswer => ({ item, code: 500, msg });

/** Adds one domain by the single add's rules (src/demo/dns/addDomain.ts), into `group` when given. */
export const addOneDomain = (context: AuthedContext, hostedName: HostedName, item: string, group: DemoDomainGroup | undefined): BulkItemAnswer => {
    try {
        const domain = createDomain(context, hostedName, item);
        // a new domain is in no group yet: joining one is just adding its id (a domain is in at most one group)
        group?.domainIds.push(domain.id);
        return { item, code: 1, msg: 'success', id: domain.id };
    } catch (error) {
        if (error instanceof DemoError) return refused(item, error.message);
        throw error;
    }
};
