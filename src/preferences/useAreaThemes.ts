import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { buildAreaTheme } from './buildThemes';
import { useTablePrefs } from './tablePrefs';
import { useThemePrefs } from './themePrefs';

/**
 * The MUI theme of each area (header, aside, main) from the saved preferences: light or dark per area, all in
 * the chosen primary colour; the main theme also carries the table settings (size, stripes, borders,
 * alignment) so every list follows them. Each theme is rebuilt only when one of its own inputs changes.
 */
export const useAreaThemes = (): { header: Theme; aside: Theme; main: Theme } => {
    const { prefs } = useThemePrefs();
    const { prefs: table } = useTablePrefs();
    const { headerTheme, asideTheme, mainTheme, primaryColor } = prefs;
    const header = useMemo(() => buildAreaTheme({ area: 'header', mode: headerTheme, primaryColor }), [headerTheme, primaryColor]);
    const aside = useMemo(() => buildAreaTheme({ area: 'aside', mode: asideTheme, primaryColor }), [asideTheme, primaryColor]);
    const main = useMemo(() => buildAreaTheme({ area: 'main', mode: mainTheme, primaryColor, table }), [mainTheme, primaryColor, table]);
    return useMemo(() => ({ header, aside, main }), [header, aside, main]);
};
