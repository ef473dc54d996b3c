import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvitedSubAccount } from '../../../data/subAccounts/api';
import { CopyButton } from '../../../ui/CopyButton';

/** An invited sub-account's first password, the one time it is shown: copy it, then close. */
export const FirstPasswordDialog = ({ invited, onClose }: { invited: InvitedSubAccount | undefined; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open={!!invited} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sub-password-title">
            <DialogTitle id="sub-password-title">{translate('subAccounts.password.title')}</DialogTitle>
            {invited ? (
                <DialogContent>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('subAccounts.password.body', { name: invited.subAccount.name, account: invited.subAccount.account })}
                    </Alert>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Box
                            component="code"
                            data-testid="sub-account-password"
                            sx={{ p: 1, flex: 1, minWidth: 0, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', fontSize: '1rem' }}
                        >
                            {invited.password}
                        </Box>
                        <CopyButton text={invited.password} label={translate('subAccounts.password.copy')} />
                    </Stack>
                </DialogContent>
            ) : null}
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate('subAccounts.password.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
