import type { DomainNeed } from '../domainLicenses/rights';

/**
 * A sub-account's role: what it may do on the domains of its scope, as the needs of a domain call
 * (data/domainLicenses/rights): read, change records, or the owner's domain actions (settings, pause, delete,
 * DNSSEC). The account itself (money, plans, tokens, security, sub-accounts) stays the owner's whatever the role.
 */
export const SUB_ROLES = {
    viewer: ['read'],
    recordsEditor: ['read', 'records'],
    domainAdmin: ['read', 'records', 'owner'],
} as const satisfies Record<string, readonly DomainNeed[]>;

export type SubRole = keyof typeof SUB_ROLES;
export const SUB_ROLE_NAMES = Object.keys(SUB_ROLES) as SubRole[];

export const isSubRole = (value: unknown): value is SubRole => typeof value === 'string' && Object.hasOwn(SUB_ROLES, value);

/** Whether a role allows what a domain call needs. */
export const roleAllows = (role: SubRole, need: DomainNeed): boolean => (SUB_ROLES[role] as readonly DomainNeed[]).includes(need);
