import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecoveryCodes } from './RecoveryCodes';

/** The new recovery codes, shown this once; only "I have saved them" closes the dialog. */
export const RecoveryCodesDialog = ({ codes, account, onClose }: { codes: readonly string[]; account: string; onClose: () => void }) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog open fullWidth maxWidth="xs" fullScreen={phone} data-testid="recovery-codes-dialog" aria-labelledby="recovery-codes-title">
            <DialogTitle id="recovery-codes-title">{translate('twoFactor.recovery.title')}</DialogTitle>
            <DialogContent>
                <RecoveryCodes codes={codes} account={account} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button variant="contained" onClick={onClose}>
                    {translate('twoFactor.recovery.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
