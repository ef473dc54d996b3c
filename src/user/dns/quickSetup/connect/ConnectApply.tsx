import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ApplyOutcome } from '../../../../data/changeSets/applyChangeSet';
import type { SyncEnding } from '../../../../data/quickSetup';
import { LoadError, PageLoading } from '../../../../ui/PageStates';
import { ChangeSetDiff } from '../../changeSets/ChangeSetDiff';
import { ChangeSetProgress, ChangeSetSummary, withoutRefused } from '../../changeSets/ChangeSetOutcome';
import { useApplyChangeSet } from '../../changeSets/useApplyChangeSet';
import { useTemplatePreview, type TemplateRequest } from '../templateChange';

/** Every operation sent was applied: the flow ends as applied. */
const appliedInFull = (outcome: ApplyOutcome) => outcome.applied.length > 0 && !outcome.refused.length && !outcome.failure && !outcome.cancelled;

interface ConnectApplyProps {
    request: TemplateRequest;
    /** The template warns that its variables could be a phishing link's: the user confirms having started it. */
    warnPhishing: boolean;
    provider: string;
    /** The flow is over: applied (or nothing to change), or declined. */
    onEnd: (ending: SyncEnding) => void;
    /** Where a partly failed application may go back to (an allowed return), as a button. */
    returnButton?: (ending: SyncEnding) => ReactNode;
}

/**
 * The consent step of the synchronous flow: the change set the template makes on the zone (the shared diff, the
 * checks' verdicts), applied with the shared change-set hook on consent (one history entry named after the service),
 * or declined.
 */
export const ConnectApply = ({ request, warnPhishing, provider, onEnd, returnButton }: ConnectApplyProps) => {
    const translate = useTranslate();
    const { preview, isPending, error, refetch } = useTemplatePreview(request);
    const { state, apply, pending, cancel } = useApplyChangeSet({ onDone: outcome => appliedInFull(outcome) && onEnd('applied') });
    const [confirmed, setConfirmed] = useState(false);
    const [trusted, setTrusted] = useState(!warnPhishing);

    const decline = (
        <Button onClick={() => onEnd('declined')} data-testid="connect-decline">
            {translate('quickSetup.connect.decline')}
        </Button>
    );
    if (isPending) return <PageLoading />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!preview) return null;
    if ('refusal' in preview)
        return (
            <Actions buttons={decline}>
                <Alert severity="error" data-testid="connect-refusal">
                    {translate(`quickSetup.refusals.${preview.refusal.reason}`, preview.refusal.args)}
                </Alert>
            </Actions>
        );
    if ('nothing' in preview)
        return (
            <Actions
                buttons={
                    <Button variant="contained" onClick={() => onEnd('applied')}>
                        {translate('quickSetup.connect.apply')}
                    </Button>
                }
            >
                <Alert severity="success">{translate('quickSetup.nothing')}</Alert>
            </Actions>
        );

    const { set, refused, warnings } = preview;
    if (state.step === 'running')
        return (
            <Actions
                buttons={
                    <Button onClick={cancel} disabled={state.cancelling}>
                        {translate('changeSets.cancel')}
                    </Button>
                }
            >
                <ChangeSetProgress state={state} />
            </Actions>
        );
    if (state.step === 'done')
        return (
            <Actions buttons={returnButton?.(state.outcome.cancelled && !state.outcome.applied.length ? 'declined' : 'failed')}>
                <ChangeSetSummary outcome={state.outcome} />
            </Actions>
        );

    const sent = withoutRefused(set, refused);
    return (
        <Actions
            buttons={
                <>
                    {decline}
                    <Button
                        variant="contained"
                        disabled={!sent.ops.length || (warnings.length > 0 && !confirmed) || !trusted || pending}
                        onClick={() => void apply(sent)}
                        data-testid="connect-apply"
                    >
                        {translate('changeSets.apply', { smart_count: sent.ops.length })}
                    </Button>
                </>
            }
        >
            <ChangeSetDiff ops={set.ops} warnings={warnings} refusals={refused} />
            {warnings.length ? (
                <FormControlLabel
                    control={<Checkbox checked={confirmed} onChange={event => setConfirmed(event.target.checked)} />}
                    label={translate('changeSets.confirmWarnings')}
                />
            ) : null}
            {warnPhishing ? (
                <Alert severity="warning" icon={false}>
                    {translate('quickSetup.connect.phishing', { provider })}
                    <FormControlLabel
                        sx={{ display: 'flex', mt: 0.5 }}
                        control={<Checkbox checked={trusted} onChange={event => setTrusted(event.target.checked)} data-testid="connect-trusted" />}
                        label={translate('quickSetup.connect.phishingConfirm')}
                    />
                </Alert>
            ) : null}
        </Actions>
    );
};

/** A step's content, then its buttons at the end of the line (wrapping on a phone). */
const Actions = ({ children, buttons }: { children: ReactNode; buttons?: ReactNode }) => (
    <Stack spacing={1.5}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
            {children}
        </Stack>
        {buttons ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                {buttons}
            </Stack>
        ) : null}
    </Stack>
);
