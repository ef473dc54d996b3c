import { decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildAreaTheme } from './buildThemes';
import { PRESET_COLORS, tintOver } from './colors';
import type { AreaMode } from './themePrefs';
import { selectedToggleText } from './toggleButtonColors';

/** A text colour as it shows on `surface` (the theme's text colours are translucent). */
const onSurface = (color: string, surface: string) => {
    const { values } = decomposeColor(color);
    return tintOver(surface, `rgb(${values[0]}, ${values[1]}, ${values[2]})`, values[3] ?? 1);
};

type RootStyles = (props: { theme: Theme }) => Record<string, unknown>;
const toggleRoot = (theme: Theme) => {
    const overrides = theme.components?.MuiToggleButton?.styleOverrides?.root as RootStyles;
    return overrides({ theme });
};

const MODES: AreaMode[] = ['light', 'dark'];

describe('tintOver', () => {
    it('mixes a colour over a surface at an opacity', () => {
        expect(tintOver('#ffffff', '#000000', 0)).toBe('#ffffff');
        expect(tintOver('#ffffff', '#000000', 1)).toBe('#000000');
        expect(tintOver('#ffffff', '#000000', 0.5)).toBe('#808080');
    });
});

describe('toggle button colours in the theme', () => {
    for (const mode of MODES) {
        it(`${mode}: an unselected label reads at 4.5:1 on the page and on a card`, () => {
            const theme = buildAreaTheme({ area: 'main', mode, primaryColor: PRESET_COLORS[0].value });
            const { color } = toggleRoot(theme) as { color: string };
            expect(color).toBe(theme.palette.text.secondary);
            for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
                expect(getContrastRatio(onSurface(color, surface), surface)).toBeGreaterThanOrEqual(4.5);
            }
        });

        it(`${mode}: a selected primary label reads at 4.5:1 on its tint, hovered or not, for every preset colour`, () => {
            for (const { value } of PRESET_COLORS) {
                const theme = buildAreaTheme({ area: 'main', mode, primaryColor: value });
                const selected = selectedToggleText(theme);
                expect(toggleRoot(theme)['&.MuiToggleButton-primary.Mui-selected']).toEqual({ color: selected });
                const { action, background, primary } = theme.palette;
                for (const opacity of [action.selectedOpacity, action.selectedOpacity + action.hoverOpacity]) {
                    for (const surface of [background.default, background.paper]) {
                        expect(getContrastRatio(selected, tintOver(surface, primary.main, opacity))).toBeGreaterThanOrEqual(4.5);
                    }
                }
            }
        });
    }

    it('keeps the brand blue when it already reads (light: the accessible shade, a shade darker at most)', () => {
        const theme = buildAreaTheme({ area: 'main', mode: 'light', primaryColor: PRESET_COLORS[0].value });
        const selected = selectedToggleText(theme);
        expect(getContrastRatio(selected, theme.palette.primary.main)).toBeLessThan(1.3);
    });
});
