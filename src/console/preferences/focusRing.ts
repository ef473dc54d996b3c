import { alpha, type Components, type Theme } from '@mui/material/styles';

/** The ring a keyboard focus draws: 2 px of the area's primary colour, clear of the control. */
const ring = (theme: Theme, offset = 2) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset });

/**
 * One visible keyboard focus for every control (WCAG 2.4.7), as theme component overrides. MUI's ButtonBase
 * (buttons, icon buttons, menu items, tabs, toggle buttons, radios, checkboxes, switches) removes the browser's
 * outline and marks a keyboard focus only with a faint ripple: it gets the ring on `.Mui-focusVisible` (a mouse
 * click does not show it). Items that fill a scrolling or clipping box (menu items, list buttons, tabs, a
 * switch's thumb) draw it inside, where it cannot be cut off. A focused text field adds a halo to its border;
 * links get the ring on `:focus-visible`.
 */
export const focusRing: Components<Theme> = {
    MuiButtonBase: {
        styleOverrides: {
            root: ({ theme }) => ({
                '&.Mui-focusVisible': ring(theme),
                '&.MuiMenuItem-root.Mui-focusVisible, &.MuiListItemButton-root.Mui-focusVisible, &.MuiTab-root.Mui-focusVisible, &.MuiSwitch-switchBase.Mui-focusVisible':
                    ring(theme, -2),
            }),
        },
    },
    MuiInputBase: {
        styleOverrides: {
            root: ({ theme }) => ({ '&.Mui-focused': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.3)}` } }),
        },
    },
    MuiLink: {
        styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': ring(theme) }) },
    },
};
