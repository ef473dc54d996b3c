import { licenseAllows } from '../domainLicenses/rights';
import { isLocked, isShared, type Domain } from './api';

/**
 * Why the signed-in session may not change a domain's records: the domain is locked, it is licensed to the session
 * for viewing only (the owner named), or the session's own role does not let it change records (a sub-account's
 * role; the caller says so through `session`).
 */
export type RecordBlock = { reason: 'locked' } | { reason: 'licence'; owner: string } | { reason: 'role' };

/** What the session itself may do, whatever the domain: absent means everything (the account's owner). */
export interface SessionRecordRights {
    changeRecords: boolean;
}

type AccessDomain = Pick<Domain, 'locked' | 'isShare' | 'shareFrom' | 'shareRights'>;

/**
 * Whether this session can change the records of this domain (add, edit, pause, delete, bulk, import, quick setup):
 * null when it can, else the first reason it cannot. The one rule the record screens ask; the demo refuses the same
 * calls with the licence rule (data/domainLicenses/rights.ts).
 */
export const recordBlock = (domain: AccessDomain, session?: SessionRecordRights): RecordBlock | null => {
    if (session && !session.changeRecords) return { reason: 'role' };
    if (isShared(domain) && !licenseAllows(domain.shareRights, 'records')) return { reason: 'licence', owner: domain.shareFrom ?? '' };
    if (isLocked(domain)) return { reason: 'locked' };
    return null;
};

/** Why the signed-in session may not use a domain's owner actions (its settings, DNSSEC): null when it may. */
export type OwnerBlock = { reason: 'licence'; owner: string } | { reason: 'role' };

/**
 * Whether this session can use the owner's actions on this domain: not on a domain licensed to it (whatever the
 * licence's rights), nor when its own role stops it (a sub-account's role; the caller says so through
 * `ownerActions`). The demo refuses the same calls (domainLicenses/rights.ts, subAccounts/roles.ts).
 */
export const ownerBlock = (domain: AccessDomain, session?: { ownerActions: boolean }): OwnerBlock | null => {
    if (session && !session.ownerActions) return { reason: 'role' };
    if (isShared(domain)) return { reason: 'licence', owner: domain.shareFrom ?? '' };
    return null;
};

/**
 * The record rule over a list of domains (the bulk pickers and runs): each domain whose records this session may
 * not change, by its name in lower case, with the reason recordBlock gives. Domains not listed are open.
 */
export const recordBlocksByName = (domains: readonly (AccessDomain & Pick<Domain, 'domain'>)[], session?: SessionRecordRights): Map<string, RecordBlock> => {
    const blocks = new Map<string, RecordBlock>();
    for (const domain of domains) {
        const block = recordBlock(domain, session);
        if (block) blocks.set(domain.domain.toLowerCase(), block);
    }
    return blocks;
};
