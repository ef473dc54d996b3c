/**
 * The re-login prompt of SPEC section 8 when the page holds unsaved input: instead of the login page (which
 * would unmount the form and lose what the user typed), checkError asks for a sign-in dialog over the page.
 * A small store between the authProvider (which decides) and the dialog in the shell (which shows it and
 * says whether the page has unsaved input): both sides only know this module.
 */
type Listener = () => void;

/** Whether a re-login dialog over the page is the right prompt now (the page has unsaved input). */
let condition: () => boolean = () => false;
let pending = false;
/** Who was signed in when the session ended: a sign-in with another account starts afresh. */
let previousIdentity: string | undefined;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach(listener => listener());

/** The dialog registers its condition while mounted; the returned function unregisters it. */
export const setReLoginCondition = (next: () => boolean): (() => void) => {
    condition = next;
    return () => {
        if (condition === next) condition = () => false;
    };
};

/**
 * Called by checkError on a 401: true when the dialog takes over (it is already open, or the page has unsaved
 * input), false when the usual redirect to the login page should happen.
 */
export const requestReLogin = (identity: string | undefined): boolean => {
    if (pending) return true;
    if (!condition()) return false;
    pending = true;
    previousIdentity = identity;
    emit();
    return true;
};

export const isReLoginPending = (): boolean => pending;

export const reLoginIdentity = (): string | undefined => previousIdentity;

/** Closes the prompt (signed in again, or the user chose the login page). */
export const endReLogin = (): void => {
    if (!pending) return;
    pending = false;
    previousIdentity = undefined;
    emit();
};

export const subscribeReLogin = (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** The identity key of a stored user, as getIdentity's id reads it (userId, else username). */
export const identityKey = (user: { userId?: unknown; username?: unknown } | null | undefined): string | undefined => {
    const id = user?.userId ?? user?.username;
    return id === undefined || id === null || id === '' ? undefined : String(id);
};
