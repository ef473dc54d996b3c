import type { SxProps, Theme } from '@mui/material/styles';

/** The widths of the columns: host, type, line, value (the rest), TTL, weight, status, last change, actions. */
const COLUMNS = 'minmax(0, 16%) 96px 112px minmax(0, 1fr) 72px 64px 84px 112px 170px';
const CHECKBOX_COLUMN = '48px';
/** A row's height before it is first laid out (a one-line row at each table size); then its own is kept. */
const ROW_HEIGHT = { small: 37, medium: 57 } as const;

/** The console's app bar at the widths the head sticks (a dense toolbar). */
const APP_BAR_HEIGHT = 48;

/**
 * A phone: each row a card on the page's width, no sideways scroll: the host, type and status on top, the value
 * on a line of its own, the line, TTL, weight and last change named beside their values, then the actions.
 * The same rows as the table (selection, the bulk bar and the apex rows work alike); the head is not shown.
 * The bulk bar (selection count, "all N matching", the batch buttons) wraps within the width instead of pushing
 * the page sideways, and sits above the table rather than over the filters and tabs.
 */
const phoneSx = (theme: Theme, line: string) => {
    const palette = (theme.vars || theme).palette;
    return {
        '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
            height: 'auto',
            flexWrap: 'wrap',
            rowGap: theme.spacing(0.5),
            paddingTop: theme.spacing(0.5),
            paddingBottom: theme.spacing(0.5),
            position: 'static',
            transform: 'none',
        },
        '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-title': { flex: '1 1 auto', minWidth: 0, flexWrap: 'wrap', rowGap: 0 },
        '& .RaDataTable-table': { minWidth: 0 },
        '& .RaDataTable-table > thead': { display: 'none' },
        '& .RaDataTable-table > tbody > tr': {
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: theme.spacing(1.5),
            rowGap: theme.spacing(0.5),
            padding: theme.spacing(1.25, 2),
            borderBottom: line,
            containIntrinsicSize: 'auto 120px',
        },
        '& .RaDataTable-table td.MuiTableCell-body': { display: 'block', padding: 0, border: 0, width: 'auto' },
        '& td.cell-check': { order: 0 },
        '& td.cell-host': { order: 1, fontWeight: theme.typography.fontWeightMedium, minWidth: 0 },
        '& td.cell-type': { order: 2, color: palette.text.secondary },
        '& td.cell-status': { order: 3, marginLeft: 'auto' },
        '& td.cell-value': { order: 4, flexBasis: '100%' },
        '& td.cell-line, & td.cell-ttl, & td.cell-weight, & td.cell-time': { order: 5, fontSize: '0.75rem' },
        '& td.cell-line .ellipsis': { display: 'inline' },
        '& td[data-label]::before': { content: 'attr(data-label)', marginRight: theme.spacing(0.5), color: palette.text.secondary },
        '& td.cell-actions': { order: 6, flexBasis: '100%' },
        // the apex rows' empty cells and their lock (the status says whose they are) take no room
        '& .RaDataTable-table td.cell-weight:empty, & .RaDataTable-table td.cell-time:empty, & .RaDataTable-table tr.apex td.cell-actions': { display: 'none' },
        '& tr.pinned-caption > td': { flexBasis: '100%' },
    };
};

interface RecordTableLook {
    size: 'small' | 'medium';
    /** The rows start with the selection checkbox. */
    selectable: boolean;
    /** The table settings' "border on every cell". */
    border: boolean;
}

/**
 * The look of the record table's light rows (RecordRow), as one style sheet on the table instead of a styled
 * component per cell: MUI's body cell at the table size of the settings, the MX priority, the value in a
 * monospace face, the remark under it, the status chip, the link buttons. Colours come from the theme (light and dark).
 *
 * Every row is its own CSS grid with the same fixed columns rather than a table row: the browser then lays out
 * and paints only the rows on screen (`content-visibility: auto`, which table rows cannot have), so a new
 * 200-row page costs the frame a screenful of rows, not 200. A phone scrolls the table sideways (the wrapper
 * scrolls, see RecordList). Cells centre their content vertically and stretch to the row's height, so the
 * borders of the settings line up.
 */
export const recordTableSx =
    ({ size, selectable, border }: RecordTableLook): SxProps<Theme> =>
    (theme: Theme) => {
        const palette = (theme.vars || theme).palette;
        const line = `1px solid ${palette.divider}`;
        return {
            // with the settings' border on every cell, each line is drawn once (right and below a cell), not twice
            '& .RaDataTable-table': { display: 'block', minWidth: 1040, ...(border ? { border: 0, borderTop: line, borderLeft: line } : {}) },
            '& .RaDataTable-table > thead, & .RaDataTable-table > tbody': { display: 'block' },
            '& .RaDataTable-table tr': { display: 'grid', gridTemplateColumns: selectable ? `${CHECKBOX_COLUMN} ${COLUMNS}` : COLUMNS },
            '& .RaDataTable-table > tbody > tr': { contentVisibility: 'auto', containIntrinsicSize: `auto ${ROW_HEIGHT[size]}px` },
            '& .RaDataTable-table .MuiTableCell-root': {
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                // the grid gives the width (MUI's checkbox cell sets its own)
                width: 'auto',
                minWidth: 0,
                ...(border ? { border: 0, borderRight: line, borderBottom: line } : {}),
            },
            '& .RaDataTable-table .MuiTableCell-paddingCheckbox': { alignItems: 'center', padding: 0 },
            '& thead th': { whiteSpace: 'nowrap', overflow: 'hidden' },
            '& td.MuiTableCell-body': {
                ...theme.typography.body2,
                padding: size === 'small' ? '6px 16px' : '16px',
                borderBottom: line,
                color: palette.text.primary,
                overflowWrap: 'anywhere',
            },
            '& td.MuiTableCell-paddingCheckbox input': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: palette.primary.main },
            '& td.MuiTableCell-alignRight': { textAlign: 'right' },
            '& .ellipsis': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
            '& .actions': { whiteSpace: 'nowrap' },
            // the remark under the value: one muted line, the whole of it in the title
            '& .remark': { color: palette.text.secondary, fontSize: '0.75rem' },
            '& tr.Mui-selected': { backgroundColor: palette.action.selected },
            // the record just written: a bar on its left and a tint; pinned above the rows with a caption
            '& tr.just-written': { boxShadow: `inset 4px 0 0 ${palette.primary.main}`, backgroundColor: palette.action.hover },
            '& tr.pinned-caption > td': { gridColumn: '1 / -1', color: palette.text.secondary, ...theme.typography.caption },
            '& tr.pinned-caption > td > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
            // a value breaks at its spaces; a long token (a DKIM key, a hash) anywhere rather than overflow its cell
            '& .mono': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'normal', overflowWrap: 'anywhere' },
            '& .cell-value .MuiIconButton-root': { padding: theme.spacing(0, 0.5), marginLeft: theme.spacing(0.25), verticalAlign: 'baseline' },
            '& .priority': {
                display: 'inline-block',
                marginRight: theme.spacing(0.75),
                padding: theme.spacing(0, 0.5),
                borderRadius: theme.shape.borderRadius,
                border: line,
                color: palette.text.secondary,
                fontSize: '0.75rem',
            },
            '& .status': {
                display: 'inline-block',
                padding: theme.spacing(0, 1),
                borderRadius: 10,
                fontSize: '0.75rem',
                lineHeight: '20px',
                whiteSpace: 'nowrap',
                border: '1px solid currentColor',
            },
            '& .status.on': { color: palette.success.main },
            '& .status.paused': { color: palette.warning.main },
            '& .status.hidden': { color: palette.text.secondary },
            // the service's own apex rows (ApexRows): greyed, marked, no actions
            '& tr.apex': { backgroundColor: palette.action.hover },
            '& tr.apex > td.MuiTableCell-body': { color: palette.text.secondary },
            '& .status.managed': { color: palette.text.secondary, borderStyle: 'dashed' },
            '& .soa': { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(1.5), rowGap: 0 },
            '& .soa-label': { marginRight: theme.spacing(0.5), fontSize: '0.75rem' },
            '& .soa .mono': { wordBreak: 'normal', overflowWrap: 'anywhere' },
            '& button.link': {
                appearance: 'none',
                border: 0,
                background: 'none',
                padding: theme.spacing(0.25, 0.5),
                margin: 0,
                font: 'inherit',
                color: palette.primary.main,
                cursor: 'pointer',
                borderRadius: theme.shape.borderRadius,
                whiteSpace: 'nowrap',
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
                '&:disabled': { color: palette.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
                '&.danger:not(:disabled)': { color: palette.error.main },
            },
            // where the table fits the page, its head stays under the app bar while the rows scroll by
            [theme.breakpoints.up('lg')]: {
                '& .RaDataTable-tableWrapper': { overflowX: 'visible' },
                '& .RaDataTable-table > thead': { position: 'sticky', top: APP_BAR_HEIGHT, zIndex: 2, backgroundColor: palette.background.paper },
            },
            [theme.breakpoints.down('sm')]: phoneSx(theme, line),
        };
    };
