import {
    Alert,
    Box,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    LinearProgress,
    List,
    ListItem,
    Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApplyOutcome } from '../../../data/changeSets/applyChangeSet';
import type { ChangeSet, Verdict } from '../../../zone';
import { ChangeSetDiff } from './ChangeSetDiff';
import { useApplyChangeSet, type ApplyState } from './useApplyChangeSet';

const titleId = 'change-set-title';

export interface ApplyChangeSetDialogProps {
    /** The change set to preview and apply; the dialog is open while it is given. */
    set: ChangeSet | null;
    /** The client-side checks' verdicts (checkChangeSet) by index in `set.ops`: refused operations are not sent. */
    warnings?: readonly Verdict[];
    refusals?: readonly Verdict[];
    unchanged?: number;
    lineOf?: (index: number) => number | undefined;
    title?: string;
    /** Nothing of a chunk is applied when any of its operations is refused. */
    atomic?: boolean;
    /** Each time operations have been applied (or the work stopped): e.g. to clear a selection. */
    onDone?: (outcome: ApplyOutcome) => void;
    /** The dialog is closed: before applying (the outcome then undefined) or after. */
    onClose: (outcome?: ApplyOutcome) => void;
}

/** The operations of `set` that are not refused: what the apply button sends. */
const withoutRefused = (set: ChangeSet, refusals: readonly Verdict[]): ChangeSet => {
    if (!refusals.length) return set;
    const refused = new Set(refusals.map(({ index }) => index));
    return { ...set, ops: set.ops.filter((_, index) => !refused.has(index)) };
};

/** Server refusals grouped by reason, largest first. */
const groupReasons = (refused: ApplyOutcome['refused']) => {
    const groups = new Map<string, number>();
    for (const { msg } of refused) groups.set(msg, (groups.get(msg) ?? 0) + 1);
    return [...groups.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
};

const Progress = ({ state }: { state: Extract<ApplyState, { step: 'running' }> }) => {
    const translate = useTranslate();
    const { done, total } = state.progress;
    return (
        <Box data-testid="change-set-progress">
            <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('changeSets.progress', { done, total })}
            </Typography>
            <LinearProgress variant="determinate" value={total > 0 ? Math.min(100, (done / total) * 100) : 0} />
            {state.cancelling ? (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {translate('changeSets.cancelling')}
                </Typography>
            ) : null}
        </Box>
    );
};

const Summary = ({ outcome }: { outcome: ApplyOutcome }) => {
    const translate = useTranslate();
    const { applied, refused, skipped, failure, cancelled } = outcome;
    const severity = refused.length || failure ? 'warning' : cancelled && !applied.length ? 'info' : 'success';
    return (
        <Box data-testid="change-set-summary">
            <Alert severity={severity} sx={{ mb: 1 }}>
                {translate('changeSets.applied', { smart_count: applied.length })}
            </Alert>
            {refused.length ? (
                <>
                    <Typography variant="body2" sx={{ color: 'error.main' }}>
                        {translate('changeSets.refused', { smart_count: refused.length })}
                    </Typography>
                    <List dense disablePadding>
                        {groupReasons(refused).map(group => (
                            <ListItem key={group.reason} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                                {translate('changeSets.reason', { reason: translate(group.reason, { _: group.reason }), count: group.count })}
                            </ListItem>
                        ))}
                    </List>
                </>
            ) : null}
            {skipped.length ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {translate('changeSets.skipped', { smart_count: skipped.length })}
                </Typography>
            ) : null}
            {failure ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {translate('changeSets.failure', { reason: translate(failure, { _: failure }) })}
                </Alert>
            ) : null}
        </Box>
    );
};

/**
 * A change set's preview and apply, in one dialog: the diff (with the checks' refusals and warnings; a warning asks
 * for an explicit confirmation first), one button that says how many changes it applies, then a progress bar with
 * cancel, then the summary of applied, refused (grouped by reason, with "retry the refused") and not sent.
 */
export const ApplyChangeSetDialog = ({ set, warnings = [], refusals = [], unchanged, lineOf, title, atomic, onDone, onClose }: ApplyChangeSetDialogProps) => {
    const translate = useTranslate();
    const { state, apply, pending, cancel, retryRefused, reset } = useApplyChangeSet({ atomic, onDone });
    const [confirmed, setConfirmed] = useState(false);
    const sent = useMemo(() => (set ? withoutRefused(set, refusals) : null), [set, refusals]);

    const close = () => {
        const outcome = state.step === 'done' ? state.outcome : undefined;
        reset();
        setConfirmed(false);
        onClose(outcome);
    };
    const running = state.step === 'running';
    const needsConfirm = warnings.length > 0 && !confirmed;
    const heading =
        state.step === 'running'
            ? translate('changeSets.runningTitle')
            : state.step === 'done'
              ? translate(state.outcome.cancelled ? 'changeSets.cancelledTitle' : 'changeSets.doneTitle')
              : (title ?? translate('changeSets.previewTitle'));

    return (
        <Dialog open={set !== null} aria-labelledby={titleId} fullWidth maxWidth="sm" onClose={running ? undefined : close} data-testid="apply-change-set">
            <DialogTitle id={titleId}>{heading}</DialogTitle>
            <DialogContent dividers>
                {state.step === 'idle' && set ? (
                    <>
                        <ChangeSetDiff ops={set.ops} warnings={warnings} refusals={refusals} unchanged={unchanged} lineOf={lineOf} />
                        {warnings.length ? (
                            <FormControlLabel
                                sx={{ mt: 1 }}
                                control={<Checkbox checked={confirmed} onChange={event => setConfirmed(event.target.checked)} />}
                                label={translate('changeSets.confirmWarnings')}
                            />
                        ) : null}
                    </>
                ) : null}
                {state.step === 'running' ? <Progress state={state} /> : null}
                {state.step === 'done' ? <Summary outcome={state.outcome} /> : null}
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                {state.step === 'idle' ? (
                    <>
                        <Button onClick={close}>{translate('changeSets.cancel')}</Button>
                        <Button variant="contained" disabled={!sent?.ops.length || needsConfirm || pending} onClick={() => sent && void apply(sent)}>
                            {translate('changeSets.apply', { smart_count: sent?.ops.length ?? 0 })}
                        </Button>
                    </>
                ) : state.step === 'running' ? (
                    <Button onClick={cancel} disabled={state.cancelling}>
                        {translate('changeSets.cancel')}
                    </Button>
                ) : (
                    <>
                        {state.outcome.refused.length ? (
                            <Button disabled={pending} onClick={() => void retryRefused()}>
                                {translate('changeSets.retryRefused', { smart_count: state.outcome.refused.length })}
                            </Button>
                        ) : null}
                        <Button variant="contained" onClick={close}>
                            {translate('changeSets.close')}
                        </Button>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
