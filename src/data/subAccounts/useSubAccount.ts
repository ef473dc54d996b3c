import { useUserInfo } from '../account/useUserInfo';
import { roleFromWire } from './types';
import type { SubRole } from './roles';

/** Who a signed-in sub-account is: its role and its owner's account. */
export interface SubAccountSelf {
    role: SubRole;
    owner: string;
}

/** The signed-in sub-account, or null for the owner (and while the user info loads). */
export const useSubAccount = (): SubAccountSelf | null => {
    const { data } = useUserInfo();
    return data?.subAccount ? { role: roleFromWire(data.subAccount.role), owner: data.subAccount.owner } : null;
};
