import type { Theme } from '@mui/material/styles';

/** react-admin's bulk actions toolbar while rows are selected (collapsed otherwise). */
const SELECTING = '.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)';

/**
 * The row above every react-admin list of the main area: filters on the left, the list's actions (add, import…)
 * on the right. Set once here, as the theme's `RaList` entry, for every list of both consoles.
 *
 * - The actions stand centred on the search field, as high as it is, instead of on the row's bottom edge: the
 *   filter form keeps 8 px under its fields (its own padding and the fields' dense margin), so the actions keep
 *   the same 8 px and centre in the 40 px of a search field above it.
 * - While rows are selected, react-admin's bulk actions toolbar lies over the lower 48 px of that row: the row's
 *   taller fields showed above it and their grey fill at its rounded corners. The row is hidden then (it keeps
 *   its room, and comes back when the selection is cleared).
 * - On a phone react-admin stacks the actions above the filters, and its bulk toolbar would lie over the last
 *   filter: there it takes its own place in the flow above the rows instead, as the record table's does
 *   (recordTableSx).
 */
export const listToolbarStyles = ({ theme }: { theme: Theme }) => ({
    [theme.breakpoints.up('sm')]: {
        '& .RaList-actions > .MuiToolbar-root': {
            alignItems: 'center',
            minHeight: 48,
            paddingTop: 0,
            paddingBottom: 8,
        },
        [`& .RaList-main:has(${SELECTING}) > .RaList-actions`]: { visibility: 'hidden' },
    },
    [theme.breakpoints.down('sm')]: {
        [`& ${SELECTING}`]: { position: 'static', transform: 'none' },
    },
});
