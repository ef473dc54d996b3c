import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from './CopyButton';

interface ShownOnceDialogProps {
    /** The secret, the one time it is shown; the dialog is closed while there is none. */
    secret: string | undefined;
    /** Message keys: the title, the copy button's label, the closing button's. */
    title: string;
    copyLabel: string;
    doneLabel: string;
    /** Why it is shown once, translated. */
    warning: ReactNode;
    /** What the secret belongs to, translated (optional). */
    label?: ReactNode;
    testId: string;
    onClose(): void;
}

/** A secret the server answers once (a token, a first password): shown with a copy button, then closed for good. */
export const ShownOnceDialog = ({ secret, title, copyLabel, doneLabel, warning, label, testId, onClose }: ShownOnceDialogProps) => {
    const translate = useTranslate();
    const titleId = `${testId}-title`;
    return (
        <Dialog open={secret !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
            {secret !== undefined ? (
                <DialogContent>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {warning}
                    </Alert>
                    {label ? (
                        <Typography variant="subtitle2" color="text.secondary">
                            {label}
                        </Typography>
                    ) : null}
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Box
                            component="code"
                            data-testid={testId}
                            sx={{ p: 1, flex: 1, minWidth: 0, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', fontSize: '0.95rem' }}
                        >
                            {secret}
                        </Box>
                        <CopyButton text={secret} label={translate(copyLabel)} />
                    </Stack>
                </DialogContent>
            ) : null}
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate(doneLabel)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
