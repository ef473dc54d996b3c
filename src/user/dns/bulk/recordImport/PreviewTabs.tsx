import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ZoneRecord, ZoneRefusal } from '../../../../format/zoneFile/types';
import { type ExistingRecord, type ImportMode, type ImportPlan, lineName, type PlannedUpdate } from './plan';
import { type PreviewColumn, PreviewRows } from '../../../../ui/PreviewRows';

type PreviewClass = 'add' | 'update' | 'delete' | 'unchanged' | 'refused';
const CLASSES: PreviewClass[] = ['add', 'update', 'delete', 'unchanged', 'refused'];

const mxOf = (record: ZoneRecord) => (record.type.toUpperCase() === 'MX' ? (record.mx ?? '') : '');

/** "Paused" for a record the file (a CSV's status column) or the zone gives paused. */
const Paused = ({ record }: { record: Pick<ZoneRecord, 'paused'> }) => {
    const translate = useTranslate();
    return record.paused ? <span data-testid="preview-paused">{translate('zoneTransfer.preview.paused')}</span> : null;
};

const contentColumns: PreviewColumn<ZoneRecord>[] = [
    { label: 'zoneTransfer.preview.host', render: record => record.host },
    { label: 'zoneTransfer.preview.type', render: record => record.type, nowrap: true },
    { label: 'zoneTransfer.preview.line', render: lineName, nowrap: true },
    { label: 'zoneTransfer.preview.value', render: record => record.value },
    { label: 'zoneTransfer.preview.mx', render: mxOf, nowrap: true },
    { label: 'zoneTransfer.preview.ttl', render: record => record.ttl, nowrap: true },
    { label: 'zoneTransfer.preview.status', render: record => <Paused record={record} />, nowrap: true },
];

/** The width a table of records keeps (host, type, line, value, MX, TTL, status side by side): a phone scrolls it. */
const RECORDS_WIDTH = 640;

const recordColumns: PreviewColumn<ZoneRecord>[] = [
    { label: 'zoneTransfer.preview.fileLine', render: record => record.sourceLine, nowrap: true },
    ...contentColumns,
];

/** The zone's records the file does not hold (making the zone equal to the file): shown in red. */
const deleteColumns: PreviewColumn<ExistingRecord>[] = contentColumns.map(column => ({
    ...column,
    render: record => (
        <Box component="span" sx={{ color: 'error.main' }}>
            {column.render(record)}
        </Box>
    ),
}));

const extras = (record: ZoneRecord, paused: string) =>
    [`TTL ${record.ttl}`, record.type.toUpperCase() === 'MX' ? `MX ${record.mx ?? ''}` : '', record.paused ? paused : ''].filter(Boolean).join(' · ');

const updateColumns = (was: string, paused: string): PreviewColumn<PlannedUpdate>[] => [
    { label: 'zoneTransfer.preview.fileLine', render: ({ record }) => record.sourceLine, nowrap: true },
    { label: 'zoneTransfer.preview.host', render: ({ record }) => record.host },
    { label: 'zoneTransfer.preview.type', render: ({ record }) => record.type, nowrap: true },
    { label: 'zoneTransfer.preview.line', render: ({ record }) => lineName(record), nowrap: true },
    {
        label: 'zoneTransfer.preview.value',
        render: ({ record, existing }) => (
            <>
                <Box component="span" sx={{ color: 'text.secondary' }}>{`${was}: ${existing.value} (${extras(existing, paused)})`}</Box>
                <br />
                {`→ ${record.value} (${extras({ ...record, paused: record.paused ?? existing.paused }, paused)})`}
            </>
        ),
    },
];

/** "line 12: reason": the refusal's reason translated with its placeholders. */
export const useRefusalText = () => {
    const translate = useTranslate();
    return (refusal: ZoneRefusal) =>
        translate('zoneTransfer.preview.refusedLine', { line: refusal.line, reason: translate(refusal.reason, { _: refusal.reason, ...refusal.args }) });
};

/** The classes of the preview (the file as read against the zone) as tabs with their counts, each a paged table. */
export const PreviewTabs = ({ plan, mode }: { plan: ImportPlan; mode: ImportMode }) => {
    const translate = useTranslate();
    const refusalText = useRefusalText();
    // what is deleted is a tab only when the import makes the zone equal to the file
    const classes = CLASSES.filter(name => name !== 'delete' || mode === 'replace');
    const [current, setCurrent] = useState<PreviewClass>(() => classes.find(name => countOf(plan, name) > 0) ?? 'add');
    const refusedColumns: PreviewColumn<ZoneRefusal>[] = [
        { label: 'zoneTransfer.preview.reason', render: refusalText },
        {
            label: 'zoneTransfer.preview.text',
            render: refusal => (
                <Box component="code" sx={{ fontSize: 12 }}>
                    {refusal.text}
                </Box>
            ),
        },
    ];
    return (
        <Box>
            <Tabs value={current} onChange={(_, value: PreviewClass) => setCurrent(value)} variant="scrollable" allowScrollButtonsMobile>
                {classes.map(name => (
                    <Tab
                        key={name}
                        value={name}
                        label={translate(`zoneTransfer.preview.tabs.${name}`, { count: countOf(plan, name) })}
                        data-testid={`preview-tab-${name}`}
                    />
                ))}
            </Tabs>
            <Box role="tabpanel" sx={{ minWidth: 0 }}>
                {current === 'add' ? (
                    <PreviewRows
                        rows={plan.add}
                        columns={recordColumns}
                        empty="zoneTransfer.preview.empty.add"
                        rowKey={(_, index) => index}
                        minWidth={RECORDS_WIDTH}
                    />
                ) : null}
                {current === 'update' ? (
                    <PreviewRows
                        rows={plan.update}
                        columns={updateColumns(translate('zoneTransfer.preview.was'), translate('zoneTransfer.preview.paused'))}
                        empty="zoneTransfer.preview.empty.update"
                        rowKey={(_, index) => index}
                        minWidth={RECORDS_WIDTH}
                    />
                ) : null}
                {current === 'delete' ? (
                    <>
                        {plan.heldDeletes > 0 ? (
                            <Alert severity="warning" sx={{ mb: 1 }} data-testid="held-deletes">
                                {translate('zoneTransfer.preview.heldDeletes', { count: plan.heldDeletes, refused: plan.refused.length })}
                            </Alert>
                        ) : null}
                        <PreviewRows
                            rows={plan.delete}
                            columns={deleteColumns}
                            empty="zoneTransfer.preview.empty.delete"
                            rowKey={record => record.id}
                            minWidth={RECORDS_WIDTH}
                        />
                    </>
                ) : null}
                {current === 'unchanged' ? (
                    <PreviewRows
                        rows={plan.unchanged}
                        columns={recordColumns}
                        empty="zoneTransfer.preview.empty.unchanged"
                        rowKey={(_, index) => index}
                        minWidth={RECORDS_WIDTH}
                    />
                ) : null}
                {current === 'refused' ? (
                    <PreviewRows rows={plan.refused} columns={refusedColumns} empty="zoneTransfer.preview.empty.refused" rowKey={(_, index) => index} />
                ) : null}
            </Box>
        </Box>
    );
};

const countOf = (plan: ImportPlan, name: PreviewClass) => plan[name].length;
