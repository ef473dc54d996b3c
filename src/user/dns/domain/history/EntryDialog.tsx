import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChangeSetDetail } from '../../../../data/changeSets/types';
import { LoadError, PageLoading } from '../../../../ui/PageStates';
import { ChangeSetDiff } from '../../changeSets/ChangeSetDiff';
import { RevertsLink } from './EntrySummary';
import { entrySource } from './entryText';
import { HistoryActionDialog } from './HistoryActionDialog';
import type { DeleteOp, HistoryAction } from './historyActions';
import { BringBackButton } from './BringBackButton';
import { useChangeSet } from './useChangeSet';

const titleId = 'history-entry-title';

const EntryBody = ({ entry, onOpen, onBringBack }: { entry: ChangeSetDetail; onOpen: (id: number) => void; onBringBack: (op: DeleteOp) => void }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('zoneHistory.entry.by', { time: entry.createTime, operator: entry.operator || '-', source: entrySource(translate, entry) })}
            </Typography>
            {entry.comment ? (
                <Typography variant="body1" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {entry.comment}
                </Typography>
            ) : null}
            <Box sx={{ mt: 0.5, mb: 2, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <RevertsLink entry={entry} onOpen={onOpen} />
                {entry.refused > 0 ? (
                    <Typography variant="body2" sx={{ color: 'error.main' }}>
                        {translate('zoneHistory.counts.refused', { smart_count: entry.refused })}
                    </Typography>
                ) : null}
            </Box>
            <ChangeSetDiff ops={entry.operations} rowAction={op => (op.op === 'delete' ? <BringBackButton onClick={() => onBringBack(op)} /> : null)} />
        </>
    );
};

/**
 * A history entry: who made it, when, where from, its comment and counts, and its full diff; from here it is
 * reverted in one click, the zone restored to how it stood right after it, or a record it deleted added again.
 * Once one of those is applied the entry closes, and the history shows the new entry on top.
 */
export const EntryDialog = ({ id, onClose, onOpen }: { id: number; onClose: () => void; onOpen: (id: number) => void }) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const { data: entry, error, isPending, refetch } = useChangeSet(id);
    const [action, setAction] = useState<HistoryAction | null>(null);
    const act = (next: HistoryAction) => setAction(next);
    return (
        <>
            <Dialog open={!action} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
                <DialogTitle id={titleId}>{translate('zoneHistory.entry.title', { id })}</DialogTitle>
                <DialogContent dividers data-testid="history-entry">
                    {isPending ? (
                        <PageLoading />
                    ) : error ? (
                        <LoadError error={error} onRetry={() => void refetch()} />
                    ) : entry.operations.length ? (
                        <EntryBody entry={entry} onOpen={onOpen} onBringBack={op => act({ kind: 'bringBack', entry, op })} />
                    ) : (
                        <Alert severity="info">{translate('zoneHistory.counts.none')}</Alert>
                    )}
                </DialogContent>
                <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button onClick={onClose}>{translate('zoneHistory.entry.close')}</Button>
                    {entry ? (
                        <>
                            <Button onClick={() => act({ kind: 'restore', entry })} data-testid="history-restore">
                                {translate('zoneHistory.entry.restore', { time: entry.createTime })}
                            </Button>
                            <Button
                                variant="contained"
                                disabled={!entry.operations.length}
                                onClick={() => act({ kind: 'revert', entry })}
                                data-testid="history-revert"
                            >
                                {translate('zoneHistory.entry.revert')}
                            </Button>
                        </>
                    ) : null}
                </DialogActions>
            </Dialog>
            {action ? (
                <HistoryActionDialog
                    action={action}
                    onClose={applied => {
                        setAction(null);
                        if (applied) onClose();
                    }}
                />
            ) : null}
        </>
    );
};
