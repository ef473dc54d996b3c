import { TABLE_PREFS_KEY } from './tablePrefs';
import { THEME_PREFS_KEY } from './themePrefs';

/**
 * Store keys of the preferences: device choices that should survive sign-out, like the locale (PRESERVED_KEYS in
 * src/console/shell/store.ts). A file of its own: the store is built for /login, which must not load the theme drawer
 * through the preferences' index.
 */
export const PREFERENCE_KEYS: readonly string[] = [THEME_PREFS_KEY, TABLE_PREFS_KEY];
