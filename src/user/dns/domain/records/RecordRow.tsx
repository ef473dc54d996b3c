import { memo, type ChangeEvent } from 'react';
import type { Identifier } from 'react-admin';
import { RECORD_STATUS, type DnsRecord } from '../../../../data/records/api';
import { LINE_TYPE } from '../../../../data/lines/api';
import type { LineNamer } from '../../lines/lineName';
import { CopyButton } from '../../../../ui/CopyButton';
import type { RecordPageActions } from './RecordPageContext';

export type Toggle = (id: Identifier, event: ChangeEvent<HTMLInputElement>) => void;

/** The texts a row shows, translated once per table render rather than once per row. */
export interface RowLabels {
    select: string;
    edit: string;
    pause: string;
    enable: string;
    delete: string;
    status: { on: string; paused: string; hidden: string };
    /** "修改 www A": the button names, each with the record's host and type. */
    editOne: string;
    pauseOne: string;
    enableOne: string;
    deleteOne: string;
    /** "复制 www TXT 的记录值": the copy button's name. */
    copyOne: string;
    /** The column names a phone's card shows beside their values. */
    columns: { line: string; ttl: string; weight: string; updated: string };
    /** A line's name in the language shown (custom lines keep theirs). */
    lineName: LineNamer;
}

/** A value this long (a DKIM key, a certificate) gets a copy button. */
const LONG_VALUE = 40;

/** The day of "2024-05-01 12:34:56" (the cell is narrow; its title shows the time). */
const dateOf = (time: string | undefined) => time?.split(' ')[0] ?? '';
const named = (pattern: string, name: string) => pattern.replace('%{name}', name);
const statusKey = (status: number) => (status === RECORD_STATUS.paused ? 'paused' : status === RECORD_STATUS.hidden ? 'hidden' : 'on');

// class names of MUI's cells and react-admin's rows, so the table settings (stripes, borders, alignment: theme
// overrides on RaDataTable) reach these rows too; their own look is in recordTableSx.ts
const CELL = 'MuiTableCell-root MuiTableCell-body';

interface RecordRowProps {
    record: DnsRecord;
    odd: boolean;
    selected: boolean;
    selectable: boolean;
    onToggle?: Toggle;
    labels: RowLabels;
    actions: RecordPageActions;
    /** The record the user has just added or changed: highlighted. */
    written?: boolean;
}

/**
 * One record: plain cells, a native checkbox and link buttons, no hooks. A page of 200 of these renders within
 * the speed target, where MUI cells, checkboxes, chips and buttons per row would not. A cell with more than a
 * text holds it in one <div> (cells are flex columns, see recordTableSx.ts).
 */
export const RecordRow = memo(({ record, odd, selected, selectable, onToggle, labels, actions, written = false }: RecordRowProps) => {
    const name = `${record.top} ${record.record_type}`;
    const paused = record.status === RECORD_STATUS.paused;
    const status = statusKey(record.status);
    const line = labels.lineName(record.record_line_name ?? '', record.linetype === LINE_TYPE.custom) || record.record_line;
    const { readOnly, edit, toggleStatus, askDelete } = actions;
    const closed = readOnly !== null;
    return (
        <tr
            className={`MuiTableRow-root RaDataTable-row ${odd ? 'RaDataTable-rowOdd' : 'RaDataTable-rowEven'}${selected ? ' Mui-selected' : ''}${written ? ' just-written' : ''}`}
        >
            {selectable ? (
                <td className={`${CELL} MuiTableCell-paddingCheckbox cell-check`}>
                    <input type="checkbox" checked={selected} aria-label={labels.select} onChange={event => onToggle?.(record.id, event)} />
                </td>
            ) : null}
            <td className={`${CELL} cell-host`}>{record.top}</td>
            <td className={`${CELL} cell-type`}>{record.record_type}</td>
            <td className={`${CELL} cell-line`} title={line} data-label={labels.columns.line}>
                <div className="ellipsis">{line}</div>
            </td>
            <td className={`${CELL} cell-value`}>
                <div>
                    {record.record_type === 'MX' ? <span className="priority">{record.mx}</span> : null}
                    <span className="mono">{record.value}</span>
                    {record.value.length > LONG_VALUE ? (
                        <CopyButton text={record.value} label={named(labels.copyOne, name)} done="recordEditing.copied" />
                    ) : null}
                </div>
                {record.remark ? (
                    <div className="remark ellipsis" title={record.remark}>
                        {record.remark}
                    </div>
                ) : null}
            </td>
            <td className={`${CELL} cell-ttl`} data-label={labels.columns.ttl}>
                {record.ttl}
            </td>
            <td className={`${CELL} cell-weight`} data-label={labels.columns.weight}>
                {record.weight}
            </td>
            <td className={`${CELL} cell-status`}>
                <div>
                    <span className={`status ${status}`}>{labels.status[status]}</span>
                </div>
            </td>
            <td className={`${CELL} cell-time`} title={record.updateTime} data-label={labels.columns.updated}>
                {dateOf(record.updateTime)}
            </td>
            <td className={`${CELL} MuiTableCell-alignRight cell-actions`} data-record-id={record.id}>
                <div className="actions" title={readOnly ?? undefined}>
                    <button type="button" className="link" disabled={closed} onClick={() => edit(record)} aria-label={named(labels.editOne, name)}>
                        {labels.edit}
                    </button>
                    <button
                        type="button"
                        className="link"
                        disabled={closed}
                        onClick={() => toggleStatus(record)}
                        aria-label={named(paused ? labels.enableOne : labels.pauseOne, name)}
                    >
                        {paused ? labels.enable : labels.pause}
                    </button>
                    <button
                        type="button"
                        className="link danger"
                        disabled={closed}
                        onClick={() => askDelete(record)}
                        aria-label={named(labels.deleteOne, name)}
                    >
                        {labels.delete}
                    </button>
                </div>
            </td>
        </tr>
    );
});
RecordRow.displayName = 'RecordRow';
