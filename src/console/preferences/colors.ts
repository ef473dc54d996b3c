import { darken, decomposeColor, getContrastRatio, lighten, rgbToHex } from '@mui/material/styles';

/** The eight swatches of the primary colour picker; the first is the console's default blue. */
export const PRESET_COLORS = [
    { value: '#1677ff', name: 'blue' },
    { value: '#2f54eb', name: 'geekblue' },
    { value: '#722ed1', name: 'purple' },
    { value: '#13c2c2', name: 'cyan' },
    { value: '#52c41a', name: 'green' },
    { value: '#faad14', name: 'gold' },
    { value: '#fa541c', name: 'volcano' },
    { value: '#f5222d', name: 'red' },
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb`, or undefined when it is not one (what `<input type=color>` gives and the store keeps). */
export const normaliseHex = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
    const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value;
    return HEX.test(hex) ? hex.toLowerCase() : undefined;
};

/**
 * Minimum contrast of coloured text against the surface it sits on, and of a filled control's label against the
 * control (WCAG 1.4.3, normal text): primary links and labels, contained buttons, status chips and texts.
 */
export const MIN_PRIMARY_CONTRAST = 4.5;

/** Whether text on this background should be light (the background is dark). */
const isDarkSurface = (surface: string): boolean => getContrastRatio('#fff', surface) > getContrastRatio('#000', surface);

/**
 * The chosen colour, made darker on a light surface (or lighter on a dark one) in small steps until it reaches
 * `min` contrast against `surface`: a gold or cyan primary stays legible as link text on white, a purple on navy.
 */
export const readableOn = (color: string, surface: string, min = MIN_PRIMARY_CONTRAST): string => readableOnAll(color, [surface], min);

/**
 * `readableOn` for every surface of a list at once (all of one brightness: the page, cards, grey panels and
 * raised dialogs of one mode). Steps of 2 % keep the shade as close to the chosen colour as the rule allows.
 */
export const readableOnAll = (color: string, surfaces: readonly string[], min = MIN_PRIMARY_CONTRAST): string => {
    const passes = (candidate: string) => surfaces.every(surface => getContrastRatio(candidate, surface) >= min);
    if (passes(color)) return color;
    const dark = isDarkSurface(surfaces[0] ?? '#fff');
    for (let step = 1; step <= 50; step++) {
        const candidate = rgbToHex(dark ? lighten(color, step * 0.02) : darken(color, step * 0.02));
        if (passes(candidate)) return candidate;
    }
    return dark ? '#ffffff' : '#000000';
};

/** The opaque colour `color` at `opacity` shows over `surface` (the tint of a selected or hovered control). */
export const tintOver = (surface: string, color: string, opacity: number): string => {
    const below = decomposeColor(surface).values;
    const above = decomposeColor(color).values;
    const mixed = [0, 1, 2].map(index => Math.round(below[index] * (1 - opacity) + above[index] * opacity));
    return rgbToHex(`rgb(${mixed.join(', ')})`);
};
