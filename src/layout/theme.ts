import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../config/constants';

/** The console's brand colour (SPEC: primary colour, default blue). */
export const BRAND_BLUE = '#1677ff';

/** The base light theme: react-admin's defaults with the console's blue and the spec's side menu widths. */
export const lightTheme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        ...defaultLightTheme.palette,
        primary: { main: BRAND_BLUE, dark: '#0958d9', light: '#4096ff', contrastText: '#fff' },
        background: { default: '#f5f7fa', paper: '#fff' },
    },
    shape: { borderRadius: 6 },
    components: {
        ...defaultLightTheme.components,
        // console buttons read as written ("Sign in", "English"), not shouted in capitals
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
};
