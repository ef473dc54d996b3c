import type { RuntimeConfig } from '../config/runtime';
import { createSession, type Flavour } from './session';

/**
 * Where each console keeps its session. Script of one origin reads all of that origin's storage, so the only real
 * wall between the operator's token and the user console is a separate origin for the admin console (README,
 * "Deploying"; docs/security.md, "Tokens"). When the two share an origin (the default), the admin token is kept out
 * of the storage the user console uses: in the admin tab's sessionStorage (each admin tab signs in for itself, and
 * closing it ends that session), never in localStorage; and the user console removes any admin session it can see
 * at start (the tab "sign in as this user" opens starts with a copy of the admin tab's sessionStorage).
 */

type Here = Pick<Location, 'href' | 'origin'>;

/** True when the user console ("sign in as this user" opens it) is on this page's origin. */
export const adminSharesOrigin = (config: Pick<RuntimeConfig, 'userConsoleUrl'>, here: Here = window.location): boolean => {
    if (!config.userConsoleUrl) return true;
    try {
        return new URL(config.userConsoleUrl, here.href).origin === here.origin;
    } catch {
        return true;
    }
};

/** The storage a flavour's session lives in. */
export const sessionStorageFor = (flavour: Flavour, config: Pick<RuntimeConfig, 'userConsoleUrl'>, here: Here = window.location): Storage =>
    flavour === 'admin' && adminSharesOrigin(config, here) ? globalThis.sessionStorage : globalThis.localStorage;

/**
 * At start: the user console removes every admin session it can reach (this tab's copy, one an earlier version kept
 * in localStorage); the admin console in its tab's sessionStorage removes the one an earlier version kept in localStorage.
 */
export const forgetForeignSessions = (flavour: Flavour, config: Pick<RuntimeConfig, 'userConsoleUrl'>, here: Here = window.location): void => {
    const own = sessionStorageFor(flavour, config, here);
    [globalThis.localStorage, globalThis.sessionStorage]
        .filter(storage => flavour === 'user' || storage !== own)
        .forEach(storage => createSession('admin', storage).clear());
};
