import { createTheme, getContrastRatio } from '@mui/material/styles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessibleShade, accessiblePalette, MODE_SURFACES, type PaletteMode } from './accessiblePalette';
import { a11yDefaults } from './a11yDefaults';
import { PRESET_COLORS, readableOnAll } from './colors';

const MODES: PaletteMode[] = ['light', 'dark'];
const STATUS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const hexColour = fc.integer({ min: 0, max: 0xffffff }).map(value => `#${value.toString(16).padStart(6, '0')}`);

describe('accessible shades', () => {
    it.each(MODES)('every colour, text on every %s surface and a filled label on it, reaches 4.5:1', mode => {
        fc.assert(
            fc.property(hexColour, colour => {
                const theme = createTheme({ palette: { mode, ...accessiblePalette(colour, mode) } });
                for (const surface of MODE_SURFACES[mode]) expect(getContrastRatio(theme.palette.primary.main, surface)).toBeGreaterThanOrEqual(4.5);
                expect(getContrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
            }),
            { numRuns: 200 },
        );
    });

    it.each(MODES)('the presets and the status colours pass in %s, as text and as filled controls', mode => {
        for (const { value } of PRESET_COLORS) {
            const palette = createTheme({ palette: { mode, ...accessiblePalette(value, mode) } }).palette;
            for (const name of STATUS) {
                for (const surface of MODE_SURFACES[mode])
                    expect(getContrastRatio(palette[name].main, surface), `${name} ${value}`).toBeGreaterThanOrEqual(4.5);
                expect(getContrastRatio(palette[name].contrastText, palette[name].main), `${name} label`).toBeGreaterThanOrEqual(4.5);
            }
        }
    });

    it.each(MODES)('gives in %s the shade the search finds, asked again or after many other colours', mode => {
        fc.assert(
            fc.property(hexColour, colour => {
                const found = readableOnAll(colour, MODE_SURFACES[mode], 4.5);
                expect(accessibleShade(colour, mode)).toBe(found);
                expect(accessibleShade(colour, mode)).toBe(found);
            }),
            { numRuns: 600 },
        );
    });

    it('darkens on light surfaces and lightens on dark ones, leaving a colour that already passes alone', () => {
        const blue = accessibleShade('#1677ff', 'light');
        expect(blue).not.toBe('#1677ff');
        expect(getContrastRatio(blue, '#000')).toBeLessThan(getContrastRatio('#1677ff', '#000'));
        expect(getContrastRatio(accessibleShade('#1677ff', 'dark'), '#000')).toBeGreaterThan(getContrastRatio('#1677ff', '#000'));
        expect(readableOnAll('#003a8c', ['#ffffff', '#f5f5f5'])).toBe('#003a8c');
        // stays near the chosen colour: the first 2 % step that passes
        expect(getContrastRatio(blue, '#f5f5f5')).toBeLessThan(5.2);
    });
});

describe('a11y theme defaults', () => {
    it('names progress indicators only when a label is known, and moves checkbox and switch names to the input', () => {
        expect(a11yDefaults().MuiCircularProgress).toBeUndefined();
        expect(a11yDefaults('Loading').MuiCircularProgress?.defaultProps).toEqual({ 'aria-label': 'Loading' });
        const slotProps = a11yDefaults().MuiCheckbox?.defaultProps?.slotProps as {
            root: (owner: object) => object;
            input: (owner: object) => object;
        };
        expect(slotProps.root({ 'aria-label': 'Select this row' })).toEqual({ 'aria-label': undefined, inputProps: undefined });
        expect(slotProps.input({ 'aria-label': 'Select this row' })).toEqual({ 'aria-label': 'Select this row' });
        expect(slotProps.input({ inputProps: { 'aria-label': 'Select all', id: 'x' } })).toEqual({ 'aria-label': 'Select all', id: 'x' });
    });
});
