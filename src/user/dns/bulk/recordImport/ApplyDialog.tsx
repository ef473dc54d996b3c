import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { countOps, type ChangeOp } from '../../../../zone';
import { ChangeSetDiff } from '../../changeSets/ChangeSetDiff';
import type { ImportMode, ImportPlan } from './plan';

const COUNTED = ['added', 'updated', 'paused', 'enabled', 'deleted'] as const;

/** "Apply: 12 added, 3 changed, 40 deleted": the apply button says what it does. */
export const useApplyLabel = () => {
    const translate = useTranslate();
    return (ops: readonly ChangeOp[]) => {
        const counts = countOps(ops);
        const parts = COUNTED.filter(kind => counts[kind] > 0).map(kind => translate(`changeSets.counts.${kind}`, { smart_count: counts[kind] }));
        return translate('zoneTransfer.preview.apply', { counts: parts.join(translate('zoneTransfer.preview.listSeparator')) });
    };
};

/**
 * "Import into example.com?": the change as a diff (the shared ChangeSetDiff: added, changed field by field, deleted,
 * the warnings with their file lines), what is left out, and the apply button with its counts. A warning must be
 * confirmed before the button applies.
 */
export const ApplyDialog = ({
    open,
    domain,
    mode,
    plan,
    onConfirm,
    onClose,
}: {
    open: boolean;
    domain: string;
    mode: ImportMode;
    plan: ImportPlan;
    onConfirm: () => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const applyLabel = useApplyLabel();
    const [confirmed, setConfirmed] = useState(false);
    const { set, warnings, fileLines, unchanged, refused } = plan;
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="import-confirm-title" fullWidth maxWidth="sm">
            <DialogTitle id="import-confirm-title">{translate('zoneTransfer.preview.confirmTitle', { domain })}</DialogTitle>
            <DialogContent dividers>
                <ChangeSetDiff ops={set.ops} warnings={warnings} unchanged={unchanged.length} lineOf={index => fileLines[index]} />
                <DialogContentText sx={{ mt: 1.5 }}>
                    {translate(mode === 'replace' ? 'zoneTransfer.preview.confirmReplace' : 'zoneTransfer.preview.confirmMerge', { refused: refused.length })}
                </DialogContentText>
                {warnings.length ? (
                    <FormControlLabel
                        sx={{ mt: 1 }}
                        control={<Checkbox checked={confirmed} onChange={event => setConfirmed(event.target.checked)} />}
                        label={translate('changeSets.confirmWarnings')}
                    />
                ) : null}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={onConfirm} disabled={warnings.length > 0 && !confirmed} autoFocus>
                    {applyLabel(set.ops)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
