import { useTranslate } from 'react-admin';
import type { DomainNeed } from '../../data/domainLicenses/rights';
import { roleAllows } from '../../data/subAccounts/roles';
import { useSubAccount } from '../../data/subAccounts/useSubAccount';

/**
 * Why a signed-in sub-account may not do what `need` asks on its domains (its role does not allow it), or null:
 * the owner, or a role that allows it. `account` stands for what stays the owner's whatever the role (adding domains).
 */
export const useSubAccountReason = (need: DomainNeed | 'account'): string | null => {
    const translate = useTranslate();
    const sub = useSubAccount();
    if (!sub || (need !== 'account' && roleAllows(sub.role, need))) return null;
    return translate(need === 'account' ? 'subAccess.ownerOnly' : 'subAccess.roleOnly', { role: translate(`subAccess.roles.${sub.role}`), owner: sub.owner });
};
