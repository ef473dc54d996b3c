import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';
import { useJustWritten } from './justWritten';
import { useRecordPageActions, type RecordPageActions } from './RecordPageContext';
import { RecordRow, type RowLabels, type Toggle } from './RecordRow';

interface PinnedRecordProps {
    record: DnsRecord;
    selected: boolean;
    selectable: boolean;
    onToggle?: Toggle;
    labels: RowLabels;
}

/**
 * The record just written when the list's order puts it on another page: a caption ("just saved") with a button to
 * hide it, then its row, highlighted, above the page's rows. Pausing or deleting it from here hides the pin (the copy
 * shown is the record as saved, which those change).
 */
export const PinnedRecord = ({ record, selected, selectable, onToggle, labels }: PinnedRecordProps) => {
    const translate = useTranslate();
    const { clearWritten } = useJustWritten();
    const actions = useRecordPageActions();
    const pinnedActions = useMemo<RecordPageActions>(
        () => ({
            ...actions,
            toggleStatus: row => {
                clearWritten();
                actions.toggleStatus(row);
            },
            askDelete: row => {
                clearWritten();
                actions.askDelete(row);
            },
        }),
        [actions, clearWritten],
    );
    return (
        <>
            <tr className="MuiTableRow-root pinned-caption" data-testid="records-pinned">
                <td className="MuiTableCell-root MuiTableCell-body">
                    <div>
                        <span>{translate('planLimits.table.pinned')}</span>
                        <button type="button" className="link" onClick={clearWritten}>
                            {translate('planLimits.table.dismiss')}
                        </button>
                    </div>
                </td>
            </tr>
            <RecordRow
                record={record}
                odd={false}
                selected={selected}
                selectable={selectable}
                onToggle={onToggle}
                labels={labels}
                actions={pinnedActions}
                written
            />
        </>
    );
};
