import { localStorageStore, type Store } from 'react-admin';
import type { Flavour } from '../../authProvider/session';
import { i18nProvider } from '../../i18n/provider';
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
 * A Store that answers `locale()` for "locale" until a language is chosen. react-admin's I18nContextProvider
 * renders nothing on its first pass when the Store's locale differs from the i18n provider's, an absent one
 * included: on every cold load the whole page then rendered one scheduled pass later, after an effect.
 */
export const withStartingLocale = (base: Store, locale: () => string): Store => ({
    ...base,
    getItem: <T>(key: string, defaultValue?: T) => (key === 'locale' ? base.getItem(key, locale() as T) : base.getItem(key, defaultValue)),
});

/**
 * The Store of one flavour (localStorage, one prefix per flavour), with the sidebar state the window's width
 * starts with (startSidebar) and the i18n provider's language until one is chosen (withStartingLocale). Bump the version when a stored value changes shape.
 */
export const createConsoleStore = (flavour: Flavour, version = '1'): Store => {
    const store = withStartingLocale(preservingStore(localStorageStore(version, `dns-console.${flavour}`)), () => i18nProvider.getLocale());
    startSidebar(store);
    return store;
};
