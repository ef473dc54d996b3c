import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of the record table's light rows (RecordRow), as one style sheet on the table instead of a styled
 * component per cell: MUI's body cell at the table size of the settings, the MX priority, the value in a
 * monospace face, the status chip, the link buttons. Colours come from the theme (light and dark).
 */
export const recordTableSx = (size: 'small' | 'medium'): SxProps<Theme> => (theme: Theme) => {
    const palette = (theme.vars || theme).palette;
    return {
        // fixed column widths: the browser lays out a 200-row page without measuring every cell first; a phone
        // scrolls the table sideways (the wrapper scrolls, see RecordList)
        '& table': { tableLayout: 'fixed', minWidth: 960 },
        '& thead th': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        '& thead th:nth-last-of-type(8)': { width: '16%' },
        '& thead th:nth-last-of-type(7)': { width: 84 },
        '& thead th:nth-last-of-type(6)': { width: 112 },
        '& thead th:nth-last-of-type(4)': { width: 72 },
        '& thead th:nth-last-of-type(3)': { width: 64 },
        '& thead th:nth-last-of-type(2)': { width: 84 },
        '& thead th:nth-last-of-type(1)': { width: 170 },
        '& td.MuiTableCell-body': {
            ...theme.typography.body2,
            padding: size === 'small' ? '6px 16px' : '16px',
            borderBottom: `1px solid ${palette.divider}`,
            color: palette.text.primary,
            verticalAlign: 'middle',
            overflowWrap: 'anywhere',
        },
        '& thead th.MuiTableCell-paddingCheckbox': { width: 48 },
        '& td.MuiTableCell-paddingCheckbox': { width: 48, padding: '0 0 0 4px', textAlign: 'center' },
        '& td.MuiTableCell-paddingCheckbox input': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: palette.primary.main },
        '& td.MuiTableCell-alignRight': { textAlign: 'right' },
        '& td.nowrap': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        '& tr.Mui-selected': { backgroundColor: palette.action.selected },
        '& .mono': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' },
        '& .priority': {
            display: 'inline-block',
            marginRight: theme.spacing(0.75),
            padding: theme.spacing(0, 0.5),
            borderRadius: theme.shape.borderRadius,
            border: `1px solid ${palette.divider}`,
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
