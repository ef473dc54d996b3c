import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ZoneRecord, ZoneRefusal } from '../../../../format/zoneFile/types';
import { type ImportPlan, lineName, type PlannedUpdate } from './plan';
import { type PreviewColumn, PreviewRows } from './PreviewRows';

type PreviewClass = 'add' | 'update' | 'unchanged' | 'refused';
const CLASSES: PreviewClass[] = ['add', 'update', 'unchanged', 'refused'];

const mxOf = (record: ZoneRecord) => (record.type.toUpperCase() === 'MX' ? (record.mx ?? '') : '');

const recordColumns: PreviewColumn<ZoneRecord>[] = [
    { label: 'zoneTransfer.preview.fileLine', render: record => record.sourceLine },
    { label: 'zoneTransfer.preview.host', render: record => record.host },
    { label: 'zoneTransfer.preview.type', render: record => record.type },
    { label: 'zoneTransfer.preview.line', render: lineName },
    { label: 'zoneTransfer.preview.value', render: record => record.value },
    { label: 'zoneTransfer.preview.mx', render: mxOf },
    { label: 'zoneTransfer.preview.ttl', render: record => record.ttl },
];

const extras = (record: ZoneRecord) =>
    [`TTL ${record.ttl}`, record.type.toUpperCase() === 'MX' ? `MX ${record.mx ?? ''}` : '', record.paused ? '⏸' : ''].filter(Boolean).join(' · ');

const updateColumns = (was: string): PreviewColumn<PlannedUpdate>[] => [
    { label: 'zoneTransfer.preview.fileLine', render: ({ record }) => record.sourceLine },
    { label: 'zoneTransfer.preview.host', render: ({ record }) => record.host },
    { label: 'zoneTransfer.preview.type', render: ({ record }) => record.type },
    { label: 'zoneTransfer.preview.line', render: ({ record }) => lineName(record) },
    {
        label: 'zoneTransfer.preview.value',
        render: ({ record, existing }) => (
            <>
                <Box component="span" sx={{ color: 'text.secondary' }}>{`${was}: ${existing.value} (${extras(existing)})`}</Box>
                <br />
                {`→ ${record.value} (${extras(record)})`}
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

/** The four classes of the preview as tabs with their counts, each a paged table. */
export const PreviewTabs = ({ plan }: { plan: ImportPlan }) => {
    const translate = useTranslate();
    const refusalText = useRefusalText();
    const [current, setCurrent] = useState<PreviewClass>(() => CLASSES.find(name => countOf(plan, name) > 0) ?? 'add');
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
                {CLASSES.map(name => (
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
                    <PreviewRows rows={plan.add} columns={recordColumns} empty="zoneTransfer.preview.empty.add" rowKey={(_, index) => index} />
                ) : null}
                {current === 'update' ? (
                    <PreviewRows
                        rows={plan.update}
                        columns={updateColumns(translate('zoneTransfer.preview.was'))}
                        empty="zoneTransfer.preview.empty.update"
                        rowKey={(_, index) => index}
                    />
                ) : null}
                {current === 'unchanged' ? (
                    <PreviewRows rows={plan.unchanged} columns={recordColumns} empty="zoneTransfer.preview.empty.unchanged" rowKey={(_, index) => index} />
                ) : null}
                {current === 'refused' ? (
                    <PreviewRows rows={plan.refused} columns={refusedColumns} empty="zoneTransfer.preview.empty.refused" rowKey={(_, index) => index} />
                ) : null}
            </Box>
        </Box>
    );
};

const countOf = (plan: ImportPlan, name: PreviewClass) => plan[name].length;
