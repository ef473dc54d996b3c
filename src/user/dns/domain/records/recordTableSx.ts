import type { SxProps, Theme } from '@mui/material/styles';

/** The widths of the columns: host, type, line, value (the rest), TTL, weight, status, last change, actions. */
const COLUMNS = 'minmax(0, 16%) 96px 112px minmax(0, 1fr) 72px 64px 84px 112px 170px';
const CHECKBOX_COLUMN = '48px';
/** A row's height before it is first laid out (a one-line row at each table size); then its own is kept. */
const ROW_HEIGHT = { small: 37, medium: 57 } as const;

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
            // a phone: the bulk bar (selection count, "all N matching", the batch buttons) wraps within the width
            // instead of pushing the page sideways, and sits above the table rather than over the filters and tabs
            [theme.breakpoints.down('sm')]: {
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
            },
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
            '& .mono': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' },
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
        };
    };
