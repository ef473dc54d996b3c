import type { Theme } from '@mui/material/styles';
import { Children, isValidElement, memo, type ReactNode } from 'react';
import { DataTableColumn, DataTableHead, DataTableNumberColumn, type DataTableColumnProps, type DataTableHeadProps } from 'react-admin';
import { SortableHeadCell } from './SortableHeadCell';

type NumberColumnProps = DataTableColumnProps & { options?: unknown; locales?: unknown };

/** A column element's header cell: SortableHeadCell for react-admin's columns, the column itself otherwise. */
const headCellOf = (child: ReactNode): ReactNode => {
    if (!isValidElement(child)) return child;
    if (child.type === DataTableColumn) return <SortableHeadCell key={child.key} {...(child.props as DataTableColumnProps)} />;
    if (child.type === DataTableNumberColumn) {
        const { options: _options, locales: _locales, ...props } = child.props as NumberColumnProps;
        return <SortableHeadCell key={child.key} {...props} align="right" />;
    }
    // a column of another kind draws its own header cell, as in react-admin's DataTableHead
    return child;
};

/**
 * The header row of every console DataTable: react-admin's DataTableHead (its select-all checkbox and classes),
 * with its columns' header cells drawn by SortableHeadCell, whose "sort by" tooltip mounts when first needed.
 */
export const ConsoleTableHead = memo(({ children, ...props }: DataTableHeadProps) => (
    <DataTableHead {...props}>{Children.map(children, headCellOf)}</DataTableHead>
));
ConsoleTableHead.displayName = 'ConsoleTableHead';

/** `theme` with ConsoleTableHead as the header of its DataTables (react-admin reads DataTable's props from the theme). */
export const withConsoleTableHead = (theme: Theme): Theme => {
    const components = theme.components ?? {};
    const dataTable = components.RaDataTable ?? {};
    return { ...theme, components: { ...components, RaDataTable: { ...dataTable, defaultProps: { ...dataTable.defaultProps, head: ConsoleTableHead } } } };
};
