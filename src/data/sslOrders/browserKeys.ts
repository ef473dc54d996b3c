/**
 * Private keys made in the browser for a certificate request are never stored: the key lives in the apply page's
 * memory, is offered once as a file, and is gone when the page is left. Earlier versions kept each key in
 * localStorage under this prefix; those copies are removed when a console starts and when a user signs out.
 */
const LEGACY_KEY_PREFIX = 'dns-console.ssl.key.';

/** Removes every private key an earlier version stored in `storage`. */
export const forgetStoredPrivateKeys = (storage: Storage | undefined = globalThis.localStorage): void => {
    if (!storage) return;
    try {
        const stored = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
            (name): name is string => name?.startsWith(LEGACY_KEY_PREFIX) ?? false,
        );
        stored.forEach(name => storage.removeItem(name));
    } catch {
        // storage disabled: nothing can have been kept there either
    }
};
