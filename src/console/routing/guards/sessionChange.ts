import { isOpenPath } from '../../../authProvider/routeGuard';

/** What another tab did to this flavour's session: signed in as someone (else), or signed out / expired. */
export type SessionChange = 'changed' | 'expired';

/** The fields of a `storage` event the decision reads (a plain object in tests). */
type StorageChange = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>;

/**
 * The cross-tab rule of SPEC section 4: a `storage` event (fired only in the OTHER tabs of the origin) for the
 * flavour's token key means the session changed under this tab.
 *  - a new non-null token, different from the one before -> 'changed' ("登录账号变更！");
 *  - the token removed -> 'expired' ("登录过期！"); `localStorage.clear()` (key null) counts as a removal;
 *  - anything else (other keys, the same value written again) -> null;
 *  - never on the login, register, forget, reset-password or register-binding pages (`pathname` is the router path).
 */
export const sessionChange = (event: StorageChange, tokenKey: string, pathname: string): SessionChange | null => {
    if (isOpenPath(pathname)) return null;
    if (event.key === null) return 'expired';
    if (event.key !== tokenKey) return null;
    if (event.newValue === event.oldValue) return null;
    return event.newValue ? 'changed' : 'expired';
};
