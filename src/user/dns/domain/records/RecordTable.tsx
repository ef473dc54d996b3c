import { useDeferredValue, useMemo } from 'react';
import { DataTable, useListContext } from 'react-admin';
import { useTablePrefs } from '../../../../console/preferences/tablePrefs';
import type { DnsRecord } from '../../../../data/records/api';
import { RecordBulkActions, RecordBulkToolbar } from './RecordBulkActions';
import { useRecordPageActions } from './RecordPageContext';
import { RecordsEmpty } from './RecordsEmpty';
import { RecordTableBody } from './RecordTableBody';
import { recordTableSx } from './recordTableSx';
import { useRememberRows } from './selection';

const Column = DataTable.Col<DnsRecord>;

/**
 * The records of the current page. A new page (or filter) is rendered as a deferred value: React renders it in
 * slices between frames while the previous page stays on screen, so a 200-row page never blocks the main
 * thread for long. The head is react-admin's (labels, select-all, sorting: the server sorts, docs/dns-api.md
 * "Records"); the rows are RecordTableBody's.
 */
export const RecordTable = () => {
    const { data } = useListContext<DnsRecord>();
    const rows = useDeferredValue(data);
    const { readOnly } = useRecordPageActions();
    const closed = readOnly !== null;
    const { size, border } = useTablePrefs().prefs;
    const sx = useMemo(() => recordTableSx({ size, border, selectable: !closed }), [size, border, closed]);
    useRememberRows(data);
    return (
        <DataTable<DnsRecord>
            data={rows}
            rowClick={false}
            hover={false}
            body={RecordTableBody}
            bulkActionsToolbar={closed ? false : <RecordBulkToolbar />}
            bulkActionButtons={closed ? false : <RecordBulkActions />}
            empty={<RecordsEmpty />}
            sx={sx}
        >
            <Column source="top" />
            <Column source="record_type" />
            <Column source="record_line_name" />
            <Column source="value" />
            <Column source="ttl" />
            <Column source="weight" disableSort />
            <Column source="status" disableSort />
            <Column source="updateTime" label="planLimits.table.updateTime" />
            <Column label="records.actions.label" disableSort align="right" />
        </DataTable>
    );
};
