import { normaliseHex } from './colors';
import { isObject, oneOf, useSavedPrefs } from './savedPrefs';

/** Layout theme of SPEC section 3: where the menu sits, light or dark per area, and the primary colour. */
export interface ThemePrefs {
    /** 'vertical' = left-to-right (side menu); 'horizontal' = top-to-bottom (menu in the header). */
    layoutMode: 'vertical' | 'horizontal';
    headerTheme: 'light' | 'dark';
    asideTheme: 'light' | 'dark';
    mainTheme: 'light' | 'dark';
    primaryColor: string;
}

export type AreaMode = ThemePrefs['headerTheme'];

export const LAYOUT_MODES: ReadonlyArray<ThemePrefs['layoutMode']> = ['vertical', 'horizontal'];
export const AREA_MODES: readonly AreaMode[] = ['light', 'dark'];

export const DEFAULT_THEME_PREFS: ThemePrefs = {
    layoutMode: 'vertical',
    headerTheme: 'light',
    asideTheme: 'light',
    mainTheme: 'light',
    primaryColor: '#1677ff',
};

export const THEME_PREFS_KEY = 'preferences.theme';

/** The saved theme as read back: every field checked, defaults for whatever is missing or malformed. */
export const sanitizeThemePrefs = (saved: unknown): ThemePrefs => {
    const value = isObject(saved) ? saved : {};
    const d = DEFAULT_THEME_PREFS;
    return {
        layoutMode: oneOf(value.layoutMode, LAYOUT_MODES, d.layoutMode),
        headerTheme: oneOf(value.headerTheme, AREA_MODES, d.headerTheme),
        asideTheme: oneOf(value.asideTheme, AREA_MODES, d.asideTheme),
        mainTheme: oneOf(value.mainTheme, AREA_MODES, d.mainTheme),
        primaryColor: normaliseHex(value.primaryColor) ?? d.primaryColor,
    };
};

/** The saved theme (react-admin Store, localStorage), with a setter that merges and a reset that clears it. */
export const useThemePrefs = () => useSavedPrefs<ThemePrefs>(THEME_PREFS_KEY, sanitizeThemePrefs);
