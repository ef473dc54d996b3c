import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { NameServersPanel } from './NameServersPanel';

/** The NS chip's dialog: the name servers to set, what the last check found, and "Check now". */
export const NsDialog = ({ domain, onClose }: { domain: Domain; onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()} aria-labelledby="ns-dialog-title">
            <DialogTitle id="ns-dialog-title" sx={{ wordBreak: 'break-all' }}>
                {translate('domains.ns.dialogTitle', { domain: domain.domain })}
            </DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {translate('nameServers.setting.intro')}
                </Typography>
                <NameServersPanel domain={domain} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('domains.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
