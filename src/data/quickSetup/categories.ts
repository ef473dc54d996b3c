/** The gallery's categories of templates, in the order its chips show them. */
export const CATEGORIES = ['mail', 'website', 'verification', 'security'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The provider id of the presets the console's team writes. */
export const PRESET_PROVIDER = 'presets.console';
