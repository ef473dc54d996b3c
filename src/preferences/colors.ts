import { darken, getContrastRatio, lighten, rgbToHex } from '@mui/material/styles';

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

export type PresetColorName = (typeof PRESET_COLORS)[number]['name'];

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb`, or undefined when it is not one (what `<input type=color>` gives and the store keeps). */
export const normaliseHex = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
    const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value;
    return HEX.test(hex) ? hex.toLowerCase() : undefined;
};

/**
 * Minimum contrast of primary-coloured text and controls against the surface they sit on (WCAG 1.4.11 for
 * controls and large text). The default blue passes on every surface of the console, so it is used as is.
 */
export const MIN_PRIMARY_CONTRAST = 3;

/**
 * The chosen colour, made darker on a light surface (or lighter on a dark one) in small steps until it reaches
 * `min` contrast against `surface`: a gold or cyan primary stays legible as link text on white, a purple on navy.
 */
export const readableOn = (color: string, surface: string, min = MIN_PRIMARY_CONTRAST): string => {
    if (getContrastRatio(color, surface) >= min) return color;
    const surfaceIsDark = getContrastRatio('#fff', surface) > getContrastRatio('#000', surface);
    for (let step = 1; step <= 20; step++) {
        const candidate = surfaceIsDark ? lighten(color, step * 0.05) : darken(color, step * 0.05);
        if (getContrastRatio(candidate, surface) >= min) return rgbToHex(candidate);
    }
    return surfaceIsDark ? '#ffffff' : '#000000';
};
