import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApplyOutcome } from '../../../data/changeSets/applyChangeSet';
import type { ChangeSet, Verdict } from '../../../zone';
import { ChangeSetDiff } from './ChangeSetDiff';
import { ChangeSetProgress, ChangeSetSummary, withoutRefused } from './ChangeSetOutcome';
import { useApplyChangeSet } from './useApplyChangeSet';

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
                {state.step === 'running' ? <ChangeSetProgress state={state} /> : null}
                {state.step === 'done' ? <ChangeSetSummary outcome={state.outcome} /> : null}
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
