import { TableCell, TableSortLabel } from '@mui/material';
import clsx from 'clsx';
import { memo } from 'react';
import {
    DataTableClasses,
    FieldTitle,
    useDataTableCallbacksContext,
    useDataTableSortContext,
    useDataTableStoreContext,
    useResourceContext,
    useStore,
    useTranslate,
    useTranslateLabel,
    type DataTableColumnProps,
    type SortPayload,
} from 'react-admin';
import { DeferredTooltip } from '../DeferredTooltip';

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * The DeferredTooltip span around the sort label sits where the label sat: in the middle of the line (as a MUI
 * button does), the arrow after the label, and in a right-aligned column on the label's left (the label takes
 * the span's flex direction). The direction is set, not inherited from the cell: a table that lays its cells out
 * as flex columns (the record table) would otherwise put the arrow below the label and centre the label.
 */
const TOOLTIP_SPAN = {
    '& > span': { verticalAlign: 'middle', flexDirection: 'row' },
    '&.MuiTableCell-alignRight > span': { flexDirection: 'row-reverse' },
} as const;

/**
 * A column's header cell as react-admin's DataTableHeadCell draws it (its classes, the hidden columns of the
 * table's Store key, the sort label and its "sort by" name), with the "sort by" tooltip mounted on first hover
 * or focus (DeferredTooltip) instead of a MUI Tooltip per sortable column: a MUI Tooltip sets its child in
 * state from a ref as it mounts (a state update while React commits: docs/architecture.md, "First paint and cold load").
 */
export const SortableHeadCell = memo((props: DataTableColumnProps) => {
    const {
        cellSx: _cellSx,
        className,
        cellClassName: _cellClassName,
        disableSort,
        headerClassName,
        field: _field,
        render: _render,
        source,
        label,
        sortByOrder,
        children: _children,
        sx,
        ...rest
    } = props;
    const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
    const sort = useDataTableSortContext();
    const { handleSort } = useDataTableCallbacksContext();
    const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
    const resource = useResourceContext();
    const translate = useTranslate();
    const translateLabel = useTranslateLabel();
    if (hiddenColumns.includes(source ?? (label as string))) return null;
    const title = <FieldTitle label={label} source={source} resource={resource} />;
    let content = title;
    if (handleSort && sort && !disableSort && source) {
        const nextOrder = sort.field === source ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
        const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
        const sortLabel = translate('ra.sort.sort_by', {
            field: fieldLabel,
            field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
            order: translate(`ra.sort.${nextOrder}`),
            _: translate('ra.action.sort'),
        });
        content = (
            <DeferredTooltip title={sortLabel}>
                <TableSortLabel
                    active={sort.field === source}
                    direction={sort.order === 'ASC' ? 'asc' : 'desc'}
                    data-field={source}
                    data-order={sortByOrder || 'ASC'}
                    onClick={handleSort}
                    // the name MUI's Tooltip gave it
                    aria-label={sortLabel}
                >
                    {title}
                </TableSortLabel>
            </DeferredTooltip>
        );
    }
    return (
        <TableCell
            className={clsx(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)}
            variant="head"
            sx={[TOOLTIP_SPAN, ...(Array.isArray(sx) ? sx : [sx])]}
            {...rest}
        >
            {content}
        </TableCell>
    );
});
SortableHeadCell.displayName = 'SortableHeadCell';
