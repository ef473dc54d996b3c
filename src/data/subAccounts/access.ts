import { resourcesReach, type TokenResources } from '../apiTokens/scopes';
import type { DomainNeed } from '../domainLicenses/rights';
import { roleAllows, type SubRole } from './roles';

/** What the checks read of a sub-account: its role, on the domains its resources reach (the scope of a token). */
export interface SubAccountScope {
    role: SubRole;
    resources: TokenResources;
}

/** A domain as the check sees it: its name and the groups it is in. */
export interface ScopedDomain {
    domain: string;
    groups: readonly number[];
}

/** The check's answer: allowed, or what is missing: the domain is outside the scope, or the role does not allow the need. */
export type SubAccountVerdict =
    { allowed: true } | { allowed: false; missing: 'domain'; domain: string } | { allowed: false; missing: 'role'; need: DomainNeed };

/** Whether the sub-account sees a domain at all (the domain list shows only these). */
export const subAccountReaches = (sub: SubAccountScope, domain: ScopedDomain): boolean => resourcesReach(sub.resources, domain.domain, domain.groups);

/** Whether a sub-account may make a call that needs `need` on `domain`: the scope first (an unseen domain is not named), then the role. */
export const subAccountAllows = (sub: SubAccountScope, domain: ScopedDomain, need: DomainNeed): SubAccountVerdict => {
    if (!subAccountReaches(sub, domain)) return { allowed: false, missing: 'domain', domain: domain.domain };
    return roleAllows(sub.role, need) ? { allowed: true } : { allowed: false, missing: 'role', need };
};
