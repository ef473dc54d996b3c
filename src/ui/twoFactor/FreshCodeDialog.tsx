import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Form } from '../singleFlight';
import { useFormState } from 'react-hook-form';
import { normalizeTotpCode } from '../../data/account/totp';
import twoFactorArea from '../../i18n/areas/twoFactor';
import { addAreaMessages } from '../../i18n/provider';
import { TotpCodeInput } from './CodeInput';

// opened from any screen (a domain's delete, say): it brings its own strings
addAreaMessages(twoFactorArea);

interface FreshCodeDialogProps {
    /** Sends the action with the code; a refusal comes back as the message to show at the field. */
    onCode: (code: string) => Promise<string | undefined>;
    onCancel: () => void;
}

const Actions = ({ onCancel }: { onCancel: () => void }) => {
    const translate = useTranslate();
    const { isSubmitting } = useFormState();
    return (
        <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onCancel} disabled={isSubmitting}>
                {translate('ra.action.cancel')}
            </Button>
            <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
                {translate('ra.action.confirm')}
            </Button>
        </DialogActions>
    );
};

/** Asks for a fresh code of the authenticator app before a sensitive change; a wrong code shows at the field. */
export const FreshCodeDialog = ({ onCode, onCancel }: FreshCodeDialogProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const submit = async (values: Record<string, unknown>) => {
        const refused = await onCode(normalizeTotpCode(String(values.code ?? '')));
        return refused ? { code: refused } : undefined;
    };
    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="xs" fullScreen={phone} data-testid="fresh-code-dialog" aria-labelledby="fresh-code-title">
            <Form onSubmit={submit} noValidate>
                <DialogTitle id="fresh-code-title">{translate('twoFactor.fresh.title')}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                        {translate('twoFactor.fresh.intro')}
                    </Typography>
                    <TotpCodeInput autoFocus />
                </DialogContent>
                <Actions onCancel={onCancel} />
            </Form>
        </Dialog>
    );
};
