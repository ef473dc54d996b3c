import type { PaletteOptions } from '@mui/material/styles';
import { MIN_PRIMARY_CONTRAST, readableOnAll } from './colors';

export type PaletteMode = 'light' | 'dark';

/**
 * The backgrounds coloured text and filled controls meet in each mode: light, white cards, the grey of panels
 * and hovered rows, and the primary tint of selected toggles, tabs and rows (no lighter than #ebebeb); dark, the
 * navy frame, the near-black page, cards, a raised dialog (MUI lightens elevated dark paper) and selected tints.
 */
export const MODE_SURFACES: Record<PaletteMode, readonly string[]> = {
    light: ['#ffffff', '#f5f5f5', '#ebebeb'],
    dark: ['#001529', '#141414', '#1f1f1f', '#383838', '#424242'],
};

/** MUI's status colours, the starting point of their accessible shades. */
const STATUS = { secondary: '#9c27b0', error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' } as const;

/**
 * The shades found so far, by mode and colour: the search tries up to 50 shades on every surface, and the three
 * areas' themes, rebuilt on each change of the preferences, mostly ask for the same ones. A colour picker dragged
 * through many colours starts it afresh past SHADES_KEPT.
 */
const shades = new Map<string, string>();
const SHADES_KEPT = 256;

/**
 * A colour made legible in a mode: darkened (light mode) or lightened (dark mode) until it reaches 4.5:1 on
 * every surface of that mode. Used as `main`, it is readable as text (links, outlined buttons, chips) and, with
 * `contrastThreshold: 4.5`, MUI gives a filled control a label colour that reaches 4.5:1 on it too.
 */
export const accessibleShade = (color: string, mode: PaletteMode): string => {
    const key = `${mode} ${color}`;
    let shade = shades.get(key);
    if (shade === undefined) {
        shade = readableOnAll(color, MODE_SURFACES[mode], MIN_PRIMARY_CONTRAST);
        if (shades.size >= SHADES_KEPT) shades.clear();
        shades.set(key, shade);
    }
    return shade;
};

/**
 * The colour part of a palette for a mode: the chosen primary and MUI's status colours in their accessible
 * shades, and the contrast threshold that picks filled controls' label colour (WCAG AA for normal text).
 */
export const accessiblePalette = (primaryColor: string, mode: PaletteMode): PaletteOptions => ({
    contrastThreshold: MIN_PRIMARY_CONTRAST,
    primary: { main: accessibleShade(primaryColor, mode) },
    secondary: { main: accessibleShade(STATUS.secondary, mode) },
    error: { main: accessibleShade(STATUS.error, mode) },
    warning: { main: accessibleShade(STATUS.warning, mode) },
    info: { main: accessibleShade(STATUS.info, mode) },
    success: { main: accessibleShade(STATUS.success, mode) },
});
