import { Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../data/adminAudit/types';
import { AuditAction, AuditSummary } from './AuditParts';

const Column = DataTable.Col<AuditEntry>;
const nowrap = { whiteSpace: 'nowrap' } as const;

const Empty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('adminAudit.empty')}
        </Typography>
    );
};

/** At phone width: one card per entry (action, target, summary and changes, then who, when, where). */
const AuditCards = () => {
    const { data, isPending } = useListContext<AuditEntry>();
    if (isPending) return null;
    if (!data?.length) return <Empty />;
    return (
        <Stack spacing={1} sx={{ p: 1 }} data-testid="audit-cards">
            {data.map(entry => (
                <Card key={entry.id} variant="outlined">
                    <CardContent sx={{ pb: '12px !important' }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                                {entry.target || '—'}
                            </Typography>
                            <AuditAction entry={entry} />
                        </Stack>
                        <AuditSummary entry={entry} />
                        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                            {entry.admin} · {entry.createTime} · <span style={{ fontFamily: 'monospace' }}>{entry.ip}</span>
                        </Typography>
                    </CardContent>
                </Card>
            ))}
        </Stack>
    );
};

/** The page of entries: time, administrator, action, target, summary with the changed fields, IP. */
export const AuditTable = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    if (phone) return <AuditCards />;
    return (
        <DataTable<AuditEntry> rowClick={false} bulkActionButtons={false} empty={<Empty />}>
            <Column source="createTime" label="adminAudit.fields.createTime" disableSort sx={nowrap} />
            <Column source="admin" label="adminAudit.fields.admin" disableSort sx={nowrap} />
            <Column source="action" label="adminAudit.fields.action" disableSort render={entry => <AuditAction entry={entry} />} />
            <Column source="target" label="adminAudit.fields.target" disableSort sx={{ minWidth: 120, maxWidth: 260, overflowWrap: 'anywhere' }} />
            <Column source="summary" label="adminAudit.fields.summary" disableSort sx={{ minWidth: 220 }} render={entry => <AuditSummary entry={entry} />} />
            <Column source="ip" label="adminAudit.fields.ip" disableSort sx={{ ...nowrap, fontFamily: 'monospace' }} />
        </DataTable>
    );
};
