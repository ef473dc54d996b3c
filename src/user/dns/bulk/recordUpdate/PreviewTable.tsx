import { Alert, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../../ui/PageStates';
import type { Preview, PreviewRow } from '../records/findReplace';

/** How many rows the table shows (all of them are applied). */
const SHOWN = 300;

const change = ({ record, next }: PreviewRow): string => {
    const parts: string[] = [];
    if (record.value !== next.value) parts.push(`${record.value} -> ${next.value}`);
    if (Number(record.ttl) !== Number(next.ttl)) parts.push(`TTL ${record.ttl} -> ${next.ttl}`);
    return parts.join('; ');
};

/** Every record the replacement changes (domain, host, type, old -> new), with the counts. Sends nothing. */
export const PreviewTable = ({ preview }: { preview: Preview }) => {
    const translate = useTranslate();
    if (preview.rows.length === 0) {
        return <EmptyState title={translate('bulkRecords.recordUpdate.nothing')} body={translate('bulkRecords.recordUpdate.nothingHint')} />;
    }
    return (
        <Stack spacing={1.5} data-testid="find-replace-preview">
            <Alert severity="info">{translate('bulkRecords.recordUpdate.summary', { changes: preview.changes, domains: preview.domains })}</Alert>
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
