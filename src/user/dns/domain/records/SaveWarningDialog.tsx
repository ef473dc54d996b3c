import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChangeOp, Verdict } from '../../../../zone';
import { ChangeSetDiff } from '../../changeSets/ChangeSetDiff';

const titleId = 'record-save-warning-title';

export interface SaveWarning {
    ops: readonly ChangeOp[];
    warnings: readonly Verdict[];
}

/** A save that carries a warning (a record below a delegation): the change and the warning, then save anyway or go back. */
export const SaveWarningDialog = ({ warning, onAnswer }: { warning: SaveWarning | null; onAnswer: (save: boolean) => void }) => {
    const translate = useTranslate();
    return (
        <Dialog open={warning !== null} aria-labelledby={titleId} fullWidth maxWidth="sm" onClose={() => onAnswer(false)}>
            <DialogTitle id={titleId}>{translate('changeSets.warningTitle')}</DialogTitle>
            <DialogContent dividers>{warning ? <ChangeSetDiff ops={warning.ops} warnings={warning.warnings} /> : null}</DialogContent>
            <DialogActions>
                <Button onClick={() => onAnswer(false)}>{translate('changeSets.back')}</Button>
                <Button variant="contained" color="warning" onClick={() => onAnswer(true)}>
                    {translate('changeSets.saveAnyway')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
