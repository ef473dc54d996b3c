import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRAND_BLUE } from '../shell/theme';
import { buildAreaTheme, buildAreaThemes, SURFACES, STRIPE, tableStyles, TEXT } from './buildThemes';
import { DEFAULT_TABLE_PREFS, type TablePrefs } from './tablePrefs';
import { DEFAULT_THEME_PREFS, type AreaMode } from './themePrefs';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../config/constants';
import { PRESET_COLORS } from './colors';
import { accessibleShade } from './accessiblePalette';

const table = (change: Partial<TablePrefs> = {}): TablePrefs => ({ ...DEFAULT_TABLE_PREFS, ...change });
type Overrides = Record<string, Record<string, unknown>>;
const rootOverrides = (theme: ReturnType<typeof buildAreaTheme>, name: string) =>
    (theme.components as Record<string, { styleOverrides?: { root?: Overrides }; defaultProps?: Record<string, unknown> }>)[name];

describe('buildAreaThemes', () => {
    it('defaults: three light themes in the brand blue (its accessible shade), a white header with dark text, the spec sidebar widths', () => {
        const { header, aside, main } = buildAreaThemes();
        for (const theme of [header, aside, main]) {
            expect(theme.palette.mode).toBe('light');
            expect(theme.palette.primary.main).toBe(accessibleShade(BRAND_BLUE, 'light'));
            expect(theme.palette.primary.contrastText).toBe('#fff');
            expect(theme.sidebar).toEqual({ width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH });
        }
        expect(header.palette.background.paper).toBe('#ffffff');
        expect(getContrastRatio(header.palette.text.primary, header.palette.background.paper)).toBeGreaterThan(12);
        expect(main.palette.background.default).toBe('#f5f7fa');
    });

    it('a dark aside is a dark palette (navy surface, light text and dividers) while header and main stay light', () => {
        const { header, aside, main } = buildAreaThemes({ ...DEFAULT_THEME_PREFS, asideTheme: 'dark' });
        expect(aside.palette.mode).toBe('dark');
        expect(aside.palette.background.paper).toBe(SURFACES.dark.aside.paper);
        expect(aside.palette.text.primary).toBe(TEXT.dark.primary);
        expect(aside.palette.divider).toMatch(/255, 255, 255/);
        expect(header.palette.mode).toBe('light');
        expect(main.palette.mode).toBe('light');
    });

    it('a dark main is neutral dark with lighter cards, and drops the light-only input tint', () => {
        const { main } = buildAreaThemes({ ...DEFAULT_THEME_PREFS, mainTheme: 'dark' });
        expect(main.palette.mode).toBe('dark');
        expect(main.palette.background).toMatchObject(SURFACES.dark.main);
        expect((main.components as Record<string, unknown>).MuiFilledInput).toBeUndefined();
    });

    it('the chosen primary colour reaches every area, in the shade its mode needs', () => {
        const { header, aside, main } = buildAreaThemes({ ...DEFAULT_THEME_PREFS, primaryColor: '#f5222d', headerTheme: 'dark' });
        expect(header.palette.primary.main).toBe(accessibleShade('#f5222d', 'dark'));
        for (const theme of [aside, main]) expect(theme.palette.primary.main).toBe(accessibleShade('#f5222d', 'light'));
    });

    it.each(['light', 'dark'] as AreaMode[])('every text level and every preset primary stays legible on %s surfaces', mode => {
        for (const area of ['header', 'aside', 'main'] as const) {
            for (const { value } of PRESET_COLORS) {
                const theme = buildAreaTheme({ area, mode, primaryColor: value });
                const paper = theme.palette.background.paper;
                expect(getContrastRatio(theme.palette.text.primary, paper)).toBeGreaterThanOrEqual(7);
                expect(getContrastRatio(theme.palette.text.secondary, paper)).toBeGreaterThanOrEqual(4.5);
                expect(getContrastRatio(theme.palette.primary.main, paper), `${value} on ${area} ${mode}`).toBeGreaterThanOrEqual(4.5);
                // a filled primary button's label
                expect(getContrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
            }
        }
    });

    it('a faint colour is darkened on white and lightened on navy, keeping its hue', () => {
        const onWhite = buildAreaTheme({ area: 'main', mode: 'light', primaryColor: '#faad14' }).palette.primary.main;
        const onNavy = buildAreaTheme({ area: 'aside', mode: 'dark', primaryColor: '#722ed1' }).palette.primary.main;
        expect(onWhite).not.toBe('#faad14');
        expect(onNavy).not.toBe('#722ed1');
        expect(getContrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(onNavy, SURFACES.dark.aside.paper)).toBeGreaterThanOrEqual(4.5);
    });

    it('the header makes an inherit-coloured app bar take its surface and text colours', () => {
        const header = buildAreaTheme({ area: 'header', mode: 'dark', primaryColor: BRAND_BLUE });
        const appBar = rootOverrides(header, 'MuiAppBar') as unknown as { styleOverrides: { colorInherit: Record<string, string> } };
        expect(appBar.styleOverrides.colorInherit).toEqual({ backgroundColor: SURFACES.dark.header.paper, color: TEXT.dark.primary });
    });
});

describe('table settings in the main theme', () => {
    it('defaults: small tables, no extra styles', () => {
        const { main } = buildAreaThemes(DEFAULT_THEME_PREFS, table());
        for (const name of ['MuiTable', 'RaDataTable', 'RaDatagrid']) expect(rootOverrides(main, name).defaultProps).toEqual({ size: 'small' });
        expect(rootOverrides(main, 'RaDataTable').styleOverrides?.root).toEqual({});
    });

    it('stripe, border, size and align become DataTable and Datagrid overrides', () => {
        const { main, header } = buildAreaThemes(DEFAULT_THEME_PREFS, table({ stripe: true, border: true, size: 'medium', align: 'center' }));
        for (const name of ['RaDataTable', 'RaDatagrid']) {
            const entry = rootOverrides(main, name);
            expect(entry.defaultProps).toEqual({ size: 'medium' });
            const root = entry.styleOverrides!.root!;
            expect(root[`& .${name}-rowOdd:not(.Mui-selected)`]).toEqual({ backgroundColor: STRIPE.light });
            expect(root[`& .${name}-table .MuiTableCell-root`]).toMatchObject({ border: expect.stringContaining('1px solid') });
            const alignRule = Object.entries(root).find(([selector]) => selector.includes(':not(.MuiTableCell-alignRight)'));
            expect(alignRule?.[1]).toEqual({ textAlign: 'center' });
        }
        expect(rootOverrides(main, 'MuiTable').defaultProps).toEqual({ size: 'medium' });
        // lists live in the main area only
        expect(rootOverrides(header, 'RaDataTable')).toBeUndefined();
    });

    it('stripes follow the main mode', () => {
        expect(tableStyles('RaDataTable', table({ stripe: true }), 'dark')['& .RaDataTable-rowOdd:not(.Mui-selected)']).toEqual({
            backgroundColor: STRIPE.dark,
        });
    });
});
