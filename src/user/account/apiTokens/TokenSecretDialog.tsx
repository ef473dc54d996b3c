import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { IssuedToken } from '../../../data/apiTokens/api';
import { CopyButton } from '../../../ui/CopyButton';

/** A token's secret, the one time it is shown (after create or roll): copy it, then close; it is never answered again. */
export const TokenSecretDialog = ({ issued, onClose }: { issued: IssuedToken | undefined; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open={!!issued} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="token-secret-title">
            <DialogTitle id="token-secret-title">{translate('apiTokens.secret.title')}</DialogTitle>
            {issued ? (
                <DialogContent>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('apiTokens.secret.body')}
                    </Alert>
                    <Typography variant="subtitle2" color="text.secondary">
                        {translate('apiTokens.secret.label', { name: issued.token.name })}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Box
                            component="code"
                            data-testid="token-secret"
                            sx={{ p: 1, flex: 1, minWidth: 0, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', fontSize: '0.9rem' }}
                        >
                            {issued.secret}
                        </Box>
                        <CopyButton text={issued.secret} label={translate('apiTokens.secret.copy')} />
                    </Stack>
                </DialogContent>
            ) : null}
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate('apiTokens.secret.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
