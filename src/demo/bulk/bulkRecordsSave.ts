import { ownDomain } from '../dns/access';
import { requireUnlocked } from '../dns/saveRecord';
import type { Input } from '../fields';
import type { AuthedContext } from '../http';
import type { DemoDomain } from '../model';

/** The user's unlocked domain a bulk item names (domain_id, else domain); records are then written by dns/saveRecord. */
export const writableDomain = (context: AuthedContext, info: Input): DemoDomain => {
    const domain = ownDomain(context, info, ['domain_id'], 'records');
    requireUnlocked(domain);
    return domain;
};
