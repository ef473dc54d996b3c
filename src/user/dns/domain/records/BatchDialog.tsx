import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { DEFAULT_TTL } from '../../../../validation/recordLimits';
import { checkTtl } from '../../../../validation/records';
import type { DnsRecord } from '../../../../data/records/api';
import { groupRefusals } from '../../../../data/records/batch';
import type { BatchAction, BatchTarget } from './batchJob';
import { useRecordPageActions } from './RecordPageContext';
import { useRecordSelection } from './selection';
import { TtlField } from './TtlField';
import { useBatchRunner, type BatchRun } from './useBatchRunner';

const titleId = 'records-batch-title';

const Progress = ({ run }: { run: Extract<BatchRun, { step: 'running' }> }) => {
    const translate = useTranslate();
    const { phase, done, total } = run.progress;
    const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
    return (
        <Box data-testid="records-batch-progress">
            <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(phase === 'gather' ? 'records.batch.gathering' : 'records.batch.applying', { done, total })}
            </Typography>
            <LinearProgress variant="determinate" value={percent} />
            {run.cancelling ? (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {translate('records.batch.cancelling')}
                </Typography>
            ) : null}
        </Box>
    );
};

const Summary = ({ run }: { run: Extract<BatchRun, { step: 'finished' }> }) => {
    const translate = useTranslate();
    const { done, refused, skipped, cancelled } = run.outcome;
    const refusedCount = refused.reduce((sum, refusal) => sum + refusal.items.length, 0);
    // a batch stopped before anything was done is no success
    const severity = refusedCount ? 'warning' : cancelled && done.length === 0 ? 'info' : 'success';
    return (
        <Box data-testid="records-batch-summary">
            <Alert severity={severity} sx={{ mb: 1 }}>
                {translate('records.batch.done', { smart_count: done.length })}
            </Alert>
            {refusedCount ? (
                <>
                    <Typography variant="body2" sx={{ color: 'error.main' }}>
                        {translate('records.batch.refused', { smart_count: refusedCount })}
                    </Typography>
                    <List dense disablePadding>
                        {groupRefusals(refused).map(group => (
                            <ListItem key={group.reason} disableGutters>
                                {translate('records.batch.reason', { reason: translate(group.reason, { _: group.reason }), count: group.count })}
                            </ListItem>
                        ))}
                    </List>
                </>
            ) : null}
            {skipped.length ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {translate('records.batch.skipped', { smart_count: skipped.length })}
                </Typography>
            ) : null}
        </Box>
    );
};

/**
 * The batch dialog (MUI buttons: react-admin's show only their icon on a phone, and these have none): confirm (with the new TTL for a TTL change), then progress with a cancel button, then the
 * summary of done, refused (with the server's reasons) and not sent. On the selection or all matching. A TTL
 * change starts at the zone's own default TTL (`defaultTtl`, as the editor gets it; 600 while unknown).
 */
export const BatchDialog = ({ defaultTtl }: { defaultTtl?: number }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const refresh = useRefresh();
    const { zone } = useRecordPageActions();
    const { filterValues, sort, onUnselectItems } = useListContext<DnsRecord>();
    const { pending, ask, allMatching, total, count, selectedRows } = useRecordSelection();
    const [ttl, setTtl] = useState<number | ''>(defaultTtl ?? DEFAULT_TTL);
    const [ttlError, setTtlError] = useState<string>();
    // each TTL change starts afresh at the zone's default (known by then, though maybe not at the first render)
    const [askedFor, setAskedFor] = useState(pending);
    if (askedFor !== pending) {
        setAskedFor(pending);
        if (pending === 'ttl') {
            setTtl(defaultTtl ?? DEFAULT_TTL);
            setTtlError(undefined);
        }
    }
    const { run, start, cancel, close } = useBatchRunner(dataProvider, zone, () => {
        onUnselectItems();
        refresh();
    });

    const confirm = () => {
        if (!pending) return;
        let action: BatchAction;
        if (pending === 'ttl') {
            const problem = checkTtl(ttl);
            if (problem) {
                setTtlError(translate(problem.message, problem.args));
                return;
            }
            action = { kind: 'ttl', ttl: Number(ttl) };
        } else {
            action = { kind: pending };
        }
        const target: BatchTarget = allMatching
            ? {
                  kind: 'matching',
                  total,
                  fetchPage: (page, perPage, signal) =>
                      dataProvider.getList<DnsRecord>('record', {
                          pagination: { page, perPage },
                          sort,
                          filter: { ...filterValues, ...zone },
                          signal,
                      }) as Promise<{ data: DnsRecord[]; total: number }>,
              }
            : { kind: 'selection', rows: selectedRows };
        ask(null);
        void start(action, target);
    };

    const open = pending !== null || run !== null;
    const action = run?.action.kind ?? pending;
    const title = run
        ? translate(
              run.step === 'running'
                  ? `records.batch.running.${action}`
                  : run.step === 'finished' && run.outcome.cancelled
                    ? 'records.batch.cancelledTitle'
                    : 'records.batch.summaryTitle',
          )
        : translate(pending === 'ttl' ? 'records.batch.ttlTitle' : 'records.batch.confirmTitle', { smart_count: count });

    return (
        <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs" onClose={run?.step === 'running' ? undefined : () => (run ? close() : ask(null))}>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
                {!run && pending ? (
                    <>
                        <Typography variant="body2" sx={{ mb: pending === 'ttl' ? 2 : 0 }}>
                            {translate(`records.batch.confirm.${pending}`, { smart_count: count, ttl })}
                        </Typography>
                        {pending === 'ttl' ? (
                            <Box sx={{ pt: 1 }}>
                                <TtlField
                                    name="batch-ttl"
                                    label={translate('records.editor.ttl')}
                                    value={ttl}
                                    error={ttlError}
                                    onChange={value => {
                                        setTtl(value);
                                        setTtlError(undefined);
                                    }}
                                />
                            </Box>
                        ) : null}
                    </>
                ) : null}
                {run?.step === 'running' ? <Progress run={run} /> : null}
                {run?.step === 'finished' ? <Summary run={run} /> : null}
                {run?.step === 'failed' ? (
                    <Alert severity="error">{translate('records.batch.failed', { reason: translate(run.reason, { _: run.reason }) })}</Alert>
                ) : null}
            </DialogContent>
            <DialogActions>
                {!run ? (
                    <>
                        <Button onClick={() => ask(null)}>{translate('records.editor.cancel')}</Button>
                        <Button variant="contained" color={pending === 'delete' ? 'error' : 'primary'} onClick={confirm}>
                            {translate('records.batch.apply')}
                        </Button>
                    </>
                ) : run.step === 'running' ? (
                    <Button onClick={cancel} disabled={run.cancelling}>
                        {translate('records.batch.cancel')}
                    </Button>
                ) : (
                    <Button variant="contained" onClick={close}>
                        {translate('records.batch.close')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
