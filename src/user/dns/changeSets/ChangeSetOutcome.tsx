import { Alert, Box, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApplyOutcome } from '../../../data/changeSets/applyChangeSet';
import type { ChangeSet, Verdict } from '../../../zone';
import type { ApplyState } from './useApplyChangeSet';

/** The operations of `set` that are not refused: what the apply button sends. */
export const withoutRefused = (set: ChangeSet, refusals: readonly Verdict[]): ChangeSet => {
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

/** A change set on its way: how many operations are done, and that a cancel is under way. */
export const ChangeSetProgress = ({ state }: { state: Extract<ApplyState, { step: 'running' }> }) => {
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

/** What applying a change set did: applied, refused by the server (grouped by reason), not sent, and a failure. */
export const ChangeSetSummary = ({ outcome }: { outcome: ApplyOutcome }) => {
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
