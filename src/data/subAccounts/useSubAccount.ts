import { useGetIdentity } from 'react-admin';
import { useUserInfo } from '../account/useUserInfo';
import { roleFromWire } from './types';
import type { SubRole } from './roles';

/** Who a signed-in sub-account is: its role and its owner's account. */
export interface SubAccountSelf {
    role: SubRole;
    owner: string;
}

const selfOf = (wire: unknown): SubAccountSelf | null => {
    if (!wire || typeof wire !== 'object') return null;
    const { role, owner } = wire as { role?: unknown; owner?: unknown };
    return { role: roleFromWire(role), owner: typeof owner === 'string' ? owner : '' };
};

/**
 * The signed-in sub-account, null for the owner, undefined while nobody knows yet. The user info says; until it
 * loads, the sign-in identity does (written in from the stored session before the first render, so the owner's
 * buttons never flicker closed); with neither (a session handed over in the URL), the answer is undefined and the
 * buttons that change something stay closed.
 */
export const useSubAccount = (): SubAccountSelf | null | undefined => {
    const info = useUserInfo();
    const { identity, isPending } = useGetIdentity();
    if (info.data) return selfOf(info.data.subAccount);
    if (identity) return selfOf(identity.subAccount);
    return info.isPending || isPending ? undefined : null;
};
