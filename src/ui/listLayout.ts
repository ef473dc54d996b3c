/**
 * How a list sits in the page, for every <List> with a DataTable: a wide table scrolls sideways inside its own
 * wrapper (not inside the list's content box, which would clip the bulk-actions toolbar react-admin slides in
 * above the table), the list may shrink below its table's width, and column headers stay on one line.
 */
export const scrollingListSx = {
    contain: 'inline-size',
    '& .RaList-main': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
} as const;
