import { useTranslate } from 'react-admin';
import type { DomainNeed } from '../../data/domainLicenses/rights';
import { roleAllows } from '../../data/subAccounts/roles';
import { useSubAccount } from '../../data/subAccounts/useSubAccount';

/** Whether the session's own role closes what a need asks, and why: `checking` while the role is not known yet. */
export interface SubAccountClosure {
    reason: string | null;
    checking: boolean;
}

/**
 * Why a signed-in sub-account may not do what `need` asks on its domains (its role does not allow it), or null:
 * the owner, or a role that allows it. `account` stands for what stays the owner's whatever the role (adding domains).
 * While nobody knows yet whether the session is a sub-account's, what changes something stays closed (`checking`):
 * a domain's own reason (a licence, a lock) says more, so the domain checks put theirs first.
 */
export const useSubAccountClosure = (need: DomainNeed | 'account'): SubAccountClosure => {
    const translate = useTranslate();
    const sub = useSubAccount();
    if (sub === undefined) return need === 'read' ? { reason: null, checking: false } : { reason: translate('sessionAccess.checking'), checking: true };
    if (!sub || (need !== 'account' && roleAllows(sub.role, need))) return { reason: null, checking: false };
    const reason = translate(need === 'account' ? 'subAccess.ownerOnly' : 'subAccess.roleOnly', {
        role: translate(`subAccess.roles.${sub.role}`),
        owner: sub.owner,
    });
    return { reason, checking: false };
};

/** The reason alone (useSubAccountClosure): the buttons that only need to know whether to close, and why. */
export const useSubAccountReason = (need: DomainNeed | 'account'): string | null => useSubAccountClosure(need).reason;
