import type { Components, Theme } from '@mui/material/styles';
import { readableOnAll, tintOver } from './colors';

/**
 * The label colour of a selected `color="primary"` toggle: the area's primary, darkened (light) or lightened
 * (dark) until it reads at 4.5:1 on its own selected tint, hovered or not, over the page and over a card.
 */
export const selectedToggleText = (theme: Theme): string => {
    const { primary, action, background } = theme.palette;
    const tints = [action.selectedOpacity, action.selectedOpacity + action.hoverOpacity].flatMap(opacity =>
        [background.default, background.paper].map(surface => tintOver(surface, primary.main, opacity)),
    );
    return readableOnAll(primary.main, tints);
};

/**
 * MUI draws an unselected toggle's label in `action.active` (54 % black: 4.49:1 on the grey page, just under
 * WCAG AA) and a selected primary toggle's in `primary.main` over a primary tint, which can fall under it too.
 * Every toggle button (date ranges, board filters, plan durations, the theme drawer) takes the secondary text
 * colour and, selected, the readable shade above.
 */
export const toggleButtonColors: Components<Theme> = {
    MuiToggleButton: {
        styleOverrides: {
            root: ({ theme }) => ({
                color: theme.palette.text.secondary,
                '&.MuiToggleButton-primary.Mui-selected': { color: selectedToggleText(theme) },
            }),
        },
    },
};
