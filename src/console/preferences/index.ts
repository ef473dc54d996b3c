export { DEFAULT_THEME_PREFS, THEME_PREFS_KEY, useThemePrefs, type ThemePrefs, type AreaMode } from './themePrefs';
export { DEFAULT_TABLE_PREFS, PAGE_SIZE_OPTIONS, TABLE_PREFS_KEY, pageSizeOptions, useTablePageSize, useTablePrefs, type TablePrefs } from './tablePrefs';
export { usePreferences } from './usePreferences';
export { useAreaThemes } from './useAreaThemes';
export { ThemeDrawer, ThemeSettings } from './ThemeDrawer';
export { ThemeDrawerButton } from './ThemeDrawerButton';
export { useListPaging } from '../overrides/ListPaging';
export { PREFERENCE_KEYS } from './keys';
