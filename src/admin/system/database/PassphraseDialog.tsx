import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { passphraseProblem } from './passphrase';

interface PassphraseDialogProps {
    open: boolean;
    /** 'set' asks twice and checks the length (encrypting); 'enter' asks once (decrypting). */
    mode: 'set' | 'enter';
    /** A refusal to show under the field (a wrong passphrase), as a translation key. */
    error?: string;
    busy?: boolean;
    onSubmit: (passphrase: string) => void;
    onClose: () => void;
}

/** Asks for the passphrase of an encrypted export: to set one (typed twice) or to open a file. */
export const PassphraseDialog = ({ open, mode, error, busy = false, onSubmit, onClose }: PassphraseDialogProps) => {
    const translate = useTranslate();
    const [passphrase, setPassphrase] = useState('');
    const [again, setAgain] = useState('');
    const [touched, setTouched] = useState(false);
    const problem = touched ? passphraseProblem(passphrase, mode === 'set' ? again : undefined) : undefined;

    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (passphraseProblem(passphrase, mode === 'set' ? again : undefined)) return;
        onSubmit(passphrase);
    };
    const close = () => {
        setPassphrase('');
        setAgain('');
        setTouched(false);
        onClose();
    };
    const titleId = `database-passphrase-${mode}`;
    return (
        <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>{translate(`database.passphrase.${mode}Title`)}</DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ mb: 1 }}>{translate(`database.passphrase.${mode}Intro`)}</DialogContentText>
                    <TextField
                        type="password"
                        label={translate('database.passphrase.label')}
                        value={passphrase}
                        onChange={event => setPassphrase(event.target.value)}
                        autoComplete={mode === 'set' ? 'new-password' : 'current-password'}
                        autoFocus
                        fullWidth
                        margin="dense"
                        required
                        error={!!(problem?.field === 'passphrase' || (error && mode === 'enter'))}
                        helperText={problem?.field === 'passphrase' ? translate(problem.key) : error ? translate(error) : ' '}
                        slotProps={{ htmlInput: { 'data-testid': 'database-passphrase' } }}
                    />
                    {mode === 'set' ? (
                        <TextField
                            type="password"
                            label={translate('database.passphrase.again')}
                            value={again}
                            onChange={event => setAgain(event.target.value)}
                            autoComplete="new-password"
                            fullWidth
                            margin="dense"
                            required
                            error={problem?.field === 'again'}
                            helperText={problem?.field === 'again' ? translate(problem.key) : ' '}
                            slotProps={{ htmlInput: { 'data-testid': 'database-passphrase-again' } }}
                        />
                    ) : null}
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button onClick={close} disabled={busy}>
                        {translate('database.passphrase.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        {translate(`database.passphrase.${mode}Action`)}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
