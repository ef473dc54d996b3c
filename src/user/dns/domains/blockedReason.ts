import type { TranslateFunction } from 'react-admin';
import { isEnabled, isLocked, isShared, type Domain } from '../../../data/domains/api';

type Row = Pick<Domain, 'isShare' | 'shareFrom' | 'locked' | 'status'>;

/** Why an owner-only action (lock, group, remark, pause, delete) is closed on a domain shared with the user; null when it is not shared. */
export const ownerOnlyReason = (translate: TranslateFunction, domain: Row): string | null =>
    isShared(domain) ? translate('domainAccess.shared.ownerOnly', { account: domain.shareFrom ?? '' }) : null;

/** Why the row's pause or delete is closed: a share, or a lock (a locked domain can still be enabled); null when open. */
export const rowActionReason = (translate: TranslateFunction, domain: Row, action: 'status' | 'delete'): string | null => {
    const shared = ownerOnlyReason(translate, domain);
    if (shared) return shared;
    const locked = isLocked(domain) && (action === 'delete' || isEnabled(domain));
    return locked ? translate('domainAccess.locked.reason') : null;
};
