import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { lightTheme } from '../shell/theme';
import { a11yDefaults } from './a11yDefaults';
import { accessiblePalette } from './accessiblePalette';
import { listToolbarStyles } from './listToolbar';
import type { TablePrefs } from './tablePrefs';
import { DEFAULT_THEME_PREFS, type AreaMode, type ThemePrefs } from './themePrefs';

/** The three areas of the shell, each with its own theme. */
type ThemeArea = 'header' | 'aside' | 'main';

interface Surface {
    /** Page background (behind cards). */
    default: string;
    /** Cards, the app bar, the side menu, menus and dialogs. */
    paper: string;
}

/**
 * Backgrounds per mode and area. Light: a white header and menu over a soft grey page. Dark: a deep navy header
 * and menu (the classic console frame), and a neutral near-black page with slightly lighter cards.
 */
export const SURFACES: Record<AreaMode, Record<ThemeArea, Surface>> = {
    light: {
        header: { default: '#ffffff', paper: '#ffffff' },
        aside: { default: '#ffffff', paper: '#ffffff' },
        main: { default: '#f5f7fa', paper: '#ffffff' },
    },
    dark: {
        header: { default: '#001529', paper: '#001529' },
        aside: { default: '#001529', paper: '#001529' },
        main: { default: '#141414', paper: '#1f1f1f' },
    },
};

/** Text on the surfaces above: every level at least 4.5:1 (primary, secondary) on its own mode's surfaces. */
export const TEXT: Record<AreaMode, { primary: string; secondary: string; disabled: string }> = {
    light: { primary: 'rgba(0, 0, 0, 0.88)', secondary: 'rgba(0, 0, 0, 0.6)', disabled: 'rgba(0, 0, 0, 0.38)' },
    dark: { primary: 'rgba(255, 255, 255, 0.88)', secondary: 'rgba(255, 255, 255, 0.65)', disabled: 'rgba(255, 255, 255, 0.4)' },
};

const DIVIDER: Record<AreaMode, string> = { light: 'rgba(0, 0, 0, 0.12)', dark: 'rgba(255, 255, 255, 0.12)' };

/** Background of every other row when the table settings ask for stripes. */
export const STRIPE: Record<AreaMode, string> = { light: 'rgba(0, 0, 0, 0.025)', dark: 'rgba(255, 255, 255, 0.04)' };

/** MUI's and react-admin's component settings from the base theme, with the light-only colours dropped in dark. */
const baseComponents = (mode: AreaMode, surface: Surface): RaThemeOptions['components'] => {
    const components = { ...lightTheme.components };
    if (mode === 'light') return components;
    delete components.MuiFilledInput; // a black 4 % tint, invisible on dark: MUI's dark default instead
    return {
        ...components,
        RaToolbar: { styleOverrides: { root: { backgroundColor: alpha('#ffffff', 0.06) } } },
        MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#434343' } } },
        // keep the exact surface colour on the frame; elevation still lifts menus and dialogs
        MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none', backgroundColor: surface.paper } } },
    };
};

/** The app bar takes the header's surface and text colours (white with dark text, or navy with light text). */
const headerComponents = (surface: Surface, mode: AreaMode) => ({
    MuiAppBar: {
        defaultProps: { color: 'inherit' as const, elevation: 0 },
        styleOverrides: {
            root: { backgroundImage: 'none', colorScheme: mode },
            colorInherit: { backgroundColor: surface.paper, color: TEXT[mode].primary },
        },
    },
});

/**
 * Text that sets no colour of its own inherits it: the page body still carries the light base theme, so the
 * main area (react-admin's Layout root) and the side menu restate their own text colour, and the colour scheme
 * of native controls and scrollbars.
 */
const textOf = (mode: AreaMode) => ({ color: TEXT[mode].primary, colorScheme: mode });

const ALIGN_CLASSES = ['alignLeft', 'alignCenter', 'alignRight', 'alignJustify', 'paddingCheckbox'];
/** Cells whose column sets no alignment of its own (and not the selection checkboxes). */
const UNALIGNED_CELL = `.MuiTableCell-root${ALIGN_CLASSES.map(name => `:not(.MuiTableCell-${name})`).join('')}`;

/**
 * CSS for the root of a react-admin table (`RaDataTable` or `RaDatagrid`, which share class names) from the
 * table settings: striped odd rows (the 2nd, 4th … row), a border on every cell, and the text alignment.
 */
export const tableStyles = (prefix: 'RaDataTable' | 'RaDatagrid', table: TablePrefs, mode: AreaMode) => {
    const styles: Record<string, object> = {};
    if (table.stripe) {
        styles[`& .${prefix}-rowOdd:not(.Mui-selected)`] = { backgroundColor: STRIPE[mode] };
    }
    if (table.border) {
        styles[`& .${prefix}-table`] = { borderCollapse: 'collapse', border: `1px solid ${DIVIDER[mode]}` };
        styles[`& .${prefix}-table .MuiTableCell-root`] = { border: `1px solid ${DIVIDER[mode]}` };
        styles[`& .${prefix}-headerCell`] = { borderRadius: 0 };
    }
    if (table.align !== 'left') {
        styles[`& .${prefix}-table ${UNALIGNED_CELL}`] = { textAlign: table.align };
    }
    return styles;
};

/** Table settings as theme entries: every DataTable / Datagrid (and plain MUI table) of the area follows them. */
const tableComponents = (table: TablePrefs, mode: AreaMode) => ({
    MuiTable: { defaultProps: { size: table.size } },
    RaDataTable: { defaultProps: { size: table.size }, styleOverrides: { root: tableStyles('RaDataTable', table, mode) } },
    RaDatagrid: { defaultProps: { size: table.size }, styleOverrides: { root: tableStyles('RaDatagrid', table, mode) } },
});

interface AreaThemeInput {
    area: ThemeArea;
    mode: AreaMode;
    primaryColor: string;
    /** Only the main area shows lists. */
    table?: TablePrefs;
    /** The translated "loading": the name of every progress indicator in the area. */
    loadingLabel?: string;
}

/** The theme options of one area (react-admin conventions: the base light theme, its sidebar widths and components). */
const areaThemeOptions = ({ area, mode, primaryColor, table, loadingLabel }: AreaThemeInput): RaThemeOptions => {
    const surface = SURFACES[mode][area];
    return {
        ...lightTheme,
        palette: {
            ...lightTheme.palette,
            mode,
            // the chosen colour and the status colours in shades that reach 4.5:1 on this mode's surfaces
            ...accessiblePalette(primaryColor, mode),
            background: { ...surface },
            text: { ...TEXT[mode] },
            divider: DIVIDER[mode],
        },
        components: {
            // the base theme's components: its focus ring, toggle button colours and a11y defaults included
            ...baseComponents(mode, surface),
            ...a11yDefaults(loadingLabel),
            ...(area === 'header' ? headerComponents(surface, mode) : {}),
            ...(area === 'aside' ? { RaSidebar: { styleOverrides: { root: textOf(mode) } } } : {}),
            ...(area === 'main' ? { RaLayout: { styleOverrides: { root: textOf(mode) } }, RaList: { styleOverrides: { root: listToolbarStyles } } } : {}),
            ...(table ? tableComponents(table, mode) : {}),
        },
    };
};

export const buildAreaTheme = (input: AreaThemeInput): Theme => createTheme(areaThemeOptions(input));

/** All three themes from the saved preferences (what useAreaThemes memoises). */
export const buildAreaThemes = (prefs: ThemePrefs = DEFAULT_THEME_PREFS, table?: TablePrefs) => ({
    header: buildAreaTheme({ area: 'header', mode: prefs.headerTheme, primaryColor: prefs.primaryColor }),
    aside: buildAreaTheme({ area: 'aside', mode: prefs.asideTheme, primaryColor: prefs.primaryColor }),
    main: buildAreaTheme({ area: 'main', mode: prefs.mainTheme, primaryColor: prefs.primaryColor, table }),
});
