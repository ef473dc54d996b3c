import { localStorageStore, type Store } from 'react-admin';
import type { Flavour } from '../authProvider/session';
import { PREFERENCE_KEYS } from '../preferences/keys';
import { startSidebar } from './useResponsiveSidebar';

/** Preferences that outlive a session (language, theme, table settings): react-admin resets its Store on sign-out, these keys are put back. */
export const PRESERVED_KEYS: readonly string[] = ['locale', ...PREFERENCE_KEYS];

/** A Store whose reset() keeps `keep`. */
export const preservingStore = (base: Store, keep: readonly string[] = PRESERVED_KEYS): Store => ({
    ...base,
    reset: () => {
        const kept = keep.map(key => [key, base.getItem(key)] as const);
        base.reset();
        kept.forEach(([key, value]) => {
            if (value !== undefined) base.setItem(key, value);
        });
    },
});

/**
 * The Store of one flavour (localStorage, one prefix per flavour), with the sidebar state the window's width
 * starts with (startSidebar). Bump the version when a stored value changes shape.
 */
export const createConsoleStore = (flavour: Flavour, version = '1'): Store => {
    const store = preservingStore(localStorageStore(version, `dns-console.${flavour}`));
    startSidebar(store);
    return store;
};
