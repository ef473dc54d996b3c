import type { UserIdentity } from 'react-admin';

/** Session data (SPEC section 3): token and user, stored locally, one pair of keys per flavour. */
export type Flavour = 'user' | 'admin';

export interface StoredUser {
    userId?: number | string;
    username?: string;
    [key: string]: unknown;
}

/**
 * react-admin's identity of a stored user (authProvider.getIdentity, and its answer written in at start). A
 * sub-account's identity carries its role as the sign-in answered it, so its buttons know the role from the first
 * render, before the user info loads again.
 */
export const identityOf = (user: StoredUser | null | undefined): UserIdentity => {
    const username = typeof user?.username === 'string' ? user.username : '';
    const identity: UserIdentity = { id: user?.userId ?? username, fullName: username };
    return user?.subAccount ? { ...identity, subAccount: user.subAccount } : identity;
};

export interface Session {
    /** The key of the token in `storage`: the cross-tab watch listens to it. */
    readonly tokenKey: string;
    /** Where the session is kept (sessionPlacement.ts): localStorage, or the tab's sessionStorage for an admin sharing the user console's origin. */
    readonly storage: Storage;
    getToken(): string | null;
    setToken(token: string): void;
    getUser(): StoredUser | null;
    setUser(user: StoredUser): void;
    clear(): void;
}

export const createSession = (flavour: Flavour, storage: Storage = globalThis.localStorage): Session => {
    const tokenKey = `dns-console.${flavour}.token`;
    const userKey = `dns-console.${flavour}.user`;
    return {
        tokenKey,
        storage,
        getToken: () => storage.getItem(tokenKey),
        setToken: token => storage.setItem(tokenKey, token),
        getUser: () => {
            try {
                return JSON.parse(storage.getItem(userKey) ?? 'null') as StoredUser | null;
            } catch {
                return null;
            }
        },
        setUser: user => storage.setItem(userKey, JSON.stringify(user)),
        clear: () => {
            storage.removeItem(tokenKey);
            storage.removeItem(userKey);
        },
    };
};
