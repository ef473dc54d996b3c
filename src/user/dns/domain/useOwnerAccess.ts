import { useTranslate } from 'react-admin';
import { ownerBlock } from '../../../data/domains/recordAccess';
import { useSubAccountClosure } from '../subAccountReason';
import { useDomain } from './useDomain';

/**
 * Why this session may not change the page's domain's own settings and DNSSEC, in the language shown: licensed to
 * it by another account, or a sub-account whose role does not reach them; null when it may (and while the domain
 * loads: the server still refuses what it must); while the session's role is not known yet, closed too.
 */
export const useOwnerAccess = (): string | null => {
    const translate = useTranslate();
    const { data: domain } = useDomain();
    const role = useSubAccountClosure('owner');
    const block = ownerBlock(domain ?? { locked: 0 }, role.reason && !role.checking ? { ownerActions: false } : undefined);
    if (!block) return role.reason;
    return block.reason === 'role' && role.reason
        ? role.reason
        : translate('recordAccess.ownerLicence', { account: block.reason === 'licence' ? block.owner : '' });
};
