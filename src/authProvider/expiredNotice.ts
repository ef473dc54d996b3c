import type { Flavour } from './session';

/**
 * "Your session has expired" must reach the login page. react-admin only notifies a checkError rejection
 * while checkAuth still passes, and checkError has already cleared the session, so the notice travels as a
 * flag in sessionStorage: set by checkError, shown and cleared by the login page (it also survives a reload).
 */
const key = (flavour: Flavour) => `dns-console.${flavour}.expired`;

const storage = (): Storage | undefined => globalThis.sessionStorage;

export const markSessionExpired = (flavour: Flavour): void => {
    storage()?.setItem(key(flavour), '1');
};

export const hasSessionExpired = (flavour: Flavour): boolean => storage()?.getItem(key(flavour)) === '1';

export const clearSessionExpired = (flavour: Flavour): void => {
    storage()?.removeItem(key(flavour));
    storage()?.removeItem(disabledKey(flavour));
};

const disabledKey = (flavour: Flavour) => `dns-console.${flavour}.disabled`;

/** The session ended because the account was disabled: the login page shows the server's words instead of the expiry. */
export const markAccountDisabled = (flavour: Flavour, message: string): void => {
    storage()?.setItem(disabledKey(flavour), message);
};

export const accountDisabledNotice = (flavour: Flavour): string | undefined => storage()?.getItem(disabledKey(flavour)) ?? undefined;
