import { Alert, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../../ui/PageStates';
import type { Preview, PreviewRow } from '../records/findReplace';
import type { ClosedReason } from '../records/useRecordBlocks';

/** How many rows the table shows (all of them are applied). */
const SHOWN = 300;

const change = ({ record, next }: PreviewRow): string => {
    const parts: string[] = [];
    if (record.value !== next.value) parts.push(`${record.value} -> ${next.value}`);
    if (Number(record.ttl) !== Number(next.ttl)) parts.push(`TTL ${record.ttl} -> ${next.ttl}`);
    return parts.join('; ');
};

/** Under a row on a domain whose records this session may not change: why it will be skipped. */
const ClosedCaption = ({ reason }: { reason: string | null }) =>
    reason ? (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="preview-row-closed">
            {reason}
        </Typography>
    ) : null;

/** Every record the replacement changes (domain, host, type, old -> new), with the counts. Sends nothing. */
export const PreviewTable = ({ preview, closed }: { preview: Preview; closed: ClosedReason }) => {
    const translate = useTranslate();
    const closedRows = preview.rows.filter(row => !row.problem && closed(row.record.domain)).length;
    if (preview.rows.length === 0) {
        return <EmptyState title={translate('bulkRecords.recordUpdate.nothing')} body={translate('bulkRecords.recordUpdate.nothingHint')} />;
    }
    return (
        <Stack spacing={1.5} data-testid="find-replace-preview">
            <Alert severity="info">{translate('bulkRecords.recordUpdate.summary', { changes: preview.changes, domains: preview.domains })}</Alert>
            {closedRows ? (
                <Alert severity="warning" data-testid="preview-closed">
                    {translate('sessionAccess.bulk.previewClosed', { smart_count: closedRows })}
                </Alert>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {preview.unchanged ? <Chip variant="outlined" label={translate('bulkRecords.recordUpdate.unchanged', { count: preview.unchanged })} /> : null}
                {preview.refused ? (
                    <Chip color="error" variant="outlined" label={translate('bulkRecords.recordUpdate.refusedRows', { count: preview.refused })} />
                ) : null}
            </Stack>
            <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('bulkRecords.recordUpdate.column.domain')}</TableCell>
                            <TableCell>{translate('bulkRecords.recordUpdate.column.host')}</TableCell>
                            <TableCell>{translate('bulkRecords.recordUpdate.column.type')}</TableCell>
                            <TableCell>{translate('bulkRecords.recordUpdate.column.change')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {preview.rows.slice(0, SHOWN).map(row => (
                            <TableRow key={row.record.record_id} data-testid="preview-row">
                                <TableCell sx={{ wordBreak: 'break-all' }}>{row.record.domain}</TableCell>
                                <TableCell>{row.record.top}</TableCell>
                                <TableCell>{row.record.record_type}</TableCell>
                                <TableCell sx={{ wordBreak: 'break-all' }}>
                                    {change(row)}
                                    <ClosedCaption reason={closed(row.record.domain)} />
                                    {row.problem ? (
                                        <Typography variant="caption" color="error" component="div">
                                            {translate('bulkRecords.recordUpdate.column.problem')}: {translate(row.problem.message, row.problem.args)}
                                        </Typography>
                                    ) : null}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {preview.rows.length > SHOWN ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('bulkRecords.recordUpdate.more', { shown: SHOWN, count: preview.rows.length })}
                </Typography>
            ) : null}
        </Stack>
    );
};
