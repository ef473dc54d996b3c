import { memo, useEffect, useMemo, useRef } from 'react';
import { useDataTableCallbacksContext, useDataTableConfigContext, useDataTableDataContext, useDataTableSelectedIdsContext, useTranslate } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';
import { useLineName } from '../../lines/lineName';
import { useRecordPageActions } from './RecordPageContext';
import { RecordRow, type RowLabels, type Toggle } from './RecordRow';
import { ApexRows } from './ApexRows';
import { PinnedRecord } from './PinnedRecord';
import { useJustWritten, usePinnedRecord } from './justWritten';

// %{name} stays in the pattern: each row fills in its own (see RecordRow)
const KEEP_NAME = { name: '%{name}' };

/**
 * The rows of the record table, in place of react-admin's DataTable rows (which give every row a store
 * subscription, a record context, MUI cells and a MUI checkbox). The columns follow the DataTable.Col headers
 * of RecordTable. The service's apex NS and SOA come first (ApexRows, not the user's records). The record just
 * written is highlighted on its page, or pinned above the rows (PinnedRecord).
 */
export const RecordTableBody = memo(() => {
    const translate = useTranslate();
    const data = useDataTableDataContext() as DnsRecord[] | undefined;
    const selectedIds = useDataTableSelectedIdsContext();
    const { handleToggleItem } = useDataTableCallbacksContext();
    const { hasBulkActions = false } = useDataTableConfigContext();
    const actions = useRecordPageActions();
    const lineName = useLineName();
    const labels = useMemo<RowLabels>(
        () => ({
            select: translate('ra.action.select_row'),
            edit: translate('records.actions.edit'),
            pause: translate('records.actions.pause'),
            enable: translate('records.actions.enable'),
            delete: translate('records.actions.delete'),
            status: { on: translate('records.status.on'), paused: translate('records.status.paused'), hidden: translate('records.status.hidden') },
            editOne: translate('records.actions.editOne', KEEP_NAME),
            pauseOne: translate('records.actions.pauseOne', KEEP_NAME),
            enableOne: translate('records.actions.enableOne', KEEP_NAME),
            deleteOne: translate('records.actions.deleteOne', KEEP_NAME),
            copyOne: translate('recordEditing.copyValue', KEEP_NAME),
            columns: {
                line: translate('resources.record.fields.record_line_name'),
                ttl: translate('resources.record.fields.ttl'),
                weight: translate('resources.record.fields.weight'),
                updated: translate('planLimits.table.updateTime'),
            },
            lineName,
        }),
        [translate, lineName],
    );
    const selected = new Set(selectedIds ?? []);
    const written = useJustWritten().id;
    const pinned = usePinnedRecord();
    const body = useRef<HTMLTableSectionElement>(null);
    useEffect(() => {
        // the row just written, wherever it is on a long page, is brought into view
        if (written !== null) body.current?.querySelector('tr.just-written')?.scrollIntoView?.({ block: 'nearest' });
    }, [written, data]);
    return (
        <tbody className="MuiTableBody-root RaDataTable-tbody" ref={body}>
            <ApexRows selectable={hasBulkActions} />
            {pinned ? (
                <PinnedRecord
                    record={pinned}
                    selected={selected.has(pinned.id)}
                    selectable={hasBulkActions}
                    onToggle={handleToggleItem as Toggle | undefined}
                    labels={labels}
                />
            ) : null}
            {data?.map((record, index) => (
                <RecordRow
                    // rows are slots: a new page updates the 200 rows in place instead of replacing them
                    key={index}
                    record={record}
                    odd={index % 2 === 1}
                    selected={selected.has(record.id)}
                    selectable={hasBulkActions}
                    onToggle={handleToggleItem as Toggle | undefined}
                    labels={labels}
                    actions={actions}
                    written={record.id === written}
                />
            ))}
        </tbody>
    );
});
RecordTableBody.displayName = 'RecordTableBody';
