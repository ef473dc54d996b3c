import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { buildAreaTheme } from './buildThemes';
import { useTablePrefs } from './tablePrefs';
import { useThemePrefs } from './themePrefs';

/**
 * The MUI theme of each area (header, aside, main) from the saved preferences: light or dark per area, all in
 * the chosen primary colour; the main theme also carries the table settings (size, stripes, borders,
 * alignment) so every list follows them; every progress indicator is named with the translated "loading". Each
 * theme is rebuilt only when one of its own inputs changes.
 */
export const useAreaThemes = (): { header: Theme; aside: Theme; main: Theme } => {
    const { prefs } = useThemePrefs();
    const { prefs: table } = useTablePrefs();
    const loadingLabel = useTranslate()('ra.page.loading');
    const { headerTheme, asideTheme, mainTheme, primaryColor } = prefs;
    const header = useMemo(() => buildAreaTheme({ area: 'header', mode: headerTheme, primaryColor, loadingLabel }), [headerTheme, primaryColor, loadingLabel]);
    const aside = useMemo(() => buildAreaTheme({ area: 'aside', mode: asideTheme, primaryColor, loadingLabel }), [asideTheme, primaryColor, loadingLabel]);
    const main = useMemo(
        () => buildAreaTheme({ area: 'main', mode: mainTheme, primaryColor, table, loadingLabel }),
        [mainTheme, primaryColor, table, loadingLabel],
    );
    return useMemo(() => ({ header, aside, main }), [header, aside, main]);
};
