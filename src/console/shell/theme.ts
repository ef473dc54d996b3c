import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../config/constants';
import { a11yDefaults } from '../preferences/a11yDefaults';
import { accessiblePalette } from '../preferences/accessiblePalette';
import { focusRing } from '../preferences/focusRing';
import { toggleButtonColors } from '../preferences/toggleButtonColors';

/** The console's brand colour (SPEC: primary colour, default blue). */
export const BRAND_BLUE = '#1677ff';

/**
 * The base light theme: react-admin's defaults with the console's blue and the spec's side menu widths. Its
 * colours are the accessible shades of the blue and of the status colours (4.5:1 on white and grey panels), so
 * the sign-in pages, which have no area theme, read as well as the console.
 */
export const lightTheme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        ...defaultLightTheme.palette,
        ...accessiblePalette(BRAND_BLUE, 'light'),
        background: { default: '#f5f7fa', paper: '#fff' },
    },
    shape: { borderRadius: 6 },
    components: {
        ...defaultLightTheme.components,
        // console buttons and tabs read as written ("Sign in", "Import records"), not shouted in capitals
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        ...a11yDefaults(),
        // one keyboard focus indicator for every control, the sign-in pages included
        ...focusRing,
        // toggle labels in colours that reach 4.5:1, selected or not
        ...toggleButtonColors,
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
};
