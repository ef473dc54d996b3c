import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { DEFAULT_TTL } from '../../../../validation/recordLimits';
import { checkTtl } from '../../../../validation/records';
import type { DnsRecord } from '../../../../data/records/api';
import { ApplyChangeSetDialog } from '../../changeSets/ApplyChangeSetDialog';
import type { BatchAction, BatchTarget } from './batchJob';
import { useRecordPageActions } from './RecordPageContext';
import { useRecordSelection } from './selection';
import { TtlField } from './TtlField';
import { useBatchRunner, type BatchRun } from './useBatchRunner';
import { useDomainLimits } from './useDomainLimits';

const titleId = 'records-batch-title';

const Gathering = ({ run }: { run: Extract<BatchRun, { step: 'gathering' }> }) => {
    const translate = useTranslate();
    const { done, total } = run;
    return (
        <Box data-testid="records-batch-progress">
            <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('records.batch.gathering', { done, total })}
            </Typography>
            <LinearProgress variant="determinate" value={total > 0 ? Math.min(100, (done / total) * 100) : 0} />
            {run.cancelling ? (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {translate('records.batch.cancelling')}
                </Typography>
            ) : null}
        </Box>
    );
};

/**
 * A batch on the selection or on all matching records, as one change set: a TTL change first asks for the TTL
 * (starting at the zone's own default, `defaultTtl`, as the editor gets it; 600 while unknown); then the records are
 * read (all matching: in pages of 500, with progress and cancel), and the change set is shown for review and applied
 * in chunks of 500 (ApplyChangeSetDialog: progress, cancel, summary, retry of the refused). MUI buttons: react-admin's
 * show only their icon on a phone, and these have none.
 */
export const BatchDialog = ({ defaultTtl }: { defaultTtl?: number }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
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
    const { run, start, cancel, close } = useBatchRunner(zone);
    const limits = useDomainLimits(zone.domain_id);
    /** The plan's lowest TTL: presets below it are disabled, a typed one refused. */
    const underPlan = (seconds: number) => !!limits && limits.minTtl > 0 && seconds < limits.minTtl;

    const begin = (action: BatchAction) => {
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

    // pause, enable and delete need nothing more: the review of the change set is their confirmation
    const direct = pending !== null && pending !== 'ttl' ? pending : null;
    useEffect(() => {
        if (direct) begin({ kind: direct });
        // begin reads the selection as it is when the action is asked for
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [direct]);

    const confirmTtl = () => {
        const problem =
            checkTtl(ttl) ??
            (limits && underPlan(Number(ttl)) ? { message: 'zoneChecks.planTtl', args: { plan: limits.plan, min: String(limits.minTtl) } } : undefined);
        if (problem) {
            setTtlError(translate(problem.message, problem.args));
            return;
        }
        begin({ kind: 'ttl', ttl: Number(ttl) });
    };

    const asking = pending === 'ttl' && !run;
    const preparing = run !== null && run.step !== 'review';
    return (
        <>
            <Dialog
                open={asking || preparing}
                aria-labelledby={titleId}
                fullWidth
                maxWidth="xs"
                onClose={run?.step === 'gathering' ? undefined : () => (run ? close() : ask(null))}
            >
                <DialogTitle id={titleId}>{translate(run ? 'records.batch.gatheringTitle' : 'records.batch.ttlTitle', { smart_count: count })}</DialogTitle>
                <DialogContent>
                    {asking ? (
                        <Box sx={{ pt: 1 }}>
                            <TtlField
                                name="batch-ttl"
                                label={translate('records.editor.ttl')}
                                value={ttl}
                                error={ttlError}
                                offered={seconds => !underPlan(seconds)}
                                onChange={value => {
                                    setTtl(value);
                                    setTtlError(undefined);
                                }}
                            />
                        </Box>
                    ) : null}
                    {run?.step === 'gathering' ? <Gathering run={run} /> : null}
                    {run?.step === 'failed' ? (
                        <Alert severity="error">{translate('records.batch.failed', { reason: translate(run.reason, { _: run.reason }) })}</Alert>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    {asking ? (
                        <>
                            <Button onClick={() => ask(null)}>{translate('records.editor.cancel')}</Button>
                            <Button variant="contained" onClick={confirmTtl}>
                                {translate('records.batch.review')}
                            </Button>
                        </>
                    ) : run?.step === 'gathering' ? (
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
            <ApplyChangeSetDialog
                set={run?.step === 'review' ? run.set : null}
                warnings={run?.step === 'review' ? run.warnings : undefined}
                refusals={run?.step === 'review' ? run.refusals : undefined}
                unchanged={run?.step === 'review' ? run.unchanged : undefined}
                title={run ? translate(`records.batch.reviewTitle.${run.action.kind}`) : undefined}
                onDone={() => onUnselectItems()}
                onClose={close}
            />
        </>
    );
};
