import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { checkChangeSet, ZoneState } from '../../../../zone';
import { LoadError, PageLoading } from '../../../../ui/PageStates';
import { ApplyChangeSetDialog } from '../../changeSets/ApplyChangeSetDialog';
import { useDomainParams } from '../domainParams';
import { actionChangeSet, actionTitle, planAction, type HistoryAction } from './historyActions';
import { resolveRevert, type Resolution } from './revert';
import { RevertConflicts } from './RevertConflicts';
import { usePreparedZone } from './usePreparedZone';

const titleId = 'history-action-title';

/**
 * Carries out a history action in one flow: reads the zone as it stands (and, for a restore, the changes since),
 * builds the change set, lets the user resolve a revert's conflicts (records changed since: skipped unless chosen),
 * then hands it to the shared preview and apply (checked against the zone now, source revert). `onClose` says
 * whether anything was applied.
 */
export const HistoryActionDialog = ({ action, onClose }: { action: HistoryAction; onClose: (applied: boolean) => void }) => {
    const translate = useTranslate();
    const domain = useDomainParams();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const prepared = usePreparedZone(action);
    const [choices, setChoices] = useState<ReadonlyMap<number, Resolution>>(new Map());
    const [resolved, setResolved] = useState(false);

    const plan = useMemo(() => {
        if (!prepared.data) return undefined;
        const zone = new ZoneState(domain.domain, prepared.data.records);
        return { zone, ...planAction(action, zone, prepared.data) };
    }, [action, domain.domain, prepared.data]);

    const preview = useMemo(() => {
        if (!plan || (plan.conflicts.length > 0 && !resolved)) return undefined;
        const set = actionChangeSet(translate, action, domain, resolveRevert(plan, choices, plan.zone));
        if (!set.ops.length) return undefined;
        const { refused, warnings } = checkChangeSet({ name: domain.domain, records: prepared.data!.records }, set.ops);
        return { set, refused, warnings };
    }, [plan, resolved, translate, action, domain, choices, prepared.data]);

    if (preview) {
        return (
            <ApplyChangeSetDialog
                set={preview.set}
                refusals={preview.refused}
                warnings={preview.warnings}
                title={actionTitle(translate, action)}
                onClose={outcome => onClose(Boolean(outcome?.applied.length))}
            />
        );
    }
    const conflicts = plan && !resolved ? plan.conflicts : [];
    return (
        <Dialog open onClose={() => onClose(false)} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{actionTitle(translate, action)}</DialogTitle>
            <DialogContent dividers>
                {prepared.isPending ? (
                    <>
                        <Alert severity="info" icon={false}>
                            {translate(action.kind === 'restore' ? 'zoneHistory.flow.readingHistory' : 'zoneHistory.flow.reading')}
                        </Alert>
                        <PageLoading />
                    </>
                ) : prepared.error ? (
                    <LoadError error={prepared.error} onRetry={() => void prepared.refetch()} />
                ) : conflicts.length ? (
                    <RevertConflicts conflicts={conflicts} choices={choices} onChange={(index, choice) => setChoices(new Map(choices).set(index, choice))} />
                ) : (
                    <Alert severity="success" data-testid="history-nothing">
                        {translate('zoneHistory.flow.nothing')}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(false)}>{translate(conflicts.length ? 'zoneHistory.flow.cancel' : 'zoneHistory.flow.close')}</Button>
                {conflicts.length ? (
                    <Button variant="contained" onClick={() => setResolved(true)}>
                        {translate('zoneHistory.flow.preview')}
                    </Button>
                ) : null}
            </DialogActions>
        </Dialog>
    );
};
