import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPlan } from './plan';

/** "Import into example.com?" naming what will be added and updated, and what is left out. */
export const ApplyDialog = ({
    open,
    domain,
    plan,
    onConfirm,
    onClose,
}: {
    open: boolean;
    domain: string;
    plan: ImportPlan;
    onConfirm: () => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="import-confirm-title">
            <DialogTitle id="import-confirm-title">{translate('zoneTransfer.preview.confirmTitle', { domain })}</DialogTitle>
            <DialogContent>
                <DialogContentText>
                    {translate('zoneTransfer.preview.confirmBody', { add: plan.add.length, update: plan.update.length, refused: plan.refused.length })}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={onConfirm} autoFocus>
                    {translate('zoneTransfer.preview.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
