import LockOutlined from '@mui/icons-material/LockOutlined';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { apexRecords, type ApexRecord } from '../../../../data/domains/nameServers';
import { SOA_FIELDS, type Soa } from '../../../../data/domains/soa';
import { useDomain } from '../useDomain';

const CELL = 'MuiTableCell-root MuiTableCell-body';

/** The SOA's fields, each named: primary server, contact, serial, the secondaries' timers. */
const SoaFields = ({ soa }: { soa: Soa }) => {
    const translate = useTranslate();
    return (
        <div className="soa">
            {SOA_FIELDS.map(field => (
                <span key={field}>
                    <span className="soa-label">{translate(`nameServers.rows.soa.${field}`)}</span>
                    <span className="mono">{soa[field]}</span>
                </span>
            ))}
        </div>
    );
};

/** Whether the table shows the whole zone from its start: the first page, no filter. */
const useZoneStart = () => {
    const { page, filterValues } = useListContext();
    const filtered = Object.values(filterValues ?? {}).some(value => value !== undefined && value !== '');
    return page === 1 && !filtered;
};

/**
 * The records the service keeps at the zone's apex, above the user's as DNSPod shows them: one NS per assigned name
 * server and the SOA with its fields, greyed and marked as the service's, with nothing to select, edit or delete.
 * They are not the user's records: not in the list's data, its count, a selection, a change set or an export.
 * Shown on the first page of the unfiltered zone only, in the columns of RecordTable.
 */
export const ApexRows = ({ selectable }: { selectable: boolean }) => {
    const translate = useTranslate();
    const { data: domain } = useDomain();
    const rows = useMemo<ApexRecord[]>(() => (domain ? apexRecords(domain) : []), [domain]);
    const shown = useZoneStart();
    if (!shown || !rows.length) return null;
    const managed = translate('nameServers.rows.managed');
    const help = translate('nameServers.rows.managedHelp');
    const line = translate('nameServers.rows.defaultLine');
    const label = { line: translate('resources.record.fields.record_line_name'), ttl: translate('resources.record.fields.ttl') };
    return rows.map(row => (
        <tr key={row.key} className="MuiTableRow-root apex" title={help} data-testid="apex-row">
            {selectable ? <td className={`${CELL} MuiTableCell-paddingCheckbox cell-check`} /> : null}
            <td className={`${CELL} cell-host`}>@</td>
            <td className={`${CELL} cell-type`}>{row.type}</td>
            <td className={`${CELL} cell-line`} data-label={label.line}>
                {line}
            </td>
            <td className={`${CELL} cell-value`}>{row.type === 'NS' ? <span className="mono">{row.value}</span> : <SoaFields soa={row.soa} />}</td>
            <td className={`${CELL} cell-ttl`} data-label={label.ttl}>
                {row.ttl}
            </td>
            <td className={`${CELL} cell-weight`} />
            <td className={`${CELL} cell-status`}>
                <div>
                    <span className="status managed">{managed}</span>
                </div>
            </td>
            <td className={`${CELL} cell-time`} />
            <td className={`${CELL} MuiTableCell-alignRight cell-actions`}>
                <div>
                    <LockOutlined fontSize="small" titleAccess={help} />
                </div>
            </td>
        </tr>
    ));
};
