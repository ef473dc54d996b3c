import { useCallback } from 'react';
import { useTablePrefs } from './tablePrefs';
import { useThemePrefs } from './themePrefs';

/** Both saved groups, and the drawer's reset: it clears the saved theme AND the table settings. */
export const usePreferences = () => {
    const theme = useThemePrefs();
    const table = useTablePrefs();
    const { reset: resetTheme } = theme;
    const { reset: resetTable } = table;
    const resetAll = useCallback(() => {
        resetTheme();
        resetTable();
    }, [resetTheme, resetTable]);
    return { theme, table, resetAll } as const;
};
