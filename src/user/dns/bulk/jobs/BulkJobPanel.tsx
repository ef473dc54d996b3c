import Download from '@mui/icons-material/Download';
import Replay from '@mui/icons-material/Replay';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LeaveGuard } from '../../../../ui/LeaveGuard';
import { saveCsv } from '../../../../ui/saveFile';
import { refusalsCsv } from './refusalsCsv';
import type { BulkJobOutcome, BulkJobRun } from '../../../../data/bulkJobs/types';

interface BulkJobPanelProps<T> {
    run: BulkJobRun<T> | null;
    onCancel: () => void;
    /** Sends the refused items again (shown when given and something was refused). */
    onRetryRefused?: (outcome: BulkJobOutcome<T>) => void;
    /** Leaves the report (e.g. "start a new batch"). */
    onDone?: () => void;
}

/** How many refused rows the table shows; the CSV holds them all. */
const SHOWN_REFUSALS = 200;

const Counts = <T,>({ outcome }: { outcome: BulkJobOutcome<T> }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="bulk-counts">
            <Chip color="success" variant="outlined" label={translate('bulkJobs.report.succeeded', { count: outcome.succeeded })} />
            <Chip
                color={outcome.refused.length ? 'error' : 'default'}
                variant="outlined"
                label={translate('bulkJobs.report.refused', { count: outcome.refused.length })}
            />
            {outcome.skipped ? <Chip variant="outlined" label={translate('bulkJobs.report.skipped', { count: outcome.skipped })} /> : null}
        </Stack>
    );
};

const Report = <T,>({ outcome, onRetryRefused, onDone }: { outcome: BulkJobOutcome<T> } & Pick<BulkJobPanelProps<T>, 'onRetryRefused' | 'onDone'>) => {
    const translate = useTranslate();
    const reason = (msg: string | undefined) => (msg ? translate(msg, { _: msg }) : translate('bulkJobs.report.noReason'));
    const rows = outcome.refused.map(({ result }) => ({ item: result.item, line: result.line, reason: reason(result.msg) }));
    const download = () => saveCsv(`bulk-refusals-${outcome.jobId}.csv`, refusalsCsv(rows));
    return (
        <Stack spacing={1.5} data-testid="bulk-report">
            <Alert severity={outcome.refused.length ? 'warning' : 'success'}>
                {translate(outcome.cancelled ? 'bulkJobs.report.cancelledTitle' : 'bulkJobs.report.title')}
            </Alert>
            <Counts outcome={outcome} />
            {rows.length ? (
                <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                    <Table size="small" stickyHeader aria-label={translate('bulkJobs.report.refusedTable')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('bulkJobs.report.item')}</TableCell>
                                <TableCell>{translate('bulkJobs.report.line')}</TableCell>
                                <TableCell>{translate('bulkJobs.report.reason')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.slice(0, SHOWN_REFUSALS).map((row, index) => (
                                <TableRow key={`${row.item}-${index}`}>
                                    <TableCell sx={{ wordBreak: 'break-all' }}>{row.item}</TableCell>
                                    <TableCell>{row.line ?? '-'}</TableCell>
                                    <TableCell sx={{ color: 'error.main' }}>{row.reason}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            ) : null}
            {rows.length > SHOWN_REFUSALS ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('bulkJobs.report.more', { shown: SHOWN_REFUSALS, count: rows.length })}
                </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {rows.length && onRetryRefused ? (
                    <Button variant="contained" startIcon={<Replay />} onClick={() => onRetryRefused(outcome)}>
                        {translate('bulkJobs.report.retry')}
                    </Button>
                ) : null}
                {rows.length ? (
                    <Button startIcon={<Download />} onClick={download}>
                        {translate('bulkJobs.report.download')}
                    </Button>
                ) : null}
                {onDone ? <Button onClick={onDone}>{translate('bulkJobs.report.done')}</Button> : null}
            </Stack>
        </Stack>
    );
};

/**
 * A bulk job on screen: progress with cancel while it runs, then the report (counts, refusals, CSV, retry). Leaving
 * the page stops a running job (useBulkJob), so it asks first, unless the job is already being cancelled.
 */
export const BulkJobPanel = <T,>({ run, onCancel, onRetryRefused, onDone }: BulkJobPanelProps<T>) => {
    const translate = useTranslate();
    if (!run) return null;
    if (run.step === 'failed') {
        return (
            // nothing was sent: what the user typed stays where it is, to send again
            <Alert severity="error" data-testid="bulk-failed">
                {translate('bulkJobs.failed', { reason: translate(run.reason, { _: run.reason }) })}
            </Alert>
        );
    }
    if (run.step === 'finished') return <Report outcome={run.outcome} onRetryRefused={onRetryRefused} onDone={onDone} />;
    const { done, total } = run.progress;
    const percent = total ? Math.round((done / total) * 100) : 0;
    return (
        <Stack spacing={1} data-testid="bulk-progress">
            <LeaveGuard when={!run.cancelling} title="bulkJobs.leaveGuard.title" content="bulkJobs.leaveGuard.content" confirm="bulkJobs.leaveGuard.confirm" />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <LinearProgress variant="determinate" value={percent} aria-label={translate('bulkJobs.progress')} sx={{ flex: 1 }} />
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {translate('bulkJobs.doneOfTotal', { done, total })}
                </Typography>
            </Box>
            <Box>
                <Button color="warning" variant="outlined" onClick={onCancel} disabled={run.cancelling}>
                    {translate(run.cancelling ? 'bulkJobs.cancelling' : 'bulkJobs.cancel')}
                </Button>
            </Box>
        </Stack>
    );
};
